import { Rng, LOCALES, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { describeStatement, theTrial } from '../src/index.js';

describe('words and pictures', () => {
  it('render every view in both languages within 80 columns, and describe every action and event', () => {
    const rng = Rng.seeded('text');
    let s = theTrial.setup(10, theTrial.options.parse({ objectionVariant: true }), 'text');
    const seen = new Set<string>();
    while (theTrial.toAct(s).length > 0) {
      const seat = theTrial.toAct(s)[0] as Seat;
      for (const locale of LOCALES) {
        for (const line of theTrial.render(theTrial.view(s, seat), locale).split('\n')) expect(line.length).toBeLessThanOrEqual(80);
        for (const a of theTrial.legalActions(s, seat)) expect(theTrial.describe(a, locale).length).toBeGreaterThan(0);
      }
      const step = theTrial.applyLegal(s, seat, rng.pick(theTrial.legalActions(s, seat)));
      for (const e of step.events) {
        seen.add(e.type);
        for (const locale of LOCALES) expect(theTrial.describeEvent(e, locale)).not.toBe(e.type);
      }
      s = step.state;
    }
    expect(seen.size).toBeGreaterThan(15);
    const o = theTrial.outcome(s);
    if (!o) throw new Error('no outcome');
    expect(theTrial.describeOutcome(o, 'fr')).toMatch(/gagne/);
  });

  it('word statements in English and French', () => {
    const st = { about: 'pile', seat: 3, side: 'guilt' } as const;
    expect(describeStatement(st, 'en')).toBe("I saw a guilt card on Player 4's pile.");
    expect(describeStatement(st, 'fr')).toBe('J\'ai vu une carte culpabilité sur la pile de Joueur 4.');
    expect(describeStatement({ about: 'gave', seat: 1, guilt: 2 }, 'en')).toBe('I gave Player 2 2 guilt cards.');
  });
});
