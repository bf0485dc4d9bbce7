export type { Bot, BotFactory, Decision } from './bot.js';
export { randomBot } from './random.js';
export { playMatch, type MatchResult, type MatchSetup } from './match.js';
