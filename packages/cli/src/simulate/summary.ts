import type { Metric } from '@docket/engine';
import { summarizeMetrics, type MetricSummary, type MetricValue } from './metrics.js';
import type { GameResult, SimulationSpec } from './slice.js';
import { extremes, meanInterval, tally, wilson, type Interval, type Tally } from './stats.js';

export { meanInterval, wilson, type Interval } from './stats.js';

/** A bot spec's record over a rotated run: one game per seat it held, in completed games. */
export interface BotTally extends Tally {
  readonly bot: string;
}

/** A team's record, over the completed games it played. */
export interface TeamTally extends Tally {
  readonly team: string;
}

/** A run's figures: the `--json` output, identical for the same spec and game count. */
export interface SimulationSummary {
  readonly game: string;
  readonly seed: string;
  readonly players: number;
  readonly options: unknown;
  readonly bots: readonly string[];
  readonly rotate: boolean;
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
  /** With --rotate: per bot spec, in the order given. */
  readonly winsByBot?: readonly BotTally[];
  /** When outcomes name teams: per team id, in order of first appearance. */
  readonly winsByTeam?: readonly TeamTally[];
  readonly meanPayoffBySeat: readonly number[];
  readonly meanScoreBySeat: readonly number[];
  /** Mean actions per completed game, with a normal 95% interval; null when none completed. */
  readonly meanActions: number | null;
  readonly meanActionsCI: Interval | null;
  readonly actionsRange: Interval | null;
  /** How completed games ended, by the game's reason code. */
  readonly reasons: Readonly<Record<string, number>>;
  /** One entry per metric the game declares, over completed games. */
  readonly metrics: readonly MetricSummary[];
}

type Completed = Extract<GameResult, { status: 'completed' }>;

/**
 * Folds per-game results into a summary; results are taken in index order, however they arrived.
 * `metrics` are the game's declared metrics, whose per-game values the results carry in that order.
 */
export function summarize(
  spec: SimulationSpec,
  unordered: readonly GameResult[],
  metrics: readonly Metric<unknown>[] = [],
): SimulationSummary {
  const results = [...unordered].sort((a, b) => a.index - b.index);
  const seats = spec.players;
  const done: Completed[] = [];
  const failures: { index: number; seed: string; message: string }[] = [];
  let truncated = 0;
  for (const r of results) {
    if (r.status === 'error') failures.push({ index: r.index, seed: r.seed, message: r.message });
    else if (r.status === 'truncated') truncated++;
    else done.push(r);
  }
  const winsBySeat = new Array<number>(seats).fill(0);
  const payoffSums = new Array<number>(seats).fill(0);
  const scoreSums = new Array<number>(seats).fill(0);
  const reasons: Record<string, number> = {};
  let draws = 0;
  for (const r of done) {
    reasons[r.reason] = (reasons[r.reason] ?? 0) + 1;
    if (r.winners.length === 0) draws++;
    for (const w of r.winners) winsBySeat[w] = (winsBySeat[w] ?? 0) + 1;
    for (let s = 0; s < seats; s++) {
      payoffSums[s] = (payoffSums[s] ?? 0) + (r.payoff[s] ?? 0);
      scoreSums[s] = (scoreSums[s] ?? 0) + (r.scores[s] ?? 0);
    }
  }
  const completed = done.length;
  const per = (sum: number) => (completed === 0 ? 0 : sum / completed);
  const actions = done.map((r) => r.actions);
  const meanActions = meanInterval(actions);
  const teams = byTeam(done);
  return {
    game: spec.game,
    seed: spec.seed,
    players: spec.players,
    options: spec.options,
    bots: spec.bots,
    rotate: spec.rotate,
    games: results.length,
    completed,
    truncated,
    errors: failures.length,
    failures,
    winsBySeat,
    draws,
    winRateBySeat: winsBySeat.map(per),
    winRateCIBySeat: winsBySeat.map((w) => wilson(w, completed)),
    ...(spec.rotate ? { winsByBot: byBot(spec.bots, done) } : {}),
    ...(teams.length > 0 ? { winsByTeam: teams } : {}),
    meanPayoffBySeat: payoffSums.map(per),
    meanScoreBySeat: scoreSums.map(per),
    meanActions: meanActions?.mean ?? null,
    meanActionsCI: meanActions?.ci ?? null,
    actionsRange: completed === 0 ? null : extremes(actions),
    reasons,
    metrics: summarizeMetrics(metrics, done.map((r): readonly MetricValue[] => r.metrics)),
  };
}

/** Each seat a spec held in a completed game is one game for it, a win when that seat won. */
function byBot(specs: readonly string[], done: readonly Completed[]): BotTally[] {
  const order = [...new Set(specs)];
  const wins = new Map(order.map((b) => [b, 0]));
  const games = new Map(order.map((b) => [b, 0]));
  for (const r of done) {
    r.bots.forEach((bot, seat) => {
      games.set(bot, (games.get(bot) ?? 0) + 1);
      if (r.winners.includes(seat)) wins.set(bot, (wins.get(bot) ?? 0) + 1);
    });
  }
  return order.map((bot) => ({ bot, ...tally(wins.get(bot) ?? 0, games.get(bot) ?? 0) }));
}

function byTeam(done: readonly Completed[]): TeamTally[] {
  const wins = new Map<string, number>();
  const games = new Map<string, number>();
  for (const r of done) {
    for (const team of r.teams) {
      games.set(team, (games.get(team) ?? 0) + 1);
      if (!wins.has(team)) wins.set(team, 0);
    }
    if (r.winningTeam !== null) wins.set(r.winningTeam, (wins.get(r.winningTeam) ?? 0) + 1);
  }
  return [...games.keys()].map((team) => ({ team, ...tally(wins.get(team) ?? 0, games.get(team) ?? 0) }));
}
