import { describe, expect, it } from 'vitest';
import { DISTRICTS, GRID_SLOTS, tribunal1920, type Slot } from '../src/index.js';
import { CONFESS, OBJECT, OK, PASS, claim, claimsAndPass, expectNext, play, scenario, show, types } from './scenario.js';

const ALL: readonly Slot[] = [...GRID_SLOTS, ...DISTRICTS];
const except = (...taken: Slot[]): Slot[] => ALL.filter((s) => !taken.includes(s));

describe('claims', () => {
  it('a claim asks the opponent for OK or Objection!, with the slot public', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], ['document-QN']] });
    expectNext(s, 0, claimsAndPass(ALL));
    const { state, events } = play(s, [0, claim('N')]);
    expect(state.pending).toEqual({ step: 'answer', seat: 1, slot: 'N' });
    expect(events).toEqual([
      { type: 'claim', audience: 'all', seat: 0, slot: 'N' },
      { type: 'claim-truth', audience: [0], seat: 0, slot: 'N', bluff: false },
    ]);
    expectNext(state, 1, [OK, OBJECT]);
  });

  it('true claim with OK: the pawn is placed, no card is discarded, the opponent draws and plays', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], ['document-QN']] });
    const { state, events } = play(s, [0, claim('N')], [1, OK]);
    expect(state.grid[1]).toBe(0);
    expect(state.supply).toEqual([6, 7]);
    expect(state.hands[0]).toEqual(['weapon-MT', 'weapon-BN']);
    expect(state.discard).toEqual([]);
    expect(state.active).toBe(1);
    expect(state.hands[1]).toEqual(['document-QN', 'fingerprint-MT']);
    expect(types(events)).toEqual(['claim', 'claim-truth', 'answer', 'place', 'draw', 'draw-hidden']);
    expectNext(state, 1, claimsAndPass(except('N')));
  });

  it('a bluff with OK stands: the pawn is placed all the same', () => {
    const s = scenario({ hands: [['fingerprint-MT'], ['document-QN']] });
    const { state } = play(s, [0, claim('C')], [1, OK]);
    expect(state.grid[4]).toBe(0);
    expect(state.bluffs).toEqual([]);
    expectNext(state, 1, claimsAndPass(except('C')));
  });

  it('objected true claim with one possible set: the claimant still shows it, then discards, redraws, places', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN', 'document-QN'], ['eyewitness-SI']] });
    const objected = play(s, [0, claim('N')], [1, OBJECT]);
    expect(types(objected.events)).toEqual(['claim', 'claim-truth', 'answer']);
    expectNext(objected.state, 0, [show('weapon-MT', 'weapon-BN')]);
    const { state, events } = play(objected.state, [0, show('weapon-MT', 'weapon-BN')]);
    expect(state.discard).toEqual(['weapon-MT', 'weapon-BN']);
    expect(state.hands[0]).toEqual(['document-QN', 'fingerprint-MT', 'fingerprint-BN']);
    expect(state.grid[1]).toBe(0);
    expect(events).toContainEqual({ type: 'show', audience: 'all', seat: 0, slot: 'N', cards: ['weapon-MT', 'weapon-BN'] });
    expect(events).toContainEqual({ type: 'draw', audience: [0], seat: 0, cards: ['fingerprint-MT', 'fingerprint-BN'] });
    expect(events).toContainEqual({ type: 'draw-hidden', audience: { except: [0] }, seat: 0, count: 2 });
    expect(state.active).toBe(1);
    expectNext(state, 1, claimsAndPass(except('N')));
  });

  it('objected true claim with several sets: the claimant chooses which to show', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN', 'weapon-QN'], ['eyewitness-SI']] });
    const objected = play(s, [0, claim('N')], [1, OBJECT]).state;
    expect(objected.pending).toEqual({ step: 'prove', seat: 0, slot: 'N' });
    expectNext(objected, 0, [
      show('weapon-MT', 'weapon-BN'),
      show('weapon-MT', 'weapon-QN'),
      show('weapon-BN', 'weapon-QN'),
    ]);
    const { state } = play(objected, [0, show('weapon-BN', 'weapon-QN')]);
    expect(state.discard).toEqual(['weapon-BN', 'weapon-QN']);
    expect(state.hands[0]).toEqual(['weapon-MT', 'fingerprint-MT', 'fingerprint-BN']);
    expect(state.grid[1]).toBe(0);
    expectNext(state, 1, claimsAndPass(except('N')));
  });

  it('a show must name one of the offered sets', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN', 'weapon-QN'], ['eyewitness-SI']] });
    const objected = play(s, [0, claim('N')], [1, OBJECT]).state;
    const r = tribunal1920.apply(objected, 0, { type: 'show', cards: ['weapon-MT', 'eyewitness-SI'] });
    expect(r.ok).toBe(false);
  });

  it('exposed bluff: the claimant admits it, a public fact; the hand stays hidden, the objector places a free pawn', () => {
    const s = scenario({ hands: [['fingerprint-MT'], ['document-QN']] });
    const objected = play(s, [0, claim('N')], [1, OBJECT]).state;
    expect(objected.pending).toEqual({ step: 'prove', seat: 0, slot: 'N' });
    expectNext(objected, 0, [CONFESS]);
    const exposed = play(objected, [0, CONFESS]);
    expect(exposed.events).toContainEqual({ type: 'bluff-exposed', audience: 'all', seat: 0, slot: 'N' });
    expect(exposed.events.some((e) => e.type === 'show')).toBe(false);
    expect(exposed.state.hands[0]).toEqual(['fingerprint-MT']);
    expect(exposed.state.grid[1]).toBe(null);
    expect(exposed.state.bluffs).toEqual([{ seat: 0, slot: 'N' }]);
    expect(tribunal1920.view(exposed.state, 1).hand).toEqual(['document-QN']);
    expectNext(exposed.state, 1, ALL.map((slot) => ({ type: 'place', slot })));
    const { state } = play(exposed.state, [1, { type: 'place', slot: 'C' }]);
    expect(state.grid[4]).toBe(1);
    expect(state.supply).toEqual([7, 6]);
    expect(state.hands[1]).toEqual(['document-QN', 'fingerprint-BN']);
    expectNext(state, 1, claimsAndPass(except('C')));
  });

  it('exposed bluff: a district placed for free applies its effect for the objector', () => {
    const s = scenario({ hands: [['fingerprint-MT'], ['document-QN']], grid: { NW: 0, E: 0, W: 1 } });
    const exposed = play(s, [0, claim('N')], [1, OBJECT], [0, CONFESS]).state;
    const placed = play(exposed, [1, { type: 'place', slot: 'SI' }]);
    expect(placed.state.districts[4]).toBe(1);
    expect(placed.events).toContainEqual({ type: 'effect', audience: 'all', seat: 1, district: 'SI' });
    expectNext(placed.state, 1, [
      { type: 'erase', slot: 'NW' },
      { type: 'erase', slot: 'E' },
    ]);
    const { state } = play(placed.state, [1, { type: 'erase', slot: 'E' }]);
    expect(state.grid).toEqual([0, null, null, 1, null, null, null, null, null]);
    expect(state.supply).toEqual([6, 5]);
    expect(state.active).toBe(1);
    expectNext(state, 1, claimsAndPass(except('NW', 'W', 'SI')));
  });

  it('exposed bluff with the objector out of pawns: nothing is placed', () => {
    const s = scenario({ hands: [['fingerprint-MT'], ['document-QN']], supply: [7, 0] });
    const { state } = play(s, [0, claim('N')], [1, OBJECT], [0, CONFESS]);
    expect(state.grid.every((o) => o === null)).toBe(true);
    expect(state.active).toBe(1);
    expectNext(state, 1, [PASS]);
  });

  it('a player with no pawn left in supply cannot claim', () => {
    const s = scenario({ hands: [['weapon-MT', 'weapon-BN'], []], supply: [0, 7] });
    expectNext(s, 0, [PASS]);
    expect(tribunal1920.apply(s, 0, claim('N')).ok).toBe(false);
  });

  it('occupied and bribed slots cannot be claimed', () => {
    const s = scenario({ hands: [['weapon-MT'], []], grid: { NW: 1 }, districts: { MT: 0 }, bribe: 'C' });
    expectNext(s, 0, claimsAndPass(except('NW', 'C', 'MT')));
  });

  it("a district slot asks 2 cards of the claimant's own investigator, 3 otherwise", () => {
    const hands = [['fingerprint-QN', 'weapon-QN'], ['eyewitness-SI']] as const;
    const own = play(scenario({ hands, investigators: { QN: 0 } }), [0, claim('QN')], [1, OBJECT], [0, show('fingerprint-QN', 'weapon-QN')]);
    expect(own.state.discard).toEqual(['fingerprint-QN', 'weapon-QN']);
    expect(own.state.districts[2]).toBe(0);
    expectNext(own.state, 0, GRID_SLOTS.map((slot) => ({ type: 'bribe', slot })));

    const theirs = play(scenario({ hands, investigators: { QN: 1 } }), [0, claim('QN')], [1, OBJECT], [0, CONFESS]);
    expect(theirs.state.bluffs).toEqual([{ seat: 0, slot: 'QN' }]);
    expect(theirs.state.districts[2]).toBe(null);
    expectNext(theirs.state, 1, ALL.map((slot) => ({ type: 'place', slot })));
  });

  it('three cards of a district prove a district claim without an investigator', () => {
    const s = scenario({ hands: [['fingerprint-MT', 'document-MT', 'eyewitness-MT', 'weapon-SI'], []] });
    const { state } = play(s, [0, claim('MT')], [1, OBJECT], [0, show('fingerprint-MT', 'document-MT', 'eyewitness-MT')]);
    expect(state.discard).toEqual(['fingerprint-MT', 'document-MT', 'eyewitness-MT']);
    expect(state.districts[0]).toBe(0);
    expectNext(state, 1, claimsAndPass(except('MT')));
  });

  it('a house grid changes what a grid slot asks', () => {
    const requirements = GRID_SLOTS.map(() => ['eyewitness'] as const);
    const s = scenario({ hands: [['eyewitness-BX'], []], requirements });
    const { state } = play(s, [0, claim('N')], [1, OBJECT], [0, show('eyewitness-BX')]);
    expect(state.discard).toEqual(['eyewitness-BX']);
    expect(state.grid[1]).toBe(0);
    expectNext(state, 1, claimsAndPass(except('N')));
  });
});
