import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { Action } from '@docket/engine';
import type { BotLevel, ChatChannel, ClockConfig, MatchStatus, SeatKind } from '@docket/protocol';
import { compiledModule, workerExecArgv } from '../threads.js';
import { MIGRATIONS } from './migrations.js';
import { configure, type FromWriter, type SqliteWrite, type SqliteWriteResult, type ToWriter } from './sqlite-writes.js';
import {
  SeqConflict,
  type Store,
  type StoredAction,
  type StoredChatLine,
  type StoredClock,
  type StoredMatch,
  type StoredSeat,
} from './store.js';

/**
 * How hard a commit is pushed to disk. WAL with `normal` is durable across a process's death (SIGKILL
 * included: the WAL frame is written to the OS before the commit returns) and loses at most the last commits
 * on power loss; `full` also fsyncs every commit, which group commit keeps affordable.
 */
export type Durability = 'normal' | 'full';

interface MatchRow {
  id: string; game: string; version: string; players: number; options: string; seed: string; status: MatchStatus;
  host_token_hash: string; visibility: 'public' | 'invite'; spectators: number; clock: string; stand_in: BotLevel;
  created: number; started: number | null;
}
interface SeatRow {
  match: string; seat: number; kind: SeatKind; level: BotLevel | null; name: string | null;
  token_hash: string | null; player_key_hash: string | null;
}
interface ActionRow { seq: number; seat: number; action: string; at: number; client_id: string }
interface ChatRow { channel: ChatChannel; seat: number | null; name: string; text: string; at: number }
interface ClockRow { seat: number; bank_ms: number; deadline: number | null; out: number }

interface Waiting {
  readonly write: SqliteWrite;
  readonly resolve: (changes: number) => void;
  readonly reject: (e: Error) => void;
}

/** A write refused because its key was taken (the (match, seq) of an action). */
class ConflictError extends Error {}

/** One of the store's threads, from the compiled module (threads.ts). */
function thread(name: 'sqlite-writer' | 'sqlite-checkpointer', workerData: unknown): Worker {
  return new Worker(compiledModule(import.meta.url, 'store', `${name}.js`), { workerData, execArgv: workerExecArgv() });
}

/** How often the checkpointer copies the WAL back into the database file. */
const CHECKPOINT_EVERY_MS = 100;

const toMatch = (r: MatchRow): StoredMatch => ({
  id: r.id, game: r.game, version: r.version, players: r.players, options: JSON.parse(r.options) as unknown,
  seed: r.seed, status: r.status, hostTokenHash: r.host_token_hash, visibility: r.visibility,
  spectators: r.spectators === 1, clock: JSON.parse(r.clock) as ClockConfig, standIn: r.stand_in,
  created: r.created, started: r.started,
});
const toSeat = (r: SeatRow): StoredSeat => ({
  match: r.match, seat: r.seat, kind: r.kind, level: r.level, name: r.name, tokenHash: r.token_hash,
  playerKeyHash: r.player_key_hash,
});

