import { illegal, ok, type Illegal, type Result } from '@docket/engine';
import type { BotFactory } from './bot.js';
import { greedyBot } from './greedy.js';
import { DEFAULT_ITERATIONS, mctsBot } from './mcts.js';
import { isLevel, LEVELS, levelBot, type Level } from './levels.js';
import { randomBot } from './random.js';

/** The bot specs `parseBotSpec` reads, for help texts. */
export const BOT_SPECS = [...LEVELS, 'random', 'greedy', 'mcts', 'mcts:<iterations>', 'mcts:<seconds>s', 'mcts:<ms>ms'] as const;

export interface BotSpecOptions {
  /**
   * Milliseconds from any origin (`() => performance.now()` in the CLI and the server): required by time budgets
   * ("mcts:2s"), since nothing below the CLI and the server reads a clock.
   */
  readonly clock?: () => number;
  /**
   * The names of bots the caller reads itself before asking here (game-specific bots such as The Trial's
   * `trial`): the unknown-bot message lists them with ours, so it names every bot a person may type.
   */
  readonly otherBots?: readonly string[];
  /**
   * How the spec a level stands for in a game is read (default: this function with these options): a caller with
   * game-specific bots passes its own reader, since a game's level may name one of them.
   */
  readonly resolve?: (spec: string) => Result<BotFactory, Illegal>;
}

const BUDGET = /^(\d+(?:\.\d+)?)(s|ms)?$/;

/**
 * Reads a bot spec: a level ("easy", "medium", "hard": the bot each game names for it), "random", "greedy", "mcts" (1,000 iterations), "mcts:500" (iterations), "mcts:2s" or
 * "mcts:250ms" (a time budget, which needs `clock`). The factory's bots are named after the spec.
 */
export function parseBotSpec(spec: string, options: BotSpecOptions = {}): Result<BotFactory, Illegal> {
  const [kind, budget, ...extra] = spec.trim().split(':');
  const known = `bots: ${[...BOT_SPECS, ...(options.otherBots ?? [])].join(', ')}`;
  if (kind !== undefined && isLevel(kind)) {
    if (budget !== undefined) return illegal('bad-bot-spec', `The ${kind} level takes no budget ("${spec}"); its bot has one.`);
    return ok(levelBot(kind as Level, options.resolve ?? ((s) => parseBotSpec(s, options))));
  }
  if (kind === 'random' || kind === 'greedy') {
    if (budget !== undefined) return illegal('bad-bot-spec', `The ${kind} bot takes no budget ("${spec}").`);
    return ok(kind === 'random' ? randomBot : greedyBot);
  }
  if (kind !== 'mcts') return illegal('unknown-bot', `Unknown bot "${spec}"; ${known}.`);
  if (budget === undefined) return ok(mctsBot({ iterations: DEFAULT_ITERATIONS, name: 'mcts' }));
  const m = BUDGET.exec(budget);
  if (m === null || extra.length > 0) {
    return illegal('bad-bot-spec', `"${spec}": an mcts budget is iterations (mcts:500) or a time (mcts:2s, mcts:250ms).`);
  }
  const amount = Number(m[1]);
  const unit = m[2];
  if (unit === undefined) {
    if (!Number.isInteger(amount) || amount < 1) {
      return illegal('bad-bot-spec', `"${spec}": iterations are a whole number of at least 1.`);
    }
    return ok(mctsBot({ iterations: amount, name: `mcts:${amount}` }));
  }
  const ms = unit === 's' ? amount * 1000 : amount;
  if (ms <= 0) return illegal('bad-bot-spec', `"${spec}": a time budget must be more than zero.`);
  const { clock } = options;
  if (clock === undefined) {
    return illegal('no-clock', `"${spec}": a time budget needs a clock from the caller (bots never read one), and none was given; use iterations (mcts:500).`);
  }
  return ok(mctsBot({ ms, clock, name: `mcts:${budget}` }));
}
