import { deepEqual, Rng, type Viewer } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { lawyerUp, type LawyerUpState } from '../src/index.js';
import { PLACE } from '../src/knowledge.js';
import { D, P, scenario } from './scenario.js';

const VIEWERS: readonly Viewer[] = [0, 1, 'spectator'];

/** Random play to step `n` (or the end). */
function playTo(options: object, seed: string, n: number): LawyerUpState {
  let s = lawyerUp.setup(2, lawyerUp.options.parse(options), seed);
  const rng = Rng.seeded(`moves-${seed}`);
  for (let k = 0; k < n && lawyerUp.toAct(s).length > 0; k++) {
    const seat = rng.pick(lawyerUp.toAct(s));
    s = lawyerUp.applyLegal(s, seat, rng.pick(lawyerUp.legalActions(s, seat))).state;
  }
  return s;
}

const sameButRng = (a: LawyerUpState, b: LawyerUpState): boolean => deepEqual({ ...a, rng: null }, { ...b, rng: null });

describe('redeal(s, viewer, rng): a second deal written against the full state', () => {
  it.each([
    ['Case 00, the draft', {}, 3],
    ['Case 00, questioning', {}, 60],
    ['Case 00, first-game deal', { firstGameDeal: true }, 20],
    ['Case 01, the strategy choice', { case: '01' }, 1],
    ['Case 01, questioning', { case: '01' }, 70],
    ['solo D (the Automa defends)', { solo: 'D' }, 40],
    ['solo P (the Automa prosecutes)', { solo: 'P' }, 40],
  ] as const)('%s: every viewer sees the same, and what it cannot see changes', (_title, options, steps) => {
    const s = playTo(options, 'redeal', steps);
    for (const viewer of VIEWERS) {
      const w = lawyerUp.redeal!(s, viewer, Rng.seeded(`r-${String(viewer)}`));
      expect(lawyerUp.view(w, viewer)).toEqual(lawyerUp.view(s, viewer));
      expect(sameButRng(w, s)).toBe(false);
      expect(w.rng).not.toEqual(s.rng);
    }
  });

  it('keeps the cards the viewer saw where they are and deals the unseen only among places it allows', () => {
    // The Prosecution knows its hand; the Defense's hand and both decks are hidden from it.
    const table = scenario({ P: { hand: ['base-p-recess', 'base-p-bribery'], deck: ['base-p-police-report', 'base-p-prior-record'] }, D: { hand: ['base-d-alibi'], deck: ['base-d-key-evidence', 'base-d-moral-argument'] } });
    // The Prosecution's memory: each Defense card may be in the Defense's hand or deck.
    const either = PLACE.handD | PLACE.deckD;
    const s = { ...table, know: table.know.map((k, v) => (v === P ? k.map((m, i) => (table.cards[i]!.startsWith('base-d') ? either : m)) : k)) };
    const worlds = Array.from({ length: 40 }, (_, k) => lawyerUp.redeal!(s, P, Rng.seeded(`k${k}`)));
    for (const w of worlds) {
      expect(w.hands[P]).toEqual(['base-p-recess', 'base-p-bribery']);
      expect([...w.decks[P]!].sort()).toEqual(['base-p-police-report', 'base-p-prior-record']);
      expect([...w.hands[D]!, ...w.decks[D]!].sort()).toEqual(['base-d-alibi', 'base-d-key-evidence', 'base-d-moral-argument']);
      expect(w.hands[D]).toHaveLength(1);
    }
    // The Defense's hand card is any of its three unseen cards, its deck in any order.
    expect(new Set(worlds.map((w) => w.hands[D]![0])).size).toBe(3);
    expect(new Set(worlds.map((w) => w.decks[P]!.join()))).toEqual(new Set(['base-p-police-report,base-p-prior-record', 'base-p-prior-record,base-p-police-report']));
  });

  it('re-chooses the other side’s hidden mulligan marks among its new hand, as many as before', () => {
    const s = scenario({
      pending: { step: 'mulligan', seat: D },
      P: { hand: ['base-p-recess'], deck: ['base-p-bribery'] },
      D: { hand: ['base-d-alibi', 'base-d-key-evidence'], deck: ['base-d-moral-argument', 'base-d-reasonable-doubt'], mulligan: ['base-d-alibi'] },
    });
    for (let k = 0; k < 10; k++) {
      const w = lawyerUp.redeal!(s, P, Rng.seeded(`m${k}`));
      expect(w.mulligan[D]).toHaveLength(1);
      expect(w.hands[D]).toContain(w.mulligan[D]![0]);
      expect(lawyerUp.view(w, P)).toEqual(lawyerUp.view(s, P));
    }
  });
});
