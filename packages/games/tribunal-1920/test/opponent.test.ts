import { Rng, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { GRID_SLOTS, tribunal1920, tribunalHints, type TribunalAction, type TribunalState } from '../src/index.js';
import { CONFESS, OBJECT, claim, play, scenario } from './scenario.js';

// The opponent in the search's tree: below the root it plays `rollout` wherever `othersFollowRollout` says so.
const { prior, rollout, othersFollowRollout } = tribunalHints as Required<typeof tribunalHints>;

/** What the rollout policy chooses for `seat` in `s`, over `n` generators. */
function choices(s: TribunalState, seat: Seat, n = 30): TribunalAction[] {
  const legal = tribunal1920.legalActions(s, seat);
  return Array.from({ length: n }, (_, i) => rollout(s, seat, legal, Rng.seeded(`opponent-${i}`)));
}

/** The legal actions the greedy bot rates best (its prior's maximum). */
function greedyBest(s: TribunalState, seat: Seat): TribunalAction[] {
  const view = tribunal1920.view(s, seat);
  const legal = tribunal1920.legalActions(s, seat);
  const top = Math.max(...legal.map((a) => prior(view, seat, a)));
  return legal.filter((a) => prior(view, seat, a) === top);
}

describe('the opponent in the tree answers as the greedy bot does', () => {
  it('objects to a claim its view makes unlikely', () => {
    // Blue claims the centre (one card of each symbol) holding one card.
    const unlikely = play(scenario({ hands: [['fingerprint-MT'], ['document-QN']] }), [0, claim('C')]).state;
    expect(new Set(choices(unlikely, 1).map((a) => a.type))).toEqual(new Set(['object']));
  });

  it('lets a near-certain claim completing a line pass (objected, it would win two hearings)', () => {
    // Every slot asks for one eyewitness; Blue holds 4 cards of the 5 left unseen, 4 of them eyewitnesses.
    const certain = play(
      scenario({
        requirements: GRID_SLOTS.map(() => ['eyewitness'] as const),
        hands: [['eyewitness-MT', 'eyewitness-BN', 'eyewitness-QN', 'weapon-MT'], ['fingerprint-MT']],
        deck: ['eyewitness-BX'],
        grid: { NW: 0, NE: 0 },
      }),
      [0, claim('N')],
    ).state;
    expect(new Set(choices(certain, 1).map((a) => a.type))).toEqual(new Set(['ok']));
  });
});

describe('the tree\'s answer read from the state', () => {
  it('is the greedy bot\'s answer from its view, at every claim of random games', () => {
    let asked = 0;
    for (let g = 0; g < 20; g++) {
      const rng = Rng.seeded(`answers-${g}`);
      let s = tribunal1920.setup(2, tribunal1920.options.parse({}), `answers-${g}`);
      for (let seats = tribunal1920.toAct(s); seats.length > 0; seats = tribunal1920.toAct(s)) {
        const seat = seats[0] as Seat;
        const legal = tribunal1920.legalActions(s, seat);
        if (s.pending.step === 'answer') {
          const view = tribunal1920.view(s, seat);
          const greedy = prior(view, seat, { type: 'object' }) > prior(view, seat, { type: 'ok' }) ? 'object' : 'ok';
          expect(rollout(s, seat, legal, rng).type).toBe(greedy);
          asked++;
        }
        s = tribunal1920.applyLegal(s, seat, rng.pick(legal)).state;
      }
    }
    expect(asked).toBeGreaterThan(100);
  });
});

describe('the opponent in the tree places and takes effects as the greedy bot does', () => {
  it('puts the free pawn from an exposed bluff at the top of the column when the deck is nearly out', () => {
    // The column decides a hearing whose deck runs out: its top slot beats any open grid line (Brooklyn, with the
    // two cards it draws, by a little more than Manhattan).
    const exposed = play(
      scenario({ hands: [['fingerprint-MT'], ['document-QN']], deck: ['weapon-MT', 'weapon-BN'], grid: { C: 1 } }),
      [0, claim('N')],
      [1, OBJECT],
      [0, CONFESS],
    ).state;
    expect(exposed.pending).toEqual({ step: 'place', seat: 1 });
    const best = greedyBest(exposed, 1);
    expect(best).toEqual([{ type: 'place', slot: 'BN' }]);
    for (const a of choices(exposed, 1)) expect(a).toEqual(best[0]);
  });

  it('completes its own line with the free pawn', () => {
    const exposed = play(scenario({ hands: [['fingerprint-MT'], ['document-QN']], grid: { SW: 1, SE: 1, NW: 0 } }), [0, claim('N')], [1, OBJECT], [0, CONFESS]).state;
    for (const a of choices(exposed, 1)) expect(a).toEqual({ type: 'place', slot: 'S' });
  });

  it('never turns the tables into the other side\'s line: a Bronx move is the greedy bot\'s best', () => {
    // Orange must move a grid pawn; moving Blue's SE pawn to NE would complete Blue's top row.
    const s = scenario({ hands: [[], []], grid: { NW: 0, N: 0, SE: 0, C: 1 }, districts: { BX: 1 }, active: 1, pending: { step: 'move', seat: 1 } });
    const best = greedyBest(s, 1);
    for (const a of choices(s, 1, 60)) {
      expect(best).toContainEqual(a);
      expect(a).not.toEqual({ type: 'move', from: 'SE', to: 'NE' });
    }
  });
});

describe('othersFollowRollout', () => {
  const at = (pending: TribunalState['pending']): boolean => othersFollowRollout(scenario({ hands: [[], []], pending }), 1);

  it('hands the opponent\'s claims, answers, free pawns and effects to the rollout policy', () => {
    expect(at({ step: 'claim', seat: 1 })).toBe(true);
    expect(at({ step: 'answer', seat: 1, slot: 'N' })).toBe(true);
    for (const step of ['place', 'bribe', 'move', 'erase'] as const) expect(at({ step, seat: 1 })).toBe(true);
  });

  it('leaves its discards, proofs and investigators to the tree', () => {
    expect(at({ step: 'discard', seat: 1 })).toBe(false);
    expect(at({ step: 'prove', seat: 1, slot: 'N' })).toBe(false);
    expect(at({ step: 'investigate', seat: 1 })).toBe(false);
  });
});
