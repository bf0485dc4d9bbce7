import { playMatch } from '@docket/bots';
import type { Seat } from '@docket/engine';
import { messageOf } from '../errors.js';
import { requireBot, requireGame, type Registry } from '../lookup.js';

/**
 * What a simulation plays, as plain JSON, so a worker thread can be handed it as is.
 * `options` have been checked against the game's schema already.
 */
export interface SimulationSpec {
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  /** One bot name per seat. */
  readonly bots: readonly string[];
  readonly seed: string;
  /** Safety bound on one game's length; a game cut off there counts as truncated. */
  readonly maxActions: number;
}

interface Played {
  readonly index: number;
  readonly seed: string;
}

export type GameResult = Played &
  (
    | {
        readonly status: 'completed' | 'truncated';
        readonly actions: number;
        readonly winners: readonly Seat[];
        readonly payoff: readonly number[];
        readonly scores: readonly number[];
        readonly reason: string;
      }
    | { readonly status: 'error'; readonly message: string }
  );

/** Game i of a run is seeded from the run's seed and i alone, whichever worker plays it. */
export function gameSeed(seed: string, index: number): string {
  return `${seed}/${index}`;
}

/**
 * Plays the games with the given indexes. Each result depends only on the spec and its index, so
 * splitting indexes across workers changes nothing; a game that throws becomes an error result.
 */
export function runSlice(
  registry: Registry,
  spec: SimulationSpec,
  indexes: Iterable<number>,
  onResult?: (r: GameResult) => void,
): GameResult[] {
  const game = requireGame(registry, spec.game);
  const factories = spec.bots.map((name) => requireBot(registry, name));
  const results: GameResult[] = [];
  for (const index of indexes) {
    const seed = gameSeed(spec.seed, index);
    let result: GameResult;
    try {
      // Fresh bots per game: a bot with memory must not carry it from one game to the next.
      const bots = factories.map((f) => f(game));
      const m = playMatch(game, bots, { players: spec.players, options: spec.options, seed, maxActions: spec.maxActions });
      result = m.outcome
        ? { index, seed, status: 'completed', actions: m.actions, ...pick(m.outcome) }
        : { index, seed, status: 'truncated', actions: m.actions, winners: [], payoff: [], scores: [], reason: 'truncated' };
    } catch (e) {
      result = { index, seed, status: 'error', message: messageOf(e) };
    }
    results.push(result);
    onResult?.(result);
  }
  return results;
}

function pick(o: { winners: readonly Seat[]; payoff: readonly number[]; scores: readonly number[]; reason: string }) {
  return { winners: o.winners, payoff: o.payoff, scores: o.scores, reason: o.reason };
}

/** Indexes `from` (included) to `to` (excluded). */
export function* range(from: number, to: number): Generator<number> {
  for (let i = from; i < to; i++) yield i;
}
