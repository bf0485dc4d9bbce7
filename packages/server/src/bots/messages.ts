import type { Action, Seat } from '@docket/engine';

/** One decision asked of a worker: everything is the seat's own (its view, its legal actions), never state. */
export interface ToWorker {
  readonly id: number;
  readonly gameId: string;
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly Action[];
  readonly spec: string;
  /** The bot's own generator seed, drawn by the pool from a cryptographic source (never the match's). */
  readonly seed: string;
}

export type FromWorker =
  | { readonly id: 0; readonly ready: true }
  | { readonly id: number; readonly ready?: undefined; readonly ok: true; readonly index: number; readonly ms: number }
  | { readonly id: number; readonly ready?: undefined; readonly ok: false; readonly error: string };

/** What a worker is started with. */
export interface WorkerSetup {
  /** URL of a module exporting `botRegistry` (a BotRegistry). */
  readonly registryModule: string;
}
