import { Rng, type Action, type Game, type Seat } from '@docket/engine';
import type { Decision } from '../src/index.js';

/** The decision a bot at `seat` faces in `s`: its view, its legal actions, and a generator seeded `seed`. */
export function decision<S, A extends Action, V, O>(game: Game<S, A, V, O>, s: S, seat: Seat, seed: string): Decision<A, V> {
  return { view: game.view(s, seat), seat, legal: game.legalActions(s, seat), rng: Rng.seeded(seed) };
}

/** The game with the views it deals worlds from recorded: `resample` calls and its `believe` hint's. */
export function spyResample<S, A extends Action, V, O>(game: Game<S, A, V, O>): { game: Game<S, A, V, O>; views: V[] } {
  const views: V[] = [];
  const resample = (v: V, rng: Rng): S => {
    views.push(v);
    return game.resample(v, rng);
  };
  // A game's `believe` hint deals worlds too (search prefers it): it is watched the same way.
  const believe = game.hints?.believe;
  const hints = game.hints && believe ? { ...game.hints, believe: (v: V, rng: Rng): S => (views.push(v), believe(v, rng)) } : game.hints;
  return { game: { ...game, resample, ...(hints ? { hints } : {}) }, views };
}

/**
 * The game with every outcome a draw: no action is ever better than another, so no root action pulls ahead and
 * the search runs its whole budget (it stops early only once the leader cannot be caught).
 */
export function drawn<S, A extends Action, V, O>(game: Game<S, A, V, O>): Game<S, A, V, O> {
  return {
    ...game,
    outcome: (s) => {
      const o = game.outcome(s);
      return o && { ...o, payoff: o.payoff.map(() => 1 / o.payoff.length) };
    },
  };
}
