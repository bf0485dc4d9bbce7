import { Rng } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { CARDS, PLEA_PAWNS, tribunal1920, type Side, type TribunalState } from '../src/index.js';

/** What must hold in every state: every card once, every pawn somewhere, the hearing track in bounds. */
function checkInvariants(s: TribunalState): void {
  const cards = [...s.deck, ...s.hands[0], ...s.hands[1], ...s.discard];
  expect(cards.length).toBe(CARDS.length);
  expect(new Set(cards).size).toBe(CARDS.length);
  for (const seat of [0, 1] as Side[]) {
    const placed = [...s.grid, ...s.districts].filter((o) => o === seat).length;
    expect(s.supply[seat] + placed).toBe(PLEA_PAWNS);
    expect(s.investigatorsLeft[seat] + s.investigators.filter((o) => o === seat).length).toBe(2);
    expect(s.hearings[seat]).toBeLessThanOrEqual(3);
  }
  if (s.bribe !== null) expect(s.grid[['NW', 'N', 'NE', 'W', 'C', 'E', 'SW', 'S', 'SE'].indexOf(s.bribe)]).toBe(null);
  if (s.pending.step === 'claim') expect(s.hands[1 - s.active]!.length + s.hands[s.active].length).toBeGreaterThan(0);
}

describe('random playouts', () => {
  it('end with an outcome, keep the invariants, and every legal action is accepted', () => {
    const opts = tribunal1920.options.parse({});
    for (let g = 0; g < 200; g++) {
      const rng = Rng.seeded(`playout-${g}`);
      let s = tribunal1920.setup(2, opts, `playout-${g}`);
      let steps = 0;
      while (tribunal1920.toAct(s).length > 0) {
        checkInvariants(s);
        const seat = tribunal1920.toAct(s)[0] as number;
        const legal = tribunal1920.legalActions(s, seat);
        expect(legal.length).toBeGreaterThan(0);
        const action = rng.pick(legal);
        const r = tribunal1920.apply(s, seat, action);
        if (!r.ok) throw new Error(r.error.message);
        expect(r.value.state).toEqual(tribunal1920.applyLegal(s, seat, action).state);
        s = JSON.parse(JSON.stringify(r.value.state)) as TribunalState;
        steps++;
        expect(steps).toBeLessThan(10_000);
      }
      const o = tribunal1920.outcome(s);
      expect(o?.reason).toBe('three-hearings');
      expect(o?.scores).toContain(3);
    }
  });
});
