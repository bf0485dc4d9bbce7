import type { GameResult, SimulationSpec } from './slice.js';

/** The z value of a two-sided 95% interval. */
const Z95 = 1.959964;

export type Interval = readonly [low: number, high: number];

/** A run's figures: the `--json` output, identical for the same spec and game count. */
export interface SimulationSummary {
  readonly game: string;
  readonly seed: string;
  readonly players: number;
  readonly options: unknown;
  readonly bots: readonly string[];
  readonly games: number;
  /** Games that reached an outcome. */
  readonly completed: number;
  /** Games cut off by the action limit. */
  readonly truncated: number;
  /** Games that threw (a bug in a game or a bot); listed with their seeds in `failures`. */
  readonly errors: number;
  readonly failures: readonly { readonly index: number; readonly seed: string; readonly message: string }[];
  /** Per seat, completed games it won (a shared win counts for each winner). */
  readonly winsBySeat: readonly number[];
  /** Completed games nobody won. */
  readonly draws: number;
  readonly winRateBySeat: readonly number[];
  /** Wilson 95% intervals of the win rates. */
  readonly winRateCIBySeat: readonly Interval[];
  readonly meanPayoffBySeat: readonly number[];
  readonly meanScoreBySeat: readonly number[];
  /** Mean actions per completed game, with a normal 95% interval; null when none completed. */
  readonly meanActions: number | null;
  readonly meanActionsCI: Interval | null;
  readonly actionsRange: Interval | null;
  /** How completed games ended, by the game's reason code. */
  readonly reasons: Readonly<Record<string, number>>;
}

export function wilson(successes: number, n: number): Interval {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = Z95 * Z95;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function meanInterval(values: readonly number[]): { mean: number; ci: Interval } | null {
  const n = values.length;
  if (n === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n === 1) return { mean, ci: [mean, mean] };
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
  const half = (Z95 * Math.sqrt(variance)) / Math.sqrt(n);
  return { mean, ci: [mean - half, mean + half] };
}

/** Folds per-game results into a summary; results are taken in index order, however they arrived. */
export function summarize(spec: SimulationSpec, unordered: readonly GameResult[]): SimulationSummary {
  const results = [...unordered].sort((a, b) => a.index - b.index);
  const seats = spec.players;
  const winsBySeat = new Array<number>(seats).fill(0);
  const payoffSums = new Array<number>(seats).fill(0);
  const scoreSums = new Array<number>(seats).fill(0);
  const actions: number[] = [];
  const reasons: Record<string, number> = {};
  const failures: { index: number; seed: string; message: string }[] = [];
  let truncated = 0;
  let draws = 0;
  for (const r of results) {
    if (r.status === 'error') {
      failures.push({ index: r.index, seed: r.seed, message: r.message });
      continue;
    }
    if (r.status === 'truncated') {
      truncated++;
      continue;
    }
    actions.push(r.actions);
    reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
    if (r.winners.length === 0) draws++;
    for (const w of r.winners) winsBySeat[w] = (winsBySeat[w] ?? 0) + 1;
    for (let s = 0; s < seats; s++) {
      payoffSums[s] = (payoffSums[s] ?? 0) + (r.payoff[s] ?? 0);
      scoreSums[s] = (scoreSums[s] ?? 0) + (r.scores[s] ?? 0);
    }
  }
  const completed = actions.length;
  const per = (sum: number) => (completed === 0 ? 0 : sum / completed);
  const meanActions = meanInterval(actions);
  return {
    game: spec.game,
    seed: spec.seed,
    players: spec.players,
    options: spec.options,
    bots: spec.bots,
    games: results.length,
    completed,
    truncated,
    errors: failures.length,
    failures,
    winsBySeat,
    draws,
    winRateBySeat: winsBySeat.map(per),
    winRateCIBySeat: winsBySeat.map((w) => wilson(w, completed)),
    meanPayoffBySeat: payoffSums.map(per),
    meanScoreBySeat: scoreSums.map(per),
    meanActions: meanActions?.mean ?? null,
    meanActionsCI: meanActions?.ci ?? null,
    actionsRange: completed === 0 ? null : extremes(actions),
    reasons,
  };
}

/** Smallest and largest, without spreading a long array into arguments. */
function extremes(values: readonly number[]): Interval {
  let low = Infinity;
  let high = -Infinity;
  for (const v of values) {
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return [low, high];
}
