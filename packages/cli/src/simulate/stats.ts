/** The z value of a two-sided 95% interval. */
export const Z95 = 1.959964;

export type Interval = readonly [low: number, high: number];

/** Wilson's 95% score interval of a rate: sound near 0 and 1 and for small counts, unlike p ± z·se. */
export function wilson(successes: number, n: number): Interval {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** A mean with its normal 95% interval (mean ± z·s/√n); a single value has a zero-width interval. */
export function meanInterval(values: readonly number[]): { mean: number; ci: Interval } | null {
  const n = values.length;
  if (n === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { mean, ci: [mean, mean] };
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
  const half = (Z95 * Math.sqrt(variance)) / Math.sqrt(n);
  return { mean, ci: [mean - half, mean + half] };
}

/** A count out of a total, its rate and the rate's Wilson interval. */
export interface Tally {
  readonly wins: number;
  readonly games: number;
  readonly rate: number;
  readonly ci: Interval;
}

export function tally(wins: number, games: number): Tally {
  return { wins, games, rate: games === 0 ? 0 : wins / games, ci: wilson(wins, games) };
}

/** Smallest and largest, without spreading a long array into arguments. */
export function extremes(values: readonly number[]): Interval {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return [low, high];
}