/**
 * The embedded store: one SQLite file in WAL mode. Reads run here, on prepared statements of this thread's
 * connection; every write goes to the writer thread (sqlite-writer.ts), in groups of one turn of the event loop,
 * committed together and answered after the commit; a third thread checkpoints (sqlite-checkpointer.ts).
 */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private readonly writer: Worker;
  private readonly checkpointer: Worker;
  /** Writes not yet posted: they leave together at the end of this turn, or when the group in flight is answered. */
  private outbox: Waiting[] = [];
  /** The group posted and not yet answered. */
  private inFlight: { readonly id: number; readonly group: readonly Waiting[] } | null = null;
  /** Called when no group is in flight any more (close waits for it). */
  private readonly drained: (() => void)[] = [];
  private nextGroup = 1;
  private postScheduled = false;
  /**
   * Clocks written and not yet committed, by match: a read answers them, and they ride with the next group, so
   * a move costs one commit.
   */
  private unconfirmedClocks = new Map<string, readonly StoredClock[]>();
  private clocksToSend = new Set<string>();
  private broken: Error | null = null;
  private readonly writerClosed: Promise<void>;
  private readonly checkpointerClosed: Promise<void>;
  private readonly st;

  constructor(file: string, durability: Durability = 'normal') {
    this.db = new Database(file);
    configure(this.db, durability);
    this.migrate();
    this.writer = thread('sqlite-writer', { file, durability });
    // Idle, the writer keeps nobody alive; with writes in flight it does (see post()).
    this.writer.unref();
    this.writer.on('message', (m: FromWriter) => this.answered(m));
    this.writer.on('error', (e) => this.fail(e));
    this.writerClosed = new Promise((r) =>
      this.writer.once('exit', () => {
        this.fail(new Error('The SQLite writer thread stopped.'));
        r();
      }),
    );
    this.checkpointer = thread('sqlite-checkpointer', { file, durability, everyMs: CHECKPOINT_EVERY_MS });
    this.checkpointer.unref();
    // Without checkpoints the WAL only grows; writes go on, so a lost checkpointer is no reason to refuse them.
    this.checkpointer.on('error', () => {});
    this.checkpointerClosed = new Promise((r) => this.checkpointer.once('exit', () => r()));
    const db = this.db;
    this.st = {
      match: db.prepare('SELECT * FROM matches WHERE id = ?'),
      seats: db.prepare('SELECT * FROM seats WHERE match = ? ORDER BY seat'),
      seatsOfPlayer: db.prepare(`SELECT s.* FROM seats s JOIN matches m ON m.id = s.match
        WHERE s.player_key_hash = ? ORDER BY m.created DESC`),
      actions: db.prepare('SELECT seq, seat, action, at, client_id FROM actions WHERE match = ? AND seq > ? ORDER BY seq'),
      seq: db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM actions WHERE match = ?'),
      chat: db.prepare('SELECT channel, seat, name, text, at FROM chat WHERE match = ? ORDER BY id'),
      clocks: db.prepare('SELECT seat, bank_ms, deadline, out FROM clocks WHERE match = ? ORDER BY seat'),
    };
  }

  /** The schema versions found at open and left by it. */
  migrated = { from: 0, to: 0 };

  private migrate(): void {
    const current = this.db.pragma('user_version', { simple: true }) as number;
    this.migrated = { from: current, to: Math.max(current, MIGRATIONS.length) };
    if (current > MIGRATIONS.length) {
      throw new Error(`The database's schema is version ${current}, newer than this server's ${MIGRATIONS.length}.`);
    }
    for (let v = current; v < MIGRATIONS.length; v++) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[v] as string);
        this.db.pragma(`user_version = ${v + 1}`);
      })();
    }
  }

  /** Queues a write for the writer thread; resolves with the rows it changed once its group has committed. */
  private write(write: SqliteWrite): Promise<number> {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      this.outbox.push({ write, resolve, reject });
      this.schedulePost();
    });
  }

  private schedulePost(): void {
    if (this.postScheduled) return;
    this.postScheduled = true;
    setImmediate(() => this.post());
  }

  /**
   * Posts the writes queued since the last group as one group, the clocks written meanwhile first. One group is in
   * flight at a time: what comes while it commits waits for its answer and goes as the next group, so the writer
   * is woken once per commit, not once per turn of this thread (on two cores, every wake-up is a thread the
   * others wait behind).
   */
  private post(): void {
    this.postScheduled = false;
    if (this.inFlight) return;
    const clocks = [...this.clocksToSend].map((match): Waiting => {
      const written = this.unconfirmedClocks.get(match) ?? [];
      const rows = written.map((c, seat) => [match, seat, Math.round(c.bankMs), c.deadline, c.out ? 1 : 0]);
      // Once committed, reads go back to the table, unless newer clocks were written meanwhile.
      const resolve = () => void (this.unconfirmedClocks.get(match) === written && this.unconfirmedClocks.delete(match));
      return { write: { op: 'clocks', match, rows }, resolve, reject: () => {} };
    });
    this.clocksToSend.clear();
    const group = [...clocks, ...this.outbox];
    this.outbox = [];
    if (group.length === 0) return;
    if (this.broken) {
      for (const w of group) w.reject(this.broken);
      return;
    }
    const id = this.nextGroup++;
    this.writer.ref();
    this.inFlight = { id, group };
    this.writer.postMessage({ id, writes: group.map((w) => w.write) } satisfies ToWriter);
  }

  private answered(m: FromWriter): void {
    if ('closed' in m || this.inFlight?.id !== m.id) return;
    const { group } = this.inFlight;
    this.inFlight = null;
    if ('failed' in m) {
      for (const w of group) w.reject(new Error(m.failed));
    } else {
      group.forEach((w, i) => {
        const r = m.results[i] as SqliteWriteResult;
        if ('changes' in r) w.resolve(r.changes);
        else w.reject(r.conflict ? new ConflictError(r.error) : new Error(r.error));
      });
    }
    this.post();
    if (!this.inFlight) {
      this.writer.unref();
      for (const settle of this.drained.splice(0)) settle();
    }
  }

  /** The writer is gone: every write waiting, and every later one, fails. */
  private fail(e: Error): void {
    this.broken ??= e;
    for (const w of [...(this.inFlight?.group ?? []), ...this.outbox.splice(0)]) w.reject(e);
    this.inFlight = null;
    for (const settle of this.drained.splice(0)) settle();
  }

  createMatch(m: StoredMatch, seats: readonly StoredSeat[]): Promise<void> {
    const match = {
      id: m.id, game: m.game, version: m.version, players: m.players, options: JSON.stringify(m.options ?? {}),
      seed: m.seed, status: m.status, host_token_hash: m.hostTokenHash, visibility: m.visibility,
      spectators: m.spectators ? 1 : 0, clock: JSON.stringify(m.clock), stand_in: m.standIn, created: m.created,
      started: m.started,
    };
    return this.write({ op: 'createMatch', match, seats: seats.map(seatParams) }).then(() => undefined);
  }

  /** Answers a synchronous read as a settled promise (the interface is asynchronous for PostgreSQL). */
  private sync<T>(f: () => T): Promise<T> {
    try {
      return Promise.resolve(f());
    } catch (e) {
      return Promise.reject(e as Error);
    }
  }

  private matchNow(id: string): StoredMatch | null {
    const row = this.st.match.get(id) as MatchRow | undefined;
    return row ? toMatch(row) : null;
  }

  match(id: string): Promise<StoredMatch | null> {
    return this.sync(() => this.matchNow(id));
  }

  seats(match: string): Promise<StoredSeat[]> {
    return this.sync(() => (this.st.seats.all(match) as SeatRow[]).map(toSeat));
  }

  matchesByStatus(statuses: readonly MatchStatus[], limit = 1_000_000): Promise<StoredMatch[]> {
    const marks = statuses.map(() => '?').join(', ');
    return this.sync(() =>
      (this.db.prepare(`SELECT * FROM matches WHERE status IN (${marks}) ORDER BY created DESC LIMIT ?`).all(...statuses, limit) as MatchRow[]).map(toMatch),
    );
  }

  seatsOfPlayer(playerKeyHash: string): Promise<{ match: StoredMatch; seat: StoredSeat }[]> {
    return this.sync(() =>
      (this.st.seatsOfPlayer.all(playerKeyHash) as SeatRow[]).flatMap((r) => {
        const match = this.matchNow(r.match);
        return match ? [{ match, seat: toSeat(r) }] : [];
      }),
    );
  }

  updateSeat(seat: StoredSeat): Promise<void> {
    return this.write({ op: 'updateSeat', seat: seatParams(seat) }).then(() => undefined);
  }

  async claimSeat(seat: StoredSeat, maxActive?: number): Promise<boolean> {
    return (await this.write({ op: 'claimSeat', seat: { ...seatParams(seat), max_active: maxActive ?? null } })) === 1;
  }

  async setStatus(match: string, status: MatchStatus, started?: number, from?: MatchStatus): Promise<boolean> {
    return (await this.write({ op: 'setStatus', args: [status, started ?? null, match, from ?? null, from ?? null] })) === 1;
  }

  appendAction(match: string, action: StoredAction): Promise<void> {
    const a = action;
    const args = [match, a.seq, a.seat, JSON.stringify(a.action), Math.round(a.at), a.clientId];
    return this.write({ op: 'append', args }).then(
      () => undefined,
      (e: Error) => {
        throw e instanceof ConflictError ? new SeqConflict(match, a.seq) : e;
      },
    );
  }

  actions(match: string, afterSeq = 0): Promise<StoredAction[]> {
    return this.sync(() =>
      (this.st.actions.all(match, afterSeq) as ActionRow[]).map((r) => ({
        seq: r.seq, seat: r.seat, action: JSON.parse(r.action) as Action, at: r.at, clientId: r.client_id,
      })),
    );
  }

  seq(match: string): Promise<number> {
    return this.sync(() => (this.st.seq.get(match) as { seq: number }).seq);
  }

  async actionsAfter(wanted: readonly { match: string; after: number }[]): Promise<Map<string, StoredAction[]>> {
    const out = new Map<string, StoredAction[]>();
    for (const w of wanted) out.set(w.match, await this.actions(w.match, w.after));
    return out;
  }

  seqs(matches: readonly string[]): Promise<Map<string, number>> {
    return this.sync(() => new Map(matches.map((m) => [m, (this.st.seq.get(m) as { seq: number }).seq])));
  }

  appendChat(match: string, l: StoredChatLine): Promise<void> {
    return this.write({ op: 'chat', args: [match, l.channel, l.seat, l.name, l.text, l.at] }).then(() => undefined);
  }

  chat(match: string): Promise<StoredChatLine[]> {
    return this.sync(() => this.st.chat.all(match) as ChatRow[]);
  }

  /** Written with the next group (within this turn of the event loop), so a move costs one commit. */
  setClocks(match: string, clocks: readonly StoredClock[]): void {
    this.unconfirmedClocks.set(match, clocks.map((c) => ({ ...c })));
    this.clocksToSend.add(match);
    this.schedulePost();
  }

  clocks(match: string): Promise<StoredClock[]> {
    const written = this.unconfirmedClocks.get(match);
    if (written) return Promise.resolve(written.map((c) => ({ ...c })));
    return this.sync(() => (this.st.clocks.all(match) as ClockRow[]).map((r) => ({ bankMs: r.bank_ms, deadline: r.deadline, out: r.out === 1 })));
  }

  /** Commits what is pending, stops the writer and the checkpointer, then closes. */
  async close(): Promise<void> {
    if (!this.broken) {
      this.post();
      if (this.inFlight) await new Promise<void>((r) => this.drained.push(r));
      this.writer.ref();
      this.writer.postMessage({ close: true } satisfies ToWriter);
    }
    // Until both have exited they keep the process alive: a close awaited at the top of a module must not find the
    // event loop empty.
    this.checkpointer.ref();
    this.checkpointer.postMessage('close');
    await Promise.all([this.writerClosed, this.checkpointerClosed]);
    if (this.db.open) this.db.close();
  }
}

function seatParams(s: StoredSeat): Record<string, unknown> {
  return {
    match: s.match, seat: s.seat, kind: s.kind, level: s.level, name: s.name, token_hash: s.tokenHash,
    player_key_hash: s.playerKeyHash,
  };
}
