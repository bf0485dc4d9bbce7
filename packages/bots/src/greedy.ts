import type { Action, Game } from '@docket/engine';
import type { Bot, BotFactory } from './bot.js';

/**
 * The rule-based bot: takes the legal action its game's `hints.prior` rates best from the bot's own view,
 * ties broken by the bot's generator; uniformly at random in a game without a prior. It never searches.
 */
export const greedyBot: BotFactory = <S, A extends Action, V, O>(game: Game<S, A, V, O>): Bot<A, V> => ({
  name: 'greedy',
  choose: ({ view, seat, legal, rng }) => {
    const prior = game.hints?.prior;
    if (!prior) return rng.pick(legal);
    let top = -Infinity;
    let best: A[] = [];
    for (const a of legal) {
      const p = prior(view, seat, a);
      if (p > top) {
        top = p;
        best = [a];
      } else if (p === top) {
        best.push(a);
      }
    }
    // Every prior NaN (a faulty hint): fall back to chance rather than to the first action.
    return rng.pick(best.length > 0 ? best : legal);
  },
});
