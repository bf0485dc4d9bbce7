import Database from 'better-sqlite3';
import type { Action } from '@docket/engine';
import type { BotLevel, ChatChannel, ClockConfig, MatchStatus, SeatKind } from '@docket/protocol';
import { MIGRATIONS } from './migrations.js';
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

interface PendingAppend {
  readonly match: string;
  readonly action: StoredAction;
  readonly resolve: () => void;
  readonly reject: (e: Error) => void;
}

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

/** The embedded store: one SQLite file in WAL mode, prepared statements, appends committed in groups. */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  private pending: PendingAppend[] = [];
  /** Clocks written since the last commit: they ride in the same transaction as the actions that moved them. */
  private pendingClocks = new Map<string, readonly StoredClock[]>();
  private flushScheduled = false;
  private readonly st;

  constructor(file: string, durability: Durability = 'normal') {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${durability === 'full' ? 'FULL' : 'NORMAL'}`);
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.migrate();
    const db = this.db;
    this.st = {
      insertMatch: db.prepare(`INSERT INTO matches VALUES (@id, @game, @version, @players, @options, @seed, @status,
        @host_token_hash, @visibility, @spectators, @clock, @stand_in, @created, @started)`),
      insertSeat: db.prepare(`INSERT INTO seats VALUES (@match, @seat, @kind, @level, @name, @token_hash, @player_key_hash)`),
      updateSeat: db.prepare(`UPDATE seats SET kind = @kind, level = @level, name = @name, token_hash = @token_hash,
        player_key_hash = @player_key_hash WHERE match = @match AND seat = @seat`),
      match: db.prepare('SELECT * FROM matches WHERE id = ?'),
      seats: db.prepare('SELECT * FROM seats WHERE match = ? ORDER BY seat'),
      seatsOfPlayer: db.prepare(`SELECT s.* FROM seats s JOIN matches m ON m.id = s.match
        WHERE s.player_key_hash = ? ORDER BY m.created DESC`),
      claimSeat: db.prepare(`UPDATE seats SET name = @name, token_hash = @token_hash, player_key_hash = @player_key_hash
        WHERE match = @match AND seat = @seat AND kind = 'person' AND token_hash IS NULL
        AND (@max_active IS NULL OR @player_key_hash IS NULL OR (SELECT COUNT(*) FROM seats s JOIN matches m ON m.id = s.match
          WHERE s.player_key_hash = @player_key_hash AND m.status IN ('open', 'live')) < @max_active)`),
      setStatus: db.prepare('UPDATE matches SET status = ?, started = COALESCE(?, started) WHERE id = ? AND (? IS NULL OR status = ?)'),
      insertAction: db.prepare('INSERT INTO actions VALUES (?, ?, ?, ?, ?, ?)'),
      actions: db.prepare('SELECT seq, seat, action, at, client_id FROM actions WHERE match = ? AND seq > ? ORDER BY seq'),
      seq: db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM actions WHERE match = ?'),
      insertChat: db.prepare('INSERT INTO chat (match, channel, seat, name, text, at) VALUES (?, ?, ?, ?, ?, ?)'),
      chat: db.prepare('SELECT channel, seat, name, text, at FROM chat WHERE match = ? ORDER BY id'),
      deleteClocks: db.prepare('DELETE FROM clocks WHERE match = ?'),
      insertClock: db.prepare('INSERT INTO clocks VALUES (?, ?, ?, ?, ?)'),
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

  createMatch(m: StoredMatch, seats: readonly StoredSeat[]): Promise<void> {
    return this.sync(() => this.db.transaction(() => {
      this.st.insertMatch.run({
        id: m.id, game: m.game, version: m.version, players: m.players, options: JSON.stringify(m.options ?? {}),
        seed: m.seed, status: m.status, host_token_hash: m.hostTokenHash, visibility: m.visibility,
        spectators: m.spectators ? 1 : 0, clock: JSON.stringify(m.clock), stand_in: m.standIn, created: m.created,
        started: m.started,
      });
      for (const s of seats) this.st.insertSeat.run(seatParams(s));
    })());
  }

  /** Answers a synchronous read or write as a settled promise (the interface is asynchronous for PostgreSQL). */
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
    return this.sync(() => void this.st.updateSeat.run(seatParams(seat)));
  }

  claimSeat(seat: StoredSeat, maxActive?: number): Promise<boolean> {
    // One statement: SQLite runs it under its single write lock, so the count and the claim cannot be split.
    return this.sync(() => this.st.claimSeat.run({ ...seatParams(seat), max_active: maxActive ?? null }).changes === 1);
  }

  setStatus(match: string, status: MatchStatus, started?: number, from?: MatchStatus): Promise<boolean> {
    return this.sync(() => this.st.setStatus.run(status, started ?? null, match, from ?? null, from ?? null).changes === 1);
  }

  appendAction(match: string, action: StoredAction): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ match, action, resolve, reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => this.flush());
  }

  /** Group commit: every append of this turn of the event loop in one transaction, answered after it commits. */
  private flush(): void {
    this.flushScheduled = false;
    const batch = this.pending;
    const clocks = this.pendingClocks;
    this.pending = [];
    this.pendingClocks = new Map();
    if (batch.length === 0 && clocks.size === 0) return;
    const failed = new Map<PendingAppend, Error>();
    try {
      this.db.transaction(() => {
        for (const [match, seats] of clocks) {
          this.st.deleteClocks.run(match);
          seats.forEach((c, seat) => this.st.insertClock.run(match, seat, Math.round(c.bankMs), c.deadline, c.out ? 1 : 0));
        }
        for (const p of batch) {
          const a = p.action;
          try {
            // A constraint failure rolls back this statement only; the rest of the group commits.
            this.st.insertAction.run(p.match, a.seq, a.seat, JSON.stringify(a.action), Math.round(a.at), a.clientId);
          } catch (e) {
            const conflict = (e as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
            failed.set(p, conflict ? new SeqConflict(p.match, a.seq) : (e as Error));
          }
        }
      })();
    } catch (e) {
      for (const p of batch) p.reject(e as Error);
      return;
    }
    for (const p of batch) {
      const e = failed.get(p);
      if (e) p.reject(e);
      else p.resolve();
    }
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
    return this.sync(() => void this.st.insertChat.run(match, l.channel, l.seat, l.name, l.text, l.at));
  }

  chat(match: string): Promise<StoredChatLine[]> {
    return this.sync(() => this.st.chat.all(match) as ChatRow[]);
  }

  /** Written with the next group commit (within this turn of the event loop), so a move costs one commit. */
  setClocks(match: string, clocks: readonly StoredClock[]): void {
    this.pendingClocks.set(match, clocks.map((c) => ({ ...c })));
    this.scheduleFlush();
  }

  clocks(match: string): Promise<StoredClock[]> {
    const pending = this.pendingClocks.get(match);
    if (pending) return Promise.resolve(pending.map((c) => ({ ...c })));
    return this.sync(() => (this.st.clocks.all(match) as ClockRow[]).map((r) => ({ bankMs: r.bank_ms, deadline: r.deadline, out: r.out === 1 })));
  }

  close(): Promise<void> {
    this.flush();
    if (this.db.open) this.db.close();
    return Promise.resolve();
  }
}

function seatParams(s: StoredSeat): Record<string, unknown> {
  return {
    match: s.match, seat: s.seat, kind: s.kind, level: s.level, name: s.name, token_hash: s.tokenHash,
    player_key_hash: s.playerKeyHash,
  };
}
