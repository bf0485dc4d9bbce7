import { Rng, type Action, type Game, type Seat } from '@docket/engine';
import type { Decision } from '../src/index.js';

/** The decision a bot at `seat` faces in `s`: its view, its legal actions, and a generator seeded `seed`. */
export function decision<S, A extends Action, V, O>(game: Game<S, A, V, O>, s: S, seat: Seat, seed: string): Decision<A, V> {
  return { view: game.view(s, seat), seat, legal: game.legalActions(s, seat), rng: Rng.seeded(seed) };
}

/** The game with its `resample` calls recorded (the views it was handed). */
export function spyResample<S, A extends Action, V, O>(game: Game<S, A, V, O>): { game: Game<S, A, V, O>; views: V[] } {
  const views: V[] = [];
  const resample = (v: V, rng: Rng): S => {
    views.push(v);
    return game.resample(v, rng);
  };
  return { game: { ...game, resample }, views };
}
