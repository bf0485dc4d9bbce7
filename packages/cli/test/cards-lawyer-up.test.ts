import { describe, expect, it } from 'vitest';
import type { CardEntry } from '../src/cards/cards-command.js';
import { runCli } from '../src/cli.js';
import { registry } from '../src/registry.js';
import { testIo } from './fixtures/registry.js';

// The real registry's card list: `docket cards lawyer-up --case 01` is how a player checks the Case 01 box.
describe('docket cards lawyer-up --case 01', () => {
  it('lists the 90 Case 01 cards once each, every one implemented and tested', async () => {
    const io = testIo();
    expect(await runCli(['cards', 'lawyer-up', '--case', '01', '--json'], registry, io)).toBe(0);
    const listed = JSON.parse(io.out()) as CardEntry[];
    expect(listed).toHaveLength(90);
    expect(new Set(listed.map((c) => c.id)).size).toBe(90);
    expect(listed.every((c) => c.id.startsWith('c01-'))).toBe(true);
    expect(listed.every((c) => c.case === '01' && c.copies === 1)).toBe(true);
    expect(listed.filter((c) => !c.implemented || !c.tested).map((c) => c.id)).toEqual([]);
    const byType = (t: string) => listed.filter((c) => c.type === t).length;
    // 6 strategies; 23 witnesses (22 and the Defendant); 61 play cards (60 case cards and The Bloody Knife).
    expect([byType('Strategy'), byType('Witness'), byType('Evidence') + byType('Argument') + byType('Procedure')]).toEqual([6, 23, 61]);
  });

  it('prints them with their text and the count, in English and French', async () => {
    const en = testIo();
    expect(await runCli(['cards', 'lawyer-up', '--case', '01'], registry, en)).toBe(0);
    expect(en.out()).toContain('The Bloody Knife — Evidence, P, 01 [c01-the-bloody-knife] (implemented, tested)');
    expect(en.out()).toContain('90 cards: 90 implemented, 90 tested.');
    // Values and biases too: a play card's Value and biases, a witness's two ends.
    expect(en.out()).toMatch(/The Bloody Knife — .*\n {4}Evidence, red \(Prosecution\).*; Value \d+; biases: \w+/);
    expect(en.out()).toMatch(/Jessica Fairmount — .*\n {4}Witness, .*primary value \d+ \(.+\), secondary \d+ \(.+\)/);
    const fr = testIo();
    expect(await runCli(['cards', 'lawyer-up', '--case', '01', '--lang', 'fr'], registry, fr)).toBe(0);
    expect(fr.out()).toContain('Le Couteau ensanglanté');
    expect(fr.out()).toContain('90 cartes : 90 programmées, 90 testées.');
    expect(fr.out()).toMatch(/Le Couteau ensanglanté — .*\n {4}Preuve, rouge \(Accusation\).*; Valeur \d+; biais : /);
  });
});
