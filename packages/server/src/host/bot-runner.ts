import { Rng, type Action, type AnyGame, type Seat } from '@docket/engine';
import type { BotLevel } from '@docket/protocol';

/** What a bot seat is given to decide: its own view and legal actions only, never the state. */
export interface BotRequest {
  readonly game: AnyGame;
  readonly level: BotLevel;
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly Action[];
  /** A fresh seed from the cryptographic source, for the bot's own generator. */
  readonly seed: string;
  /**
   * A stand-in for an absent or out-of-time person: its answer should be paced, so its timing never tells
   * how many choices the seat had.
   */
  readonly standIn?: boolean;
}

/**
 * How the match host gets a bot's move. The server's worker-thread pool (packages/server/src/bots/)
 * implements it with a time budget per move; the host never waits on it synchronously.
 */
export interface BotRunner {
  think(req: BotRequest): Promise<Action>;
  close(): Promise<void>;
}

/**
 * A stand-in runner until the worker pool lands: every level plays a uniformly random legal action, in this
 * process, one turn of the event loop later (so a bot's move never nests inside the move that woke it).
 */
export const inProcessRandomRunner: BotRunner = {
  think: ({ legal, seed }) =>
    new Promise((resolve, reject) => {
      setImmediate(() => {
        if (legal.length === 0) reject(new Error('The bot has no legal action.'));
        else resolve(Rng.seeded(seed).pick(legal));
      });
    }),
  close: () => Promise.resolve(),
};
