import { Worker } from 'node:worker_threads';
import { CliError } from '../errors.js';
import type { Registry } from '../lookup.js';
import type { GameResult, SimulationSpec } from './slice.js';

/** What a worker is started with: plain JSON, so it crosses the thread boundary as is. */
export interface WorkerSetup {
  readonly registryModule: string;
  readonly spec: SimulationSpec;
}

export type ToWorker = { readonly kind: 'run'; readonly indexes: readonly number[] } | { readonly kind: 'stop' };
export type FromWorker = { readonly kind: 'done'; readonly results: readonly GameResult[]; readonly ms: number };

/** A batch should take about this long: long enough that messages cost nothing, short enough to share the tail. */
const TARGET_BATCH_MS = 50;
const MAX_BATCH = 256;

/**
 * How many games the next batch holds. The first is one game; then as many as fill the target time at
 * the worker's recent pace, but never more than half a fair share of what is left, so workers finish
 * together.
 */
export function batchSize(msPerGame: number | null, remaining: number, workers: number): number {
  const byPace = msPerGame === null ? 1 : Math.floor(TARGET_BATCH_MS / Math.max(msPerGame, 1e-3));
  const byTail = Math.ceil(remaining / (2 * workers));
  return Math.max(1, Math.min(byPace, byTail, MAX_BATCH));
}

/**
 * Plays the games with the given indexes on `workers` worker threads, handing out small batches as
 * workers free up. Each result depends only on the spec and its index, so the results, returned in
 * the order of `indexes`, are the same for any number of workers.
 */
export async function runPool(
  registry: Registry,
  spec: SimulationSpec,
  indexes: readonly number[],
  workers: number,
  onResult?: (r: GameResult) => void,
): Promise<GameResult[]> {
  if (registry.module === undefined) throw new CliError('This registry cannot be loaded by worker threads: use --workers 1.');
  const setup: WorkerSetup = { registryModule: registry.module, spec };
  const url = new URL('./worker.js', import.meta.url);
  const games = indexes.length;
  // By position in `indexes`, not by game index, so a resumed run's games need not start at 0.
  const results = new Array<GameResult | undefined>(games);
  const position = new Map(indexes.map((index, i) => [index, i]));
  let next = 0;
  const threads = Array.from({ length: Math.min(workers, games) }, () => new Worker(url, { workerData: setup }));

  const runOne = (worker: Worker): Promise<void> =>
    new Promise((resolve, reject) => {
      // Milliseconds per game, averaged over recent batches only: the first games run cold (module
      // loading, JIT), and a pace that remembered them would keep batches small for the whole run.
      let pace: number | null = null;
      const send = () => {
        if (next >= games) {
          worker.postMessage({ kind: 'stop' } satisfies ToWorker);
          return;
        }
        const size = batchSize(pace, games - next, threads.length);
        const batch = indexes.slice(next, next + size);
        next += batch.length;
        worker.postMessage({ kind: 'run', indexes: batch } satisfies ToWorker);
      };
      worker.on('message', (m: FromWorker) => {
        const recent = m.ms / Math.max(1, m.results.length);
        pace = pace === null ? recent : (pace + recent) / 2;
        for (const r of m.results) {
          results[position.get(r.index) as number] = r;
          onResult?.(r);
        }
        send();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`A simulation worker stopped with code ${code}.`))));
      send();
    });

  try {
    await Promise.all(threads.map(runOne));
  } finally {
    await Promise.all(threads.map((t) => t.terminate()));
  }
  const missing = results.findIndex((r) => r === undefined);
  if (missing >= 0) throw new Error(`Game ${indexes[missing]} was never played.`);
  return results as GameResult[];
}
