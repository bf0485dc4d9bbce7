import { LOCALES, Rng, type ScreenSize, type Viewer } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { gavel, type GavelState } from '../src/index.js';
import { scenario } from './scenario.js';

/** Every fifth state of a random match, to the end. */
function states(players: number, seed: string): GavelState[] {
  const rng = Rng.seeded(seed);
  let s = gavel.setup(players, gavel.options.parse({ juryMinimum: 8 }), seed);
  const out: GavelState[] = [];
  for (let step = 0; gavel.toAct(s).length > 0; step++) {
    if (step % 5 === 0) out.push(s);
    const seat = rng.pick(gavel.toAct(s));
    s = gavel.applyLegal(s, seat, rng.pick(gavel.legalActions(s, seat))).state;
  }
  return [...out, s];
}

const SCREENS: readonly ScreenSize[] = [
  { columns: 30, rows: 12 },
  { columns: 50, rows: 20 },
  { columns: 80, rows: 24 },
  { columns: 100, rows: 30 },
  { columns: 140, rows: 45 },
];

const rows = (text: string): number => text.split('\n').length;

/** A mid-match table of six: every seat has admitted evidence, one owes a turn, a verdict was drawn. */
const six = (): GavelState =>
  scenario({
    hands: [['red-1', 'red-objection'], ['blue-1'], ['green-1'], ['yellow-1'], ['red-2'], ['blue-2']],
    admitted: [['red-3', 'blue-3'], ['green-2', 'yellow-2'], ['red-1'], ['blue-1', 'green-1'], ['yellow-3'], []],
    lostTurns: [0, 1, 0, 0, 0, 0],
    eliminated: [false, false, false, false, false, true],
    verdict: { seat: 5, points: 2, guilty: false },
  });

describe('render', () => {
  it('fits every line in the screen’s columns, every view of whole matches, in English and French', () => {
    for (const players of [2, 6]) {
      for (const s of states(players, `render-${players}`)) {
        for (const viewer of [0, 'spectator'] as Viewer[]) {
          const v = gavel.view(s, viewer);
          for (const locale of LOCALES) {
            for (const line of gavel.render(v, locale).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
            for (const screen of SCREENS) {
              const text = gavel.render(v, locale, screen);
              for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(screen.columns);
              if (screen.columns >= 80) expect(rows(text)).toBeLessThanOrEqual(rows(gavel.render(v, locale)));
            }
          }
        }
      }
    }
  });

  it('calls each seat by its person\'s name, cut to keep the cells even, on every screen of a whole match', () => {
    const names = ['Ada', 'Bartholomew-Featherstonehaugh', 'Cy 🦉', 'Dee', 'Eve', null];
    const pictures: string[] = [];
    for (const s of states(6, 'render-names')) {
      for (const viewer of [0, 'spectator'] as Viewer[]) {
        for (const locale of LOCALES) {
          for (const screen of [undefined, ...SCREENS]) {
            const text = gavel.render(gavel.view(s, viewer), locale, screen, names);
            for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(screen?.columns ?? 80);
            pictures.push(text);
          }
        }
      }
    }
    // The seat without a person (a bot's) keeps its number; no person's seat is called by one.
    expect(pictures.filter((t) => /(Player|Joueur) [1-5]\b/.test(t))).toEqual([]);
    expect(pictures.every((t) => t.includes('Bartholomew… (2)'))).toBe(true);
    expect(pictures.some((t) => /(Player|Joueur) 6/.test(t))).toBe(true);
    // Without names the picture numbers them all: the check above can fail.
    expect(gavel.render(gavel.view(six(), 0), 'en')).toMatch(/Player 2/);
  });

  it('lays six seats side by side on a wide screen, board first, the prompt last', () => {
    const v = gavel.view(six(), 0);
    const wide = gavel.render(v, 'en', { columns: 140, rows: 45 }).split('\n');
    const full = gavel.render(v, 'en').split('\n');
    expect(wide[0]).toMatch(/^Gavel — target 12 points/);
    // Players 1–3 on one row, 4–6 on the next.
    expect(wide[1]).toMatch(/^> Player 1 .*Player 2 .*loses 1 turn.*Player 3 /);
    expect(wide[2]).toMatch(/^ {2}Player 4 .*Player 5 .*Player 6 +eliminated/);
    expect(wide.at(-1)).toMatch(/^> Player 1: proffer evidence/);
    expect(wide.length).toBeLessThan(full.length);
    expect(full.filter((l) => l === '')).toHaveLength(2);
    expect(wide.filter((l) => l === '')).toHaveLength(0);
  });

  it('keeps the card legend on a big enough screen, drops it and shortens the header on a small one', () => {
    const v = gavel.view(six(), 0);
    const legend = /R! Objection/;
    expect(gavel.render(v, 'en', { columns: 100, rows: 30 })).toMatch(legend);
    const small = gavel.render(v, 'en', { columns: 50, rows: 20 });
    expect(small).not.toMatch(legend);
    expect(small.split('\n')[0]).toBe('Gavel — 12 pts, jury 3 — Player 1');
    expect(gavel.render(v, 'fr', { columns: 50, rows: 20 }).split('\n')[0]).toBe('Gavel — 12 pts, Jury 3 — Joueur 1');
  });

  it('puts the last verdict on the stacks’ line when it fits', () => {
    const v = gavel.view(six(), 0);
    expect(gavel.render(v, 'en', { columns: 140, rows: 45 })).toMatch(/Discard stack: \d+ \(top .*\) {3}Last verdict: Player 6, Not Guilty \(2\/12\)/);
    expect(gavel.render(v, 'en')).toMatch(/\nLast verdict: Player 6, Not Guilty \(2\/12\)\n/);
  });
});
