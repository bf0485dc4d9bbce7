import { Rng } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { lawyerUp, type LawyerUpState } from '../src/index.js';

/** Every card of the match in exactly one place; every witness in exactly one place; tokens within bounds. */
function check(s: LawyerUpState): void {
  const places = [
    ...s.caseDeck,
    ...s.draftHands.flat(),
    ...s.box,
    ...s.decks.flat(),
    ...s.hands.flat(),
    ...s.discards.flat(),
    ...s.buried,
    ...s.exams.flat().map((e) => e.card),
    ...s.procedures.flat(),
    ...s.aside.flat(),
  ];
  expect(places.slice().sort()).toEqual(s.cards.slice().sort());
  const witnesses = [...s.keyWitnesses, ...s.held.flat(), ...s.witnessDeck, ...s.claimed.flat(), ...(s.stand === null ? [] : [s.stand.id])];
  expect(witnesses.slice().sort()).toEqual(s.witnesses.slice().sort());
  for (const j of s.jurors) expect(j.space >= 0 && j.space <= 3).toBe(true);
  for (const n of s.objections) expect(n >= 0 && n <= 3).toBe(true);
  for (const seat of [0, 1]) for (const c of s.mulligan[seat]!) expect(s.hands[seat]).toContain(c);
  // Case 01: a match over early has all twelve jurors locked.
  if (s.reason === 'all-locked') expect(s.jurors.every((j) => j.space === 0)).toBe(true);
}

describe('invariants over random games', () => {
  it('no card or witness is ever lost, doubled or in two places', () => {
    const options = [
      {},
      { firstGameDeal: true },
      { judge: 'logical', strategy: 'c00-cracks-in-the-canvas' },
      { strategy: 'c00-follow-the-money' },
      { case: '01' },
      { case: '01', prosecutionStrategy: 'c01-motive-and-means', defenseStrategy: 'c01-a-good-name' },
    ];
    let steps = 0;
    for (let g = 0; g < 18; g++) {
      const rng = Rng.seeded(`inv-${g}`);
      let s = lawyerUp.setup(2, lawyerUp.options.parse(options[g % options.length]), `inv-${g}`);
      check(s);
      for (let seats = lawyerUp.toAct(s); seats.length > 0; seats = lawyerUp.toAct(s)) {
        const seat = rng.pick(seats);
        s = lawyerUp.applyLegal(s, seat, rng.pick(lawyerUp.legalActions(s, seat))).state;
        check(s);
        steps++;
      }
      expect(lawyerUp.outcome(s)).not.toBeNull();
    }
    expect(steps).toBeGreaterThan(1000);
  });
});
