import { playMatch, type BotFactory } from '@docket/bots';
import type { Seat } from '@docket/engine';
import { messageOf } from '../errors.js';
import { requireBot, requireGame, type Registry } from '../lookup.js';
import { measureMetrics, type MetricValue } from './metrics.js';

/**
 * What a simulation plays, as plain JSON, so a worker thread can be handed it as is.
 * `options` have been checked against the game's schema already.
 */
export interface SimulationSpec {
  readonly game: string;
  readonly players: number;
  readonly options: unknown;
  /** One bot spec per seat (in game 0's seating when rotated). */
  readonly bots: readonly string[];
  /** Seat the bots in rotation: game i shifts the list by i, so each bot plays every seat in turn. */
  readonly rotate: boolean;
  readonly seed: string;
  /** Safety bound on one game's length; a game cut off there counts as truncated. */
  readonly maxActions: number;
}

interface Played {
  readonly index: number;
  readonly seed: string;
  /** The bot spec at each seat in this game. */
  readonly bots: readonly string[];
}

export type GameResult = Played &
  (
    | {
        readonly status: 'completed';
        readonly actions: number;
        readonly winners: readonly Seat[];
        readonly payoff: readonly number[];
        readonly scores: readonly number[];
        readonly reason: string;
        /** The ids of the outcome's teams (none in a game without teams), and the winning one. */
        readonly teams: readonly string[];
        readonly winningTeam: string | null;
        /** One value per metric the game declares, in its order. */
        readonly metrics: readonly MetricValue[];
      }
    | { readonly status: 'truncated'; readonly actions: number }
    | { readonly status: 'error'; readonly message: string }
  );

/** Game i of a run is seeded from the run's seed and i alone, whichever worker plays it. */
export function gameSeed(seed: string, index: number): string {
  return `${seed}/${index}`;
}

/** The bots by seat in game `index`: the list as given, or shifted left by `index` when rotated. */
export function seating(spec: Pick<SimulationSpec, 'bots' | 'rotate'>, index: number): string[] {
  const n = spec.bots.length;
  return spec.bots.map((_, seat) => spec.bots[spec.rotate ? (seat + index) % n : seat] as string);
}

/**
 * Plays the games with the given indexes. Each result depends only on the spec and its index (the
 * match runner seeds the bots' generators from the game's seed too), so splitting indexes across
 * workers changes nothing; a game that throws becomes an error result.
 */
export function runSlice(
  registry: Registry,
  spec: SimulationSpec,
  indexes: Iterable<number>,
  onResult?: (r: GameResult) => void,
): GameResult[] {
  const game = requireGame(registry, spec.game);
  const factories = new Map<string, BotFactory>(spec.bots.map((name) => [name, requireBot(registry, name)]));
  const results: GameResult[] = [];
  for (const index of indexes) {
    const seed = gameSeed(spec.seed, index);
    const bots = seating(spec, index);
    let result: GameResult;
    try {
      // Fresh bots per game: a bot with memory must not carry it from one game to the next.
      const players = bots.map((name) => (factories.get(name) as BotFactory)(game));
      const m = playMatch(game, players, { players: spec.players, options: spec.options, seed, maxActions: spec.maxActions });
      const o = m.outcome;
      result = o
        ? {
            index,
            seed,
            bots,
            status: 'completed',
            actions: m.actions,
            winners: o.winners,
            payoff: o.payoff,
            scores: o.scores,
            reason: o.reason,
            teams: (o.teams ?? []).map((t) => t.id),
            winningTeam: o.winningTeam ?? null,
            metrics: measureMetrics(game, m.record, o),
          }
        : { index, seed, bots, status: 'truncated', actions: m.actions };
    } catch (e) {
      result = { index, seed, bots, status: 'error', message: messageOf(e) };
    }
    results.push(result);
    onResult?.(result);
  }
  return results;
}

/** Indexes `from` (included) to `to` (excluded). */
export function* range(from: number, to: number): Generator<number> {
  for (let i = from; i < to; i++) yield i;
}
