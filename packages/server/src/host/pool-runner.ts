import { levelSpec } from '@docket/bots';
import { BotPool, type BotPoolOptions } from '../bots/index.js';
import type { BotRunner } from './bot-runner.js';

export interface PooledBotsOptions extends BotPoolOptions {
  /** The most a search thinks per move: a level's own budget, if shorter, stands. */
  readonly mctsBudgetMs?: number;
  /** A stand-in answers no sooner than this, whatever the seat's choices. */
  readonly standInPaceMs?: number;
}

/**
 * The host's bots on the worker pool, started at the first bot move (a server without bot seats runs no
 * workers). Stand-ins are paced; bot seats answer as soon as they have chosen.
 */
export function pooledBots(o: PooledBotsOptions = {}): BotRunner {
  let pool: BotPool | null = null;
  return {
    think: (req) => {
      pool ??= new BotPool(o);
      return pool.decide({
        gameId: req.game.info.id,
        seat: req.seat,
        view: req.view,
        legal: req.legal,
        spec: levelSpec(req.game, req.level),
        budgetMs: o.mctsBudgetMs ?? 1_000,
        seed: req.seed,
        ...(req.standIn ? { paceMs: o.standInPaceMs ?? 1_000 } : {}),
      });
    },
    close: () => pool?.close() ?? Promise.resolve(),
  };
}
