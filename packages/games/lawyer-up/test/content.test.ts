import { describe, expect, it } from 'vitest';
import { BIASES, BIAS_TOKENS, DEFENSE_BASE, JUDGES, JUROR_NUMBERS, PROSECUTION_BASE, type PlayCardData } from '../src/index.js';

const count = (deck: readonly PlayCardData[], test: (c: PlayCardData) => boolean): number => deck.reduce((n, c) => n + (test(c) ? (c.copies ?? 1) : 0), 0);

describe('base decks (content guide)', () => {
  for (const [side, deck] of [
    ['P', PROSECUTION_BASE],
    ['D', DEFENSE_BASE],
  ] as const) {
    it(`the ${side} deck: 26 cards, mostly Arguments and Procedures, mostly its own colour, biases about equally often`, () => {
      expect(count(deck, () => true)).toBe(26);
      expect(count(deck, (c) => c.type !== 'Evidence')).toBeGreaterThan(18);
      expect(count(deck, (c) => c.side === side)).toBeGreaterThan(18);
      expect(count(deck, (c) => c.side !== side && c.side !== 'N')).toBe(0);
      const perBias = BIASES.map((b) => count(deck, (c) => c.biases.includes(b)));
      expect(Math.max(...perBias) - Math.min(...perBias)).toBeLessThanOrEqual(3);
      for (const c of deck) {
        expect(c.value).toBeLessThanOrEqual(4);
        // Only the bias-count Arguments start at 0 and grow.
        if (c.value === 0) expect(c.effects?.examine?.[0]?.do).toBe('valueByBias');
        // One to three biases, but for a wild card that shows all six.
        expect([1, 2, 3, 6]).toContain(c.biases.length);
      }
    });
  }

  it('the table: 7 judges (unbiased and one per bias), 12 jurors in two rows 1–6, two tokens per bias', () => {
    expect(JUDGES.map((j) => j.id)).toEqual(['unbiased', ...BIASES]);
    expect(JUROR_NUMBERS).toEqual([1, 2, 3, 4, 5, 6]);
    expect(BIAS_TOKENS).toHaveLength(12);
    for (const b of BIASES) expect(BIAS_TOKENS.filter((x) => x === b)).toHaveLength(2);
  });
});
