import { describe, expect, it } from 'vitest';
import { DISTRICTS, GRID_SLOTS, type GridSlot, type Side, type Slot, type TribunalAction } from '../src/index.js';
import { OK, claim, claimsAndPass, expectNext, play, scenario, types } from './scenario.js';

const ALL: readonly Slot[] = [...GRID_SLOTS, ...DISTRICTS];
const except = (...taken: Slot[]): Slot[] => ALL.filter((s) => !taken.includes(s));
const INVESTIGATE_ANY = DISTRICTS.map((district) => ({ type: 'investigate', district }) as const);

/** A full grid with no line of 3: B O B / B O O / O B B. */
const FULL: Partial<Record<GridSlot, Side>> = { NW: 0, N: 1, NE: 0, W: 0, C: 1, E: 1, SW: 1, S: 0, SE: 0 };

describe('Manhattan: Faire pencher la balance', () => {
  it('does nothing at once', () => {
    const s = scenario({ hands: [['fingerprint-MT', 'document-MT', 'eyewitness-MT'], []] });
    const { state, events } = play(s, [0, claim('MT')], [1, OK]);
    expect(state.districts).toEqual([0, null, null, null, null]);
    expect(types(events)).toEqual(['claim', 'claim-truth', 'answer', 'place', 'effect', 'draw', 'draw-hidden']);
    expectNext(state, 1, claimsAndPass(except('MT')));
  });
});

describe('Brooklyn: Chercher des preuves', () => {
  it('draws 2 cards now; the hand limit waits for the discard step', () => {
    const s = scenario({ hands: [['fingerprint-BN', 'weapon-BN', 'document-BN'], []] });
    const { state } = play(s, [0, claim('BN')], [1, OK]);
    expect(state.hands[0]).toEqual(['fingerprint-BN', 'weapon-BN', 'document-BN', 'fingerprint-MT', 'fingerprint-QN']);
    expect(state.pending).toEqual({ step: 'discard', seat: 0 });
    expectNext(state, 0, state.hands[0].map((card) => ({ type: 'discard', card })));
    const after = play(state, [0, { type: 'discard', card: 'weapon-BN' }]).state;
    expect(after.hands[0]).toEqual(['fingerprint-BN', 'document-BN', 'fingerprint-MT', 'fingerprint-QN']);
    expect(after.discard).toEqual(['weapon-BN']);
    expectNext(after, 1, claimsAndPass(except('BN')));
  });

  it('draws only what the deck still holds', () => {
    const s = scenario({ hands: [['fingerprint-BN', 'weapon-BN', 'document-BN'], []], deck: ['eyewitness-SI'] });
    const { state } = play(s, [0, claim('BN')], [1, OK]);
    expect(state.hands[0]).toHaveLength(4);
    expect(state.deck).toEqual([]);
    // The empty deck then ends the hearing: the Brooklyn pawn is the highest in the column.
    expect(state.hearings).toEqual([1, 0]);
    expectNext(state, 1, INVESTIGATE_ANY);
  });
});

describe('Queens: Verser un Pot-de-vin', () => {
  const queens = ['fingerprint-QN', 'weapon-QN', 'document-QN'] as const;

  it('puts the bribe token on a free grid slot, which nobody may claim', () => {
    const s = scenario({ hands: [queens, []], grid: { C: 1 } });
    const asked = play(s, [0, claim('QN')], [1, OK]).state;
    const free = GRID_SLOTS.filter((g) => g !== 'C');
    expectNext(asked, 0, free.map((slot) => ({ type: 'bribe', slot })));
    const { state } = play(asked, [0, { type: 'bribe', slot: 'N' }]);
    expect(state.bribe).toBe('N');
    expectNext(state, 1, claimsAndPass(except('C', 'N', 'QN')));
  });

  it('moves the token when it is already on the grid', () => {
    const s = scenario({ hands: [queens, []], bribe: 'C' });
    const asked = play(s, [0, claim('QN')], [1, OK]).state;
    expectNext(asked, 0, GRID_SLOTS.filter((g) => g !== 'C').map((slot) => ({ type: 'bribe', slot })));
    const { state, events } = play(asked, [0, { type: 'bribe', slot: 'SE' }]);
    expect(state.bribe).toBe('SE');
    expect(events).toContainEqual({ type: 'bribe', audience: 'all', seat: 0, slot: 'SE', from: 'C' });
    expectNext(state, 1, claimsAndPass(except('SE', 'QN')));
  });

  it('does nothing when no grid slot is free', () => {
    const s = scenario({ hands: [queens, []], grid: FULL });
    const { state, events } = play(s, [0, claim('QN')], [1, OK]);
    expect(state.bribe).toBe(null);
    expect(types(events)).toContain('effect-void');
    expectNext(state, 1, claimsAndPass(['MT', 'BN', 'BX', 'SI']));
  });
});

