import { describe, expect, it } from 'vitest';
import { summarizeMetrics } from '../src/simulate/metrics.js';
import { meanInterval, tally, wilson } from '../src/simulate/stats.js';
import { pebblesMetrics } from './fixtures/pebbles.js';

describe('intervals', () => {
  it('gives Wilson 95% intervals of known counts', () => {
    const cases: [number, number, number, number][] = [
      [30, 100, 0.2189, 0.3958],
      [5, 10, 0.2366, 0.7634],
      [4, 10, 0.1682, 0.6873],
      [0, 10, 0, 0.2775],
      [10, 10, 0.7225, 1],
    ];
    for (const [wins, n, low, high] of cases) {
      const [l, h] = wilson(wins, n);
      expect(l).toBeCloseTo(low, 4);
      expect(h).toBeCloseTo(high, 4);
    }
    // No games: every rate is possible.
    expect(wilson(0, 0)).toEqual([0, 1]);
    expect(tally(3, 4)).toEqual({ wins: 3, games: 4, rate: 0.75, ci: wilson(3, 4) });
    expect(tally(0, 0).rate).toBe(0);
  });

  it('gives the mean ± 1.96 standard errors', () => {
    const m = meanInterval([1, 2, 3]);
    expect(m?.mean).toBe(2);
    expect(m?.ci[0]).toBeCloseTo(2 - 1.959964 / Math.sqrt(3), 9);
    expect(m?.ci[1]).toBeCloseTo(2 + 1.959964 / Math.sqrt(3), 9);
    expect(meanInterval([5])).toEqual({ mean: 5, ci: [5, 5] });
    expect(meanInterval([])).toBeNull();
  });

  it('pools a share metric as total count over total, and averages a mean metric', () => {
    const [share, mean] = summarizeMetrics(pebblesMetrics, [
      [[1, 2], 1],
      [[3, 8], 2],
      [[0, 0], 3],
    ]);
    expect(share).toMatchObject({ id: 'doubles', kind: 'share', games: 3, value: 0.4, count: 4, of: 10 });
    expect(share?.ci?.[0]).toBeCloseTo(0.1682, 4);
    expect(share?.ci?.[1]).toBeCloseTo(0.6873, 4);
    expect(mean).toMatchObject({ id: 'winner-mark', kind: 'mean', games: 3, value: 2, ci: meanInterval([1, 2, 3])?.ci });
    expect(mean?.label.fr).toBe('Marque du vainqueur');
    // Nothing measured: no value and no interval, never NaN.
    expect(summarizeMetrics(pebblesMetrics, [])).toMatchObject([
      { value: null, ci: null },
      { value: null, ci: null },
    ]);
  });
});
