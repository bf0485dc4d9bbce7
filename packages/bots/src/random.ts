import type { Action } from '@docket/engine';
import type { Bot, BotFactory } from './bot.js';

/** Picks uniformly among the legal actions: the baseline every other bot must beat. */
export const randomBot: BotFactory = <A extends Action, V>(): Bot<A, V> => ({
  name: 'random',
  choose: ({ legal, rng }) => rng.pick(legal),
});
