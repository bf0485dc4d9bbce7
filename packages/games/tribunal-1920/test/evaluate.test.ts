import { describe, expect, it } from 'vitest';
import { hearingChances, stakes } from '../src/hints/evaluate.js';
import { tribunal1920, tribunalHints, type CardId } from '../src/index.js';
import { scenario } from './scenario.js';

const { evaluate } = tribunalHints as Required<typeof tribunalHints>;

/** A deck of `n` cards: the first `n` of those no hand holds (in canonical order), the rest discarded. */
function decked(hands: readonly [readonly CardId[], readonly CardId[]], n: number, discardFirst: readonly CardId[] = []) {
  const spare = (['fingerprint', 'weapon', 'document', 'eyewitness'] as const)
    .flatMap((s) => (['MT', 'BN', 'QN', 'BX', 'SI'] as const).map((d): CardId => `${s}-${d}`))
    .filter((c) => !hands[0].includes(c) && !hands[1].includes(c) && !discardFirst.includes(c));
  return { hands, deck: spare.slice(0, n), discard: [...discardFirst, ...spare.slice(n)] };
}

describe('the fitted evaluation of a hearing', () => {
  const hands = [['weapon-BN', 'eyewitness-SI'], ['document-QN', 'fingerprint-BX']] as const;

  it('favours the owner of the highest district pawn, the more so as the deck runs down', () => {
    const early = hearingChances(scenario({ ...decked(hands, 16), districts: { MT: 0 } }));
    expect(early[0]).toBeGreaterThan(0.6);
    expect(early[2]).toBe(0);
    const late = hearingChances(scenario({ ...decked(hands, 2), districts: { MT: 0 } }))[0];
    expect(late).toBeGreaterThan(early[0]);
    // Lower in the column the pawn can still be overtaken.
    const low = hearingChances(scenario({ ...decked(hands, 16), districts: { SI: 0 } }))[0];
    expect(low).toBeLessThan(early[0]);
  });

  it('expects an empty column to end void as the deck runs out, unless a hand proves a district', () => {
    const empty = hearingChances(scenario(decked(hands, 2)));
    expect(empty[2]).toBeGreaterThan(0.5);
    const ready = [['weapon-MT', 'fingerprint-MT', 'document-MT'], ['document-QN', 'fingerprint-BX']] as const;
    const claimable = hearingChances(scenario(decked(ready, 2)));
    expect(claimable[0]).toBeGreaterThan(empty[0] + 0.2);
    expect(claimable[2]).toBeLessThan(empty[2]);
  });

  it('is symmetric: the same hearing seen with the seats swapped gives the swapped chances', () => {
    const a = scenario({ ...decked(hands, 9), districts: { BN: 0 }, grid: { C: 1, N: 0 } });
    const b = scenario({ ...decked([hands[1], hands[0]], 9), districts: { BN: 1 }, grid: { C: 0, N: 1 }, active: 1 });
    const [a0, a1, av] = hearingChances(a);
    const [b0, b1, bv] = hearingChances(b);
    expect(b0).toBeCloseTo(a1, 12);
    expect(b1).toBeCloseTo(a0, 12);
    expect(bv).toBeCloseTo(av, 12);
  });

  it('turns the hearing into the trial by the score: at two all the hearing is the trial, at none all far less', () => {
    const board = { ...decked(hands, 6), districts: { MT: 0 as const } };
    const decisive = evaluate(scenario({ ...board, hearings: [2, 2] }))[0] as number;
    const first = evaluate(scenario(board))[0] as number;
    expect(decisive).toBeCloseTo(hearingChances(scenario(board))[0], 12);
    expect(first).toBeGreaterThan(0.5);
    expect(first).toBeLessThan(decisive);
  });
});

describe('the stakes of a decision', () => {
  const at = (hearings: readonly [number, number], seat: 0 | 1): number =>
    stakes(tribunal1920.view(scenario({ hands: [['weapon-MT'], ['weapon-BN']], hearings }), seat), seat);

  it('are the whole trial at two hearings all, and a small part of it at none all', () => {
    expect(at([2, 2], 0)).toBe(1);
    expect(at([0, 0], 1)).toBeLessThan(0.1);
    expect(at([0, 0], 1)).toBeGreaterThan(0);
  });

  it('grow as either seat nears three hearings, and are the same for both seats', () => {
    expect(at([1, 1], 0)).toBeGreaterThan(at([0, 0], 0));
    expect(at([2, 1], 0)).toBeGreaterThan(at([1, 1], 0));
    expect(at([2, 1], 1)).toBeCloseTo(at([2, 1], 0), 12);
    expect(at([0, 2], 0)).toBeCloseTo(at([0, 2], 1), 12);
  });
});
