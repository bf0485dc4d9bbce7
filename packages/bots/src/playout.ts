import type { Action, Game, Rng, Seat } from '@docket/engine';

/**
 * Plays `s` on from the tree's edge with the game's rollout hint (else uniformly at random) and answers
 * every seat's payoff. With both `rolloutDepth` and `evaluate` hints, the playout stops after that many
 * actions and the evaluation stands in for the end; without them it plays to the end.
 */
export function playout<S, A extends Action, V, O>(
  game: Game<S, A, V, O>,
  start: S,
  rng: Rng,
  maxPlayout: number,
): readonly number[] {
  const hints = game.hints;
  const policy = hints?.rollout;
  const evaluate = hints?.evaluate;
  const cutoff = evaluate && hints.rolloutDepth !== undefined ? hints.rolloutDepth : Infinity;
  let s = start;
  for (let depth = 0; ; depth++) {
    const seats = game.toAct(s);
    if (seats.length === 0) return finalPayoff(game, s);
    if (evaluate && depth >= cutoff) return evaluate(s);
    if (depth >= maxPlayout) {
      if (evaluate) return evaluate(s);
      throw new Error(`${game.info.id}: a playout ran ${maxPlayout} actions without ending and the game has no evaluate hint.`);
    }
    const seat: Seat = seats.length === 1 ? (seats[0] as Seat) : rng.pick(seats);
    const legal = game.legalActions(s, seat);
    if (legal.length === 0) throw new Error(`${game.info.id}: seat ${seat} is to act but has no legal action.`);
    // A forced move needs no policy (and draws nothing from the generator).
    const action = legal.length === 1 ? (legal[0] as A) : policy ? policy(s, seat, legal, rng) : rng.pick(legal);
    s = game.applyLegal(s, seat, action).state;
  }
}

/** The payoff of a finished world; a game with nobody to act and no outcome is a bug in that game. */
export function finalPayoff<S, A extends Action, V, O>(game: Game<S, A, V, O>, s: S): readonly number[] {
  const o = game.outcome(s);
  if (o === null) throw new Error(`${game.info.id}: nobody is to act but the game has no outcome.`);
  return o.payoff;
}
