export type { Bot, BotFactory, Decision } from './bot.js';
export { randomBot } from './random.js';
export { greedyBot } from './greedy.js';
export { DEFAULT_ITERATIONS, mctsBot, type MctsOptions } from './mcts.js';
export { BOT_SPECS, parseBotSpec, type BotSpecOptions } from './spec.js';
export { DEFAULT_LEVELS, LEVELS, isLevel, levelBot, levelSpec, type Level } from './levels.js';
export { playMatch, type MatchResult, type MatchSetup } from './match.js';
