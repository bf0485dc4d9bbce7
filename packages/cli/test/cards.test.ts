import { describe, expect, it } from 'vitest';
import type { CardEntry } from '../src/cards/cards-command.js';
import { runCli } from '../src/cli.js';
import type { Registry } from '../src/lookup.js';
import { testIo, testRegistry } from './fixtures/registry.js';

const card = (id: string, kase: string, implemented: boolean, tested: boolean): CardEntry => ({
  id,
  name: { en: `Card ${id}`, fr: `Carte ${id}` },
  case: kase,
  type: 'Argument',
  side: 'P',
  copies: id === 'a' ? 2 : 1,
  text: { en: `Examine: draw ${id}.`, fr: `Examen : piochez ${id}.` },
  implemented,
  tested,
});

const registry: Registry = { ...testRegistry, cards: { pebbles: () => [card('a', 'base', true, true), card('b', '00', true, false)] } };

describe('docket cards', () => {
  it('lists every card with its text, its status and a count', async () => {
    const io = testIo();
    expect(await runCli(['cards', 'pebbles'], registry, io)).toBe(0);
    expect(io.out()).toContain('Card a ×2 — Argument, P, base [a] (implemented, tested)\n    Examine: draw a.');
    expect(io.out()).toContain('Card b — Argument, P, 00 [b] (implemented, NOT TESTED)');
    expect(io.out()).toContain('2 cards: 2 implemented, 1 tested.');
  });

  it('keeps one case, speaks French, and prints JSON', async () => {
    const fr = testIo();
    expect(await runCli(['cards', 'pebbles', '--case', '00', '--lang', 'fr'], registry, fr)).toBe(0);
    expect(fr.out()).not.toContain('Carte a');
    expect(fr.out()).toContain('Examen : piochez b.');
    expect(fr.out()).toContain('1 cartes : 1 programmées, 0 testées.');
    const json = testIo();
    expect(await runCli(['cards', 'pebbles', '--json'], registry, json)).toBe(0);
    expect((JSON.parse(json.out()) as CardEntry[]).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('refuses a game without cards and an unknown case, naming what exists', async () => {
    const none = testIo();
    expect(await runCli(['cards', 'pebbles'], testRegistry, none)).toBe(2);
    expect(none.err()).toContain('pebbles has no card list');
    const bad = testIo();
    expect(await runCli(['cards', 'pebbles', '--case', '07'], registry, bad)).toBe(2);
    expect(bad.err()).toContain('No cards in case "07"; cases: base, 00.');
  });
});
