import { LOCALES, Rng } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { gavel } from '../src/index.js';

describe('text', () => {
  it('renders every view in at most 80 columns and describes every action and event, in English and French', () => {
    for (const players of [2, 6]) {
      const rng = Rng.seeded(`text-${players}`);
      let s = gavel.setup(players, gavel.options.parse({ juryMinimum: 8 }), `text-${players}`);
      for (let seats = gavel.toAct(s); seats.length > 0; seats = gavel.toAct(s)) {
        const seat = rng.pick(seats);
        for (const locale of LOCALES) {
          for (const viewer of [seat, 'spectator'] as const) {
            for (const line of gavel.render(gavel.view(s, viewer), locale).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
          }
          for (const a of gavel.legalActions(s, seat)) expect(gavel.describe(a, locale)).not.toBe('');
        }
        const step = gavel.applyLegal(s, seat, rng.pick(gavel.legalActions(s, seat)));
        for (const e of step.events) for (const locale of LOCALES) expect(gavel.describeEvent(e, locale)).not.toBe(e.type);
        s = step.state;
      }
      const o = gavel.outcome(s);
      expect(o).not.toBeNull();
      if (o) expect(gavel.describeOutcome(o, 'fr')).toMatch(/Points/);
    }
  });

  it('calls every seat by its person\'s name when the table gives them all: no seat number left in a whole game', () => {
    const names = ['Ada', 'Bob', 'Cy', 'Dee'];
    const rng = Rng.seeded('people');
    let s = gavel.setup(4, gavel.options.parse({}), 'people');
    const texts: string[] = [];
    for (let seats = gavel.toAct(s); seats.length > 0; seats = gavel.toAct(s)) {
      const seat = rng.pick(seats);
      const step = gavel.applyLegal(s, seat, rng.pick(gavel.legalActions(s, seat)));
      for (const locale of LOCALES) texts.push(...step.events.map((e) => gavel.describeEvent(e, locale, names)));
      s = step.state;
    }
    const o = gavel.outcome(s);
    if (!o) throw new Error('no outcome');
    for (const locale of LOCALES) texts.push(gavel.describeOutcome(o, locale, names));
    expect(texts.filter((t) => /Player \d|Joueur \d/.test(t))).toEqual([]);
    expect(texts.filter((t) => /Ada|Bob|Cy|Dee/.test(t)).length).toBeGreaterThan(50);
    expect(gavel.describeOutcome(o, 'en')).toMatch(/Player \d/);
    // A seat without a person (a bot) keeps the game's word.
    expect(gavel.describeEvent({ type: 'pass', audience: 'all', seat: 1 }, 'en', ['Ada', null])).toBe('Player 2 lets it through.');
  });

  it('names cards in both languages', () => {
    const s = gavel.setup(2, gavel.options.parse({}), 'names');
    expect(gavel.describe({ type: 'proffer', card: 'blue-2' }, 'en')).toBe('Proffer blue evidence (2)');
    expect(gavel.describe({ type: 'proffer', card: 'blue-2' }, 'fr')).toBe('Présenter Preuve bleue (2)');
    expect(gavel.describe({ type: 'object', card: 'red-impeached' }, 'fr')).toBe('Attaquer avec Récusation rouge');
    expect(gavel.render(gavel.view(s, 0), 'fr')).toContain('Votre main');
  });
});
