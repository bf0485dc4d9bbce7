import { Rng } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { lawyerUp, type LawyerUpEvent } from '../src/index.js';

// The events are a typed union and `describeEvent` an exhaustive switch (a missing label is a type error);
// here every event random play reaches is worded in both languages, with no raw type or missing value.
describe('describeEvent', () => {
  it.each([{}, { case: '01' }, { solo: 'D' }, { solo: 'P' }])('words every event of random games with options %j', (o) => {
    const seen = new Set<string>();
    for (const seed of ['e1', 'e2']) {
      let s = lawyerUp.setup(2, lawyerUp.options.parse(o), seed);
      const rng = Rng.seeded(`moves-${seed}`);
      while (lawyerUp.toAct(s).length > 0) {
        const seat = rng.pick(lawyerUp.toAct(s));
        const step = lawyerUp.applyLegal(s, seat, rng.pick(lawyerUp.legalActions(s, seat)));
        for (const e of step.events as readonly LawyerUpEvent[]) {
          seen.add(e.type);
          for (const locale of ['en', 'fr'] as const) {
            const line = lawyerUp.describeEvent(e, locale);
            expect(line).not.toMatch(/undefined|NaN|\[object/);
            expect(line).not.toContain(e.type.includes('-') ? e.type : `: ${e.type}.`);
          }
        }
        s = step.state;
      }
    }
    expect(seen.size).toBeGreaterThan(10);
  });
});
