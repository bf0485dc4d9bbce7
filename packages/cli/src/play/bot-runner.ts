import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Rng, type Action, type AnyGame, type RngState, type Seat } from '@docket/engine';
import type { Registry } from '../lookup.js';
import type { Sitter } from './table.js';

/** One bot decision: the seat's view and legal actions, and the state of the seat's own generator. */
export interface BotAsk {
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly rng: RngState;
}

/** The bot's choice, and its generator's state after the draws it made. */
export interface BotChoice {
  readonly action: Action;
  readonly rng: RngState;
}

/**
 * Runs the table's bots. A bot thinks synchronously for up to seconds; on a worker thread it leaves this
 * thread free to draw a spinner and to hear Ctrl-C. `stop` ends any decision under way.
 */
export interface BotRunner {
  choose(ask: BotAsk): Promise<BotChoice>;
  stop(): Promise<void>;
}

/** Bots on this thread: tests, and registries a worker cannot load. */
export function inlineBots(sitters: readonly Sitter[]): BotRunner {
  return {
    choose: async ({ seat, view, legal, rng }) => {
      const sitter = sitters[seat];
      if (sitter?.kind !== 'bot') throw new Error(`No bot at seat ${seat}.`);
      // Let the screen draw its spinner once before the thread is busy.
      await new Promise((resolve) => setImmediate(resolve));
      const r = Rng.from(rng);
      return { action: sitter.bot.choose({ view, seat, legal, rng: r }), rng: r.state() };
    },
    stop: async () => {},
  };
}

export interface BotWorkerSetup {
  readonly registryModule: string;
  readonly gameId: string;
  /** One bot spec per seat; null where no bot sits. */
  readonly specs: readonly (string | null)[];
}
export type ToBotWorker = BotAsk;
export type FromBotWorker = { readonly ok: true; readonly action: Action; readonly rng: RngState } | { readonly ok: false; readonly message: string };

const WORKER = new URL('./bot-worker.js', import.meta.url);

/** Bots on a worker thread when the registry can be loaded there and the compiled worker exists; else inline. */
export function botRunner(registry: Registry, game: AnyGame, sitters: readonly Sitter[]): BotRunner {
  const specs = sitters.map((x) => (x.kind === 'bot' ? x.spec : null));
  if (registry.module === undefined || !existsSync(fileURLToPath(WORKER)) || specs.every((s) => s === null)) return inlineBots(sitters);
  const setup: BotWorkerSetup = { registryModule: registry.module, gameId: game.info.id, specs };
  let worker: Worker | null = null;
  const start = (): Worker => {
    worker ??= new Worker(WORKER, { workerData: setup });
    worker.unref();
    return worker;
  };
  return {
    choose: ({ seat, view, legal, rng }) =>
      new Promise((resolve, reject) => {
        const w = start();
        const onMessage = (m: FromBotWorker) => {
          w.off('error', onError);
          if (!m.ok) return reject(new Error(m.message));
          resolve({ action: m.action, rng: m.rng });
        };
        const onError = (e: Error) => {
          w.off('message', onMessage);
          worker = null;
          reject(e);
        };
        w.once('message', onMessage);
        w.once('error', onError);
        w.postMessage({ seat, view, legal, rng } satisfies ToBotWorker);
      }),
    stop: async () => {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}
