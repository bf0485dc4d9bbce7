import { randomBytes, randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Action, Seat } from '@docket/engine';
import type { FromWorker, ToWorker, WorkerSetup } from './messages.js';
import { budgeted } from './registry.js';
import { compiledModule, workerExecArgv } from '../threads.js';

/** One bot decision: the seat's view and legal actions only. The state never reaches a bot. */
export interface DecideRequest<A extends Action = Action> {
  readonly gameId: string;
  readonly seat: Seat;
  readonly view: unknown;
  readonly legal: readonly A[];
  /** The level: random, greedy, mcts, mcts:N, mcts:2s, mcts:250ms, or a game's own bot (trial). */
  readonly spec: string;
  /** Thinking time allowed: replaces an mcts spec's budget with this many milliseconds. */
  readonly budgetMs?: number;
  /** The answer comes no sooner than this after the ask, so timing never tells how many choices the seat had. */
  readonly paceMs?: number;
  /** The bot's generator seed (default: 128 bits from node:crypto); never derived from the match's seed. */
  readonly seed?: string;
}

/** What the pool reports, for logs and metrics. */
export type PoolEvent =
  | { readonly kind: 'decided'; readonly gameId: string; readonly spec: string; readonly thinkMs: number }
  | { readonly kind: 'crashed'; readonly error: string; readonly attempt: number }
  | { readonly kind: 'fallback'; readonly gameId: string; readonly spec: string; readonly error: string };

export interface BotPoolOptions {
  /** Worker threads (default: one per core minus one, at least one). */
  readonly size?: number;
  /** URL of a module exporting `botRegistry` (default: this package's games and bots). */
  readonly registryModule?: string;
  /** Tries per decision before the pool plays a uniformly random legal action (default 3). */
  readonly attempts?: number;
  /** A decision that takes its budget plus this long is a hung worker: it is replaced (default 30 s). */
  readonly graceMs?: number;
  readonly onEvent?: (e: PoolEvent) => void;
}

interface Job {
  readonly message: ToWorker;
  readonly limitMs: number;
  attempt: number;
  readonly resolve: (index: number) => void;
}

interface Slot {
  readonly worker: Worker;
  /** Resolves once the worker has loaded its games, or has died trying. */
  readonly loaded: Promise<void>;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/** The pool's worker module, compiled (threads.ts). */
export function defaultWorkerUrl(): URL {
  return compiledModule(import.meta.url, 'bots', 'worker.js');
}

export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * Bot seats' decisions, made off the event loop on a small pool of worker threads: a thinking bot never
 * slows another match. A worker that crashes or hangs is replaced and the decision retried; after
 * `attempts` failures the seat plays a random legal action, so a match never stalls on a broken bot.
 */
export class BotPool {
  readonly size: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly workerUrl = defaultWorkerUrl();
  private readonly setup: WorkerSetup;
  private readonly attempts: number;
  private readonly graceMs: number;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: BotPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? defaultPoolSize());
    this.setup = { registryModule: options.registryModule ?? new URL('./registry.js', this.workerUrl).href };
    this.attempts = Math.max(1, options.attempts ?? 3);
    this.graceMs = options.graceMs ?? 30_000;
    // Every worker starts now: loading the games takes a second, which no decision should wait for.
    for (let i = 0; i < this.size; i++) this.spawn();
  }

  /** Resolves when every worker has loaded its games (or died trying): for start-up and tests. */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.loaded));
  }

  /** Decisions waiting for a worker, and decisions being thought. */
  get load(): { readonly queued: number; readonly thinking: number } {
    return { queued: this.queue.length, thinking: this.slots.filter((s) => s.job !== null).length };
  }

  /** The action the bot plays: always one of `legal` (the same object). */
  async decide<A extends Action>(r: DecideRequest<A>): Promise<A> {
    if (this.closed) throw new Error('The bot pool is closed.');
    if (r.legal.length === 0) throw new Error(`Seat ${r.seat} has no legal action to play.`);
    const asked = performance.now();
    const spec = budgeted(r.spec, r.budgetMs);
    const index =
      r.legal.length === 1
        ? 0
        : await new Promise<number>((resolve) => {
            const message: ToWorker = { id: this.nextId++, gameId: r.gameId, seat: r.seat, view: r.view, legal: r.legal, spec, seed: r.seed ?? randomBytes(16).toString('hex') };
            this.queue.push({ message, limitMs: (r.budgetMs ?? 0) + this.graceMs, attempt: 1, resolve });
            this.dispatch();
          });
    const wait = (r.paceMs ?? 0) - (performance.now() - asked);
    if (wait > 0) await new Promise((res) => setTimeout(res, wait));
    return r.legal[index] as A;
  }

  /** Stops every worker; decisions still waiting are answered with a random legal action. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.resolve(randomInt(job.message.legal.length));
    const slots = this.slots.splice(0);
    for (const s of slots) {
      if (s.timer) clearTimeout(s.timer);
      if (s.job) s.job.resolve(randomInt(s.job.message.legal.length));
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot) {
        if (this.slots.length >= this.size) return;
        slot = this.spawn();
      }
      this.run(slot, this.queue.shift() as Job);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(this.workerUrl, { workerData: this.setup, execArgv: workerExecArgv() });
    const loaded = new Promise<void>((resolve) => {
      worker.on('message', (m: FromWorker) => m.ready && resolve());
      worker.once('exit', () => resolve());
    });
    const slot: Slot = { worker, loaded, job: null, timer: null };
    this.slots.push(slot);
    worker.on('message', (m: FromWorker) => this.answered(slot, m));
    slot.worker.on('error', (e) => this.failed(slot, e.message));
    slot.worker.on('exit', (code) => this.failed(slot, `The bot worker stopped with code ${code}.`));
    return slot;
  }

  private run(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.postMessage(job.message);
    // The watch starts when the worker has loaded: a cold start is not a hang.
    void slot.loaded.then(() => {
      if (slot.job !== job || !this.slots.includes(slot)) return;
      slot.timer = setTimeout(() => this.failed(slot, `A decision took more than ${job.limitMs} ms.`), job.limitMs);
    });
  }

  private answered(slot: Slot, m: FromWorker): void {
    const job = slot.job;
    if (m.ready || !job || job.message.id !== m.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    if (m.ok) {
      this.options.onEvent?.({ kind: 'decided', gameId: job.message.gameId, spec: job.message.spec, thinkMs: m.ms });
      job.resolve(m.index);
    } else {
      // The bot itself failed (not the thread): the same view would fail again, so play at random now.
      this.fallback(job, m.error);
    }
    this.dispatch();
  }

  /** A worker crashed, stopped or hung: drop it, retry its decision on a fresh one. */
  private failed(slot: Slot, error: string): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    if (slot.timer) clearTimeout(slot.timer);
    void slot.worker.terminate();
    const job = slot.job;
    if (job) {
      this.options.onEvent?.({ kind: 'crashed', error, attempt: job.attempt });
      if (job.attempt >= this.attempts) this.fallback(job, error);
      else {
        job.attempt++;
        this.queue.unshift(job);
      }
    }
    this.dispatch();
  }

  private fallback(job: Job, error: string): void {
    this.options.onEvent?.({ kind: 'fallback', gameId: job.message.gameId, spec: job.message.spec, error });
    job.resolve(randomInt(job.message.legal.length));
  }
}
