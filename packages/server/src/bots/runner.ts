import { levelSpec } from '@docket/bots';
import type { Action, AnyGame, Seat } from '@docket/engine';
import { BotPool, type BotPoolOptions } from './pool.js';

/** The match host's request for one bot move (structurally the host's BotRequest). */
export interface RunnerRequest {
  readonly game: AnyGame;
  readonly level: string;
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly seed: string;
}

export interface PoolRunnerOptions extends BotPoolOptions {
  /** The most a search thinks per move (default 1,000 ms): a level's own budget, if shorter, stands. */
  readonly mctsBudgetMs?: number;
  /** Every answer comes no sooner than this (default 0; a stand-in wants ~500 ms, see DecideRequest.paceMs). */
  readonly paceMs?: number;
}

/** What the match host plays bot seats with: `think` off the event loop, `close` at shutdown. */
export interface PoolRunner {
  readonly pool: BotPool;
  think(req: RunnerRequest): Promise<Action>;
  close(): Promise<void>;
}

/**
 * The host's BotRunner on the worker pool: each level ('easy', 'medium', 'hard', or any bot spec) thinks on a
 * worker, mcts within `mctsBudgetMs`. Only the seat's view and legal actions cross to the worker.
 */
export function poolRunner(options: PoolRunnerOptions = {}): PoolRunner {
  const pool = new BotPool(options);
  const budgetMs = options.mctsBudgetMs ?? 1_000;
  return {
    pool,
    think: ({ game, level, seat, view, legal, seed }) =>
      pool.decide({ gameId: game.info.id, seat, view, legal, spec: levelSpec(game, level), budgetMs, seed, ...(options.paceMs === undefined ? {} : { paceMs: options.paceMs }) }),
    close: () => pool.close(),
  };
}
