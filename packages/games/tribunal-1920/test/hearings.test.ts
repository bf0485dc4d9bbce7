import { describe, expect, it } from 'vitest';
import { CARDS, DISTRICTS, GRID_SLOTS, tribunal1920, type Slot } from '../src/index.js';
import { CONFESS, OBJECT, OK, PASS, claim, claimsAndPass, expectNext, next, play, scenario, show, types } from './scenario.js';

const ALL: readonly Slot[] = [...GRID_SLOTS, ...DISTRICTS];
const INVESTIGATE_ANY = DISTRICTS.map((district) => ({ type: 'investigate', district }) as const);

describe('end of a hearing', () => {
  it('a line of 3 wins the hearing; the loser places an investigator', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], []], grid: { NW: 0, NE: 0, C: 1 } });
    const { state, events } = play(s, [0, claim('N')], [1, OK]);
    expect(state.hearings).toEqual([1, 0]);
    expect(state.lastHearing).toEqual({ hearing: 1, winner: 0, won: 1, reason: 'line' });
    expect(types(events)).toContain('hearing-won');
    expectNext(state, 1, INVESTIGATE_ANY);
  });

  it('the line is checked after the whole turn: the discard step comes first', () => {
    const hand = ['weapon-MT', 'weapon-BN', 'fingerprint-SI', 'document-SI', 'eyewitness-SI'] as const;
    const s = scenario({ hands: [hand, []], grid: { NW: 0, NE: 0 } });
    const claimed = play(s, [0, claim('N')], [1, OK]).state;
    expect(claimed.hearings).toEqual([0, 0]);
    expectNext(claimed, 0, hand.map((card) => ({ type: 'discard', card })));
    const { state } = play(claimed, [0, { type: 'discard', card: 'eyewitness-SI' }]);
    expect(state.hearings).toEqual([1, 0]);
  });

  it('jury support: a true, objected claim completing a line wins 2 hearings', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], []], grid: { NW: 0, NE: 0 } });
    const { state } = play(s, [0, claim('N')], [1, OBJECT], [0, show('weapon-MT', 'weapon-BN')]);
    expect(state.hearings).toEqual([2, 0]);
    expect(state.lastHearing).toEqual({ hearing: 1, winner: 0, won: 2, reason: 'jury-support' });
    expectNext(state, 1, INVESTIGATE_ANY);
  });

  it('deck empty, no line: the owner of the Manhattan pawn wins', () => {
    const s = scenario({ hands: [['weapon-MT'], ['weapon-BN']], deck: [], districts: { MT: 1, BN: 0 } });
    const { state } = play(s, [0, PASS]);
    expect(state.hearings).toEqual([0, 1]);
    expect(state.lastHearing).toEqual({ hearing: 1, winner: 1, won: 1, reason: 'district' });
    expectNext(state, 0, INVESTIGATE_ANY);
  });

  it('deck empty, Manhattan empty: the highest district pawn wins', () => {
    const s = scenario({ hands: [[], []], deck: [], districts: { BN: 1, SI: 0 } });
    const { state } = play(s, [0, PASS]);
    expect(state.hearings).toEqual([0, 1]);
    expectNext(state, 0, INVESTIGATE_ANY);
  });

  it('void hearing: no line and no district pawn, replayed with the same first player', () => {
    const s = scenario({ hands: [['weapon-MT'], ['weapon-BN']], deck: [], active: 0, starter: 1, grid: { C: 0 } });
    const { state, events } = play(s, [0, PASS]);
    expect(types(events)).toContain('hearing-void');
    expect(state.hearings).toEqual([0, 0]);
    expect(state.hearing).toBe(2);
    expect(state.starter).toBe(1);
    expect(state.lastHearing).toEqual({ hearing: 1, winner: null, won: 0, reason: 'void' });
    expect(state.investigatorsLeft).toEqual([2, 2]);
    expect(state.grid.every((o) => o === null)).toBe(true);
    expect(state.hands.map((h) => h.length)).toEqual([1, 2]);
    expectNext(state, 1, claimsAndPass(ALL));
  });

  it('the loser places an investigator on a free district slot, then starts the next hearing', () => {
    const s = scenario({
      hands: [['weapon-MT', 'weapon-BN'], ['fingerprint-SI']],
      grid: { NW: 0, NE: 0, C: 1 },
      districts: { QN: 1 },
      investigators: { MT: 0 },
      bribe: 'S',
    });
    const won = play(s, [0, claim('N')], [1, OK]).state;
    expectNext(won, 1, INVESTIGATE_ANY.filter((a) => a.district !== 'MT'));
    const { state, events } = play(won, [1, { type: 'investigate', district: 'BX' }]);
    expect(events).toContainEqual({ type: 'investigate', audience: 'all', seat: 1, district: 'BX' });
    expect(state.investigators).toEqual([0, null, null, 1, null]);
    expect(state.investigatorsLeft).toEqual([1, 1]);
    expect(state.hearing).toBe(2);
    expect(state.starter).toBe(1);
    expect(state.active).toBe(1);
    expect(state.grid.every((o) => o === null)).toBe(true);
    expect(state.districts.every((o) => o === null)).toBe(true);
    expect(state.bribe).toBe(null);
    expect(state.supply).toEqual([7, 7]);
    expect(state.discard).toEqual([]);
    expect(state.bluffs).toEqual([]);
    expect(state.hands.map((h) => h.length)).toEqual([1, 2]);
    expect(state.deck).toHaveLength(17);
    expect(new Set([...state.deck, ...state.hands[0], ...state.hands[1]])).toEqual(new Set(CARDS));
    expectNext(state, 1, claimsAndPass(ALL));
  });

  it('a loser with no investigator left starts the next hearing at once', () => {
    const s = scenario({
      hands: [['weapon-MT', 'weapon-BN'], []],
      grid: { NW: 0, NE: 0 },
      investigators: { MT: 1, BN: 1 },
    });
    const { state } = play(s, [0, claim('N')], [1, OK]);
    expect(state.investigatorsLeft).toEqual([2, 0]);
    expect(state.hearing).toBe(2);
    expectNext(state, 1, claimsAndPass(ALL));
  });
});