describe('Bronx: Retourner la situation', () => {
  const bronx = ['fingerprint-BX', 'weapon-BX', 'document-BX'] as const;

  it('moves a pawn of either colour to another free grid slot (mandatory)', () => {
    const s = scenario({ hands: [bronx, []], grid: { NW: 1, C: 0 } });
    const asked = play(s, [0, claim('BX')], [1, OK]).state;
    const free: GridSlot[] = ['N', 'NE', 'W', 'E', 'SW', 'S', 'SE'];
    const moves: TribunalAction[] = [
      ...free.map((to) => ({ type: 'move', from: 'NW', to }) as const),
      ...free.map((to) => ({ type: 'move', from: 'C', to }) as const),
    ];
    expectNext(asked, 0, moves);
    const { state } = play(asked, [0, { type: 'move', from: 'NW', to: 'SE' }]);
    expect(state.grid).toEqual([null, null, null, null, 0, null, null, null, 1]);
    expect(state.supply).toEqual([5, 6]);
    expectNext(state, 1, claimsAndPass(except('C', 'SE', 'BX')));
  });

  it("moving an opponent's pawn into a line gives the opponent the hearing", () => {
    const s = scenario({ hands: [bronx, []], grid: { NW: 1, N: 1, SE: 1 } });
    const { state } = play(s, [0, claim('BX')], [1, OK], [0, { type: 'move', from: 'SE', to: 'NE' }]);
    expect(state.hearings).toEqual([0, 1]);
    expect(state.lastHearing).toEqual({ hearing: 1, winner: 1, won: 1, reason: 'line' });
    expectNext(state, 0, INVESTIGATE_ANY);
  });

  it('does nothing with no pawn on the grid, or no free grid slot', () => {
    const empty = play(scenario({ hands: [bronx, []] }), [0, claim('BX')], [1, OK]);
    expect(types(empty.events)).toContain('effect-void');
    expectNext(empty.state, 1, claimsAndPass(except('BX')));
    const full = play(scenario({ hands: [bronx, []], grid: FULL }), [0, claim('BX')], [1, OK]);
    expect(types(full.events)).toContain('effect-void');
    expectNext(full.state, 1, claimsAndPass(['MT', 'BN', 'QN', 'SI']));
  });
});

describe('Staten Island: Effacer les preuves', () => {
  const staten = ['fingerprint-SI', 'weapon-SI', 'document-SI'] as const;

  it("removes one opposing grid pawn, which returns to its owner's supply", () => {
    const s = scenario({ hands: [staten, []], grid: { NW: 1, N: 0, SE: 1 } });
    const asked = play(s, [0, claim('SI')], [1, OK]).state;
    expectNext(asked, 0, [
      { type: 'erase', slot: 'NW' },
      { type: 'erase', slot: 'SE' },
    ]);
    expect(asked.supply).toEqual([5, 5]);
    const { state } = play(asked, [0, { type: 'erase', slot: 'SE' }]);
    expect(state.grid).toEqual([1, 0, null, null, null, null, null, null, null]);
    expect(state.supply).toEqual([5, 6]);
    expectNext(state, 1, claimsAndPass(except('NW', 'N', 'SI')));
  });

  it('does nothing without an opposing pawn on the grid', () => {
    const s = scenario({ hands: [staten, []], grid: { N: 0 } });
    const { state, events } = play(s, [0, claim('SI')], [1, OK]);
    expect(types(events)).toContain('effect-void');
    expect(state.grid[1]).toBe(0);
    expectNext(state, 1, claimsAndPass(except('N', 'SI')));
  });
});
