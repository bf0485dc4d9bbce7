import type { Action, Game, Rng, Seat } from '@docket/engine';

/**
 * What a bot is given at its turn: its own view, its legal actions and a generator of its own.
 * Never the true state: a bot that needs hidden worlds asks the game's `resample`.
 */
export interface Decision<A extends Action, V> {
  readonly view: V;
  readonly seat: Seat;
  readonly legal: readonly A[];
  readonly rng: Rng;
}

export interface Bot<A extends Action, V> {
  readonly name: string;
  choose(d: Decision<A, V>): A;
}

/** Builds a bot for one game; the registry maps names like "random" to these. */
export type BotFactory = <S, A extends Action, V, O>(game: Game<S, A, V, O>) => Bot<A, V>;