describe('the match', () => {
  it('ends as soon as a player holds 3 hearings', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], []], grid: { NW: 0, NE: 0 }, hearings: [2, 1] });
    const { state, events } = play(s, [0, claim('N')], [1, OK]);
    expect(state.hearings).toEqual([3, 1]);
    expect(state.pending).toEqual({ step: 'over' });
    expect(types(events)).toContain('match-won');
    expect(next(state)).toEqual({ toAct: [], legal: [] });
    expect(tribunal1920.outcome(state)).toEqual({ winners: [0], payoff: [1, 0], scores: [3, 1], reason: 'three-hearings' });
    expect(tribunal1920.apply(state, 1, PASS).ok).toBe(false);
  });

  it('a double win from 1 hearing ends the match', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], []], grid: { NW: 0, NE: 0 }, hearings: [1, 2] });
    const { state } = play(s, [0, claim('N')], [1, OBJECT], [0, show('weapon-MT', 'weapon-BN')]);
    expect(state.hearings).toEqual([3, 2]);
    expect(next(state)).toEqual({ toAct: [], legal: [] });
    expect(tribunal1920.outcome(state)?.winners).toEqual([0]);
  });

  it('a double win from 2 hearings counts up to the 3 of the track', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], []], grid: { NW: 0, NE: 0 }, hearings: [2, 0] });
    const { state } = play(s, [0, claim('N')], [1, OBJECT], [0, show('weapon-MT', 'weapon-BN')]);
    expect(tribunal1920.outcome(state)).toEqual({ winners: [0], payoff: [1, 0], scores: [3, 0], reason: 'three-hearings' });
  });

  it('the first player of hearing 1 is the option, or drawn from the seed', () => {
    const opts = (firstPlayer: 'random' | 0 | 1) => tribunal1920.options.parse({ firstPlayer });
    const first = tribunal1920.setup(2, opts(1), 'x');
    expect(first.starter).toBe(1);
    expect(first.hands.map((h) => h.length)).toEqual([1, 2]);
    expect(first.deck).toHaveLength(17);
    expectNext(first, 1, claimsAndPass(ALL));
    expect(tribunal1920.setup(2, opts(0), 'x').starter).toBe(0);
    const starters = new Set(Array.from({ length: 20 }, (_, i) => tribunal1920.setup(2, opts('random'), `s${i}`).starter));
    expect(starters).toEqual(new Set([0, 1]));
    expect(tribunal1920.setup(2, opts('random'), 'same')).toEqual(tribunal1920.setup(2, opts('random'), 'same'));
  });
});

describe('hand limit', () => {
  it('only the active player discards: an objector over the limit keeps its cards', () => {
    const s = scenario({ hands: [['fingerprint-MT'], ['weapon-QN', 'weapon-BX', 'weapon-SI', 'document-MT']] });
    const exposed = play(s, [0, claim('N')], [1, OBJECT], [0, CONFESS], [1, { type: 'place', slot: 'BN' }]);
    // No discard step for the objector: its 4 + 2 cards stand, then its own turn's draw makes 7.
    expect(exposed.state.active).toBe(1);
    expect(exposed.state.hands[1]).toHaveLength(7);
    expectNext(exposed.state, 1, claimsAndPass(ALL.filter((x) => x !== 'BN')));
    const passed = play(exposed.state, [1, PASS]).state;
    expect(passed.pending).toEqual({ step: 'discard', seat: 1 });
    let after = passed;
    for (let i = 0; i < 3; i++) after = play(after, [1, { type: 'discard', card: after.hands[1][0]! }]).state;
    expect(after.hands[1]).toHaveLength(4);
    expectNext(after, 0, claimsAndPass(ALL.filter((x) => x !== 'BN')));
  });
});
