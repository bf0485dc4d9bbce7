/**
 * Bot seats, played off the event loop on worker threads.
 *
 *   const pool = new BotPool({ size?, onEvent? })       // one worker per core minus one, at least one
 *   const action = await pool.decide({ gameId, seat, view, legal, spec, budgetMs?, paceMs? })
 *   await pool.close()
 *
 * - Give it the seat's view and legal actions only (match.view(seat), match.legal(seat)); it resolves to
 *   one of the `legal` objects, never anything else. The bot's generator is seeded from crypto, not the match.
 * - spec is the level: random, greedy, mcts, mcts:N (iterations), mcts:2s / mcts:250ms, trial (The Trial's own).
 *   budgetMs, when given, replaces an mcts spec's budget with that thinking time. Check a spec when the match is
 *   created with checkBotSpec(gameId, spec).
 * - Stand-ins (a seat out of time, or whose person left) use the same call at the host's level; pass a paceMs
 *   (e.g. 1000) so a stand-in's answer time says nothing of how many choices the seat had (a seat with one legal
 *   action answers at once otherwise).
 * - A crashed or hung worker (budget + graceMs) is replaced and the decision retried; after `attempts` failures,
 *   or if the bot itself throws, a uniformly random legal action is played (onEvent reports 'fallback').
 * - onEvent also reports each decision's think time ('decided') for metrics.
 * - The match host's BotRunner on a pool is pooledBots (host/pool-runner.ts).
 * - Workers run compiled JS (dist/bots/worker.js); under vitest the pool uses the build beside the sources.
 */
export { BotPool, defaultPoolSize, type BotPoolOptions, type DecideRequest, type PoolEvent } from './pool.js';
export { botRegistry, budgeted, checkBotSpec, type BotRegistry } from './registry.js';
