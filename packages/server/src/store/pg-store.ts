import pg from 'pg';
import type { Action } from '@docket/engine';
import type { BotLevel, ChatChannel, ClockConfig, MatchStatus, SeatKind } from '@docket/protocol';
import { PG_MIGRATIONS } from './pg-migrations.js';
import { SeqConflict, type Store, type StoredAction, type StoredChatLine, type StoredClock, type StoredMatch, type StoredSeat } from './store.js';

export interface PgStoreOptions {
  /** postgres://user@host:port/database */
  readonly url: string;
  /** A schema to live in (created if missing): tests give each run its own. Default: the connection's. */
  readonly schema?: string;
  readonly poolSize?: number;
  /** Apply pending migrations at open (default true); false refuses to open an outdated schema. */
  readonly migrate?: boolean;
}

interface MatchRow {
  id: string; game: string; version: string; players: number; options: string; seed: string; status: MatchStatus;
  host_token_hash: string; visibility: 'public' | 'invite'; spectators: boolean; clock: string; stand_in: BotLevel;
  created: number; started: number | null;
}
interface SeatRow {
  match: string; seat: number; kind: SeatKind; level: BotLevel | null; name: string | null;
  token_hash: string | null; player_key_hash: string | null;
}
interface Pending { readonly match: string; readonly action: StoredAction; readonly resolve: () => void; readonly reject: (e: Error) => void }

/** BIGINT columns hold epoch milliseconds, well inside a double: read them as numbers. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

const toMatch = (r: MatchRow): StoredMatch => ({
  id: r.id, game: r.game, version: r.version, players: r.players, options: JSON.parse(r.options) as unknown,
  seed: r.seed, status: r.status, hostTokenHash: r.host_token_hash, visibility: r.visibility,
  spectators: r.spectators, clock: JSON.parse(r.clock) as ClockConfig, standIn: r.stand_in,
  created: r.created, started: r.started,
});
const toSeat = (r: SeatRow): StoredSeat => ({
  match: r.match, seat: r.seat, kind: r.kind, level: r.level, name: r.name, tokenHash: r.token_hash, playerKeyHash: r.player_key_hash,
});
const seatValues = (s: StoredSeat): unknown[] => [s.match, s.seat, s.kind, s.level, s.name, s.tokenHash, s.playerKeyHash];
const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * The store for several nodes: PostgreSQL through a connection pool. Appends are committed in groups: while
 * one group commits, the next gathers, and each group is one transaction (clocks, then every action in one
 * INSERT … ON CONFLICT DO NOTHING), so the (match, seq) key settles races between nodes row by row.
 */
export class PgStore implements Store {
  private readonly pool: pg.Pool;
  private pending: Pending[] = [];
  private pendingClocks = new Map<string, readonly StoredClock[]>();
  private flushing: Promise<void> | null = null;

  private constructor(private readonly o: PgStoreOptions) {
    this.pool = new pg.Pool({
      connectionString: o.url,
      max: o.poolSize ?? 8,
      types,
      connectionTimeoutMillis: 3_000,
      // The schema is set by the connection's startup options, so every pooled connection lives in it.
      ...(o.schema === undefined ? {} : { options: `-c search_path=${ident(o.schema)}` }),
    });
    // An idle client's lost connection (the database restarting) must not crash the process.
    this.pool.on('error', () => undefined);
  }

  /** Opens the pool, creates the schema if asked, and applies pending migrations. */
  static async open(o: PgStoreOptions): Promise<PgStore> {
    const store = new PgStore(o);
    try {
      if (o.schema !== undefined) await store.pool.query(`CREATE SCHEMA IF NOT EXISTS ${ident(o.schema)}`);
      await store.migrate(o.migrate ?? true);
    } catch (e) {
      await store.pool.end();
      throw e;
    }
    return store;
  }

  /** Opens a schema migrated only up to `version` (tests of a migration from an older schema). */
  static async openAt(o: PgStoreOptions, version: number): Promise<PgStore> {
    const store = new PgStore(o);
    if (o.schema !== undefined) await store.pool.query(`CREATE SCHEMA IF NOT EXISTS ${ident(o.schema)}`);
    await store.migrate(true, version);
    return store;
  }

  /** The indexes of the schema, by name (for migration tests). */
  async indexes(): Promise<string[]> {
    const rows = await this.rows<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1');
    return rows.map((r) => r.indexname);
  }

  /** The schema's version, then every later migration up to `upTo`, in one transaction. */
  async migrate(apply = true, upTo = PG_MIGRATIONS.length): Promise<{ from: number; to: number }> {
    const c = await this.pool.connect();
    const ignore = (): void => undefined;
    c.on('error', ignore);
    try {
      await c.query('BEGIN');
      await c.query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':docket-migrate'))");
      await c.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
      const r = await c.query<{ version: number }>('SELECT version FROM schema_version');
      const from = r.rows[0]?.version ?? 0;
      if (from > PG_MIGRATIONS.length) throw new Error(`The database's schema is version ${from}, newer than this server's ${PG_MIGRATIONS.length}.`);
      if (from < upTo && !apply) throw new Error(`The database's schema is version ${from}; run docket migrate to bring it to ${upTo}.`);
      if (r.rows.length === 0) await c.query('INSERT INTO schema_version VALUES (0)');
      for (let v = from; v < upTo; v++) {
        await c.query(PG_MIGRATIONS[v] as string);
        await c.query('UPDATE schema_version SET version = $1', [v + 1]);
      }
      await c.query('COMMIT');
      return { from, to: Math.max(from, upTo) };
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.off('error', ignore);
      c.release();
    }
  }

  private async rows<R extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<R[]> {
    return (await this.pool.query<R>(sql, values)).rows;
  }

  private async tx<T>(f: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    // A connection cut while checked out emits 'error' on the client: without a listener it would end the process.
    const ignore = (): void => undefined;
    c.on('error', ignore);
    let broken = false;
    try {
      await c.query('BEGIN');
      const r = await f(c);
      await c.query('COMMIT');
      return r;
    } catch (e) {
      broken = true;
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.off('error', ignore);
      // After a failure the connection may be dead: the pool discards it rather than lend it again.
      c.release(broken);
    }
  }

  async createMatch(m: StoredMatch, seats: readonly StoredSeat[]): Promise<void> {
    await this.tx(async (c) => {
      await c.query('INSERT INTO matches VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)', [
        m.id, m.game, m.version, m.players, JSON.stringify(m.options ?? {}), m.seed, m.status, m.hostTokenHash,
        m.visibility, m.spectators, JSON.stringify(m.clock), m.standIn, m.created, m.started,
      ]);
      for (const s of seats) await c.query('INSERT INTO seats VALUES ($1, $2, $3, $4, $5, $6, $7)', seatValues(s));
    });
  }

  async match(id: string): Promise<StoredMatch | null> {
    const [row] = await this.rows<MatchRow>('SELECT * FROM matches WHERE id = $1', [id]);
    return row ? toMatch(row) : null;
  }

  async seats(match: string): Promise<StoredSeat[]> {
    return (await this.rows<SeatRow>('SELECT * FROM seats WHERE match = $1 ORDER BY seat', [match])).map(toSeat);
  }

  async matchesByStatus(statuses: readonly MatchStatus[], limit = 1_000_000): Promise<StoredMatch[]> {
    const rows = await this.rows<MatchRow>('SELECT * FROM matches WHERE status = ANY($1) ORDER BY created DESC LIMIT $2', [statuses, limit]);
    return rows.map(toMatch);
  }

  async seatsOfPlayer(playerKeyHash: string): Promise<{ match: StoredMatch; seat: StoredSeat }[]> {
    const rows = await this.rows<SeatRow & { m: MatchRow }>(
      `SELECT s.*, row_to_json(m) AS m FROM seats s JOIN matches m ON m.id = s.match
       WHERE s.player_key_hash = $1 ORDER BY m.created DESC`,
      [playerKeyHash],
    );
    return rows.map((r) => ({ match: toMatch(r.m), seat: toSeat(r) }));
  }

  async updateSeat(s: StoredSeat): Promise<void> {
    await this.pool.query(
      'UPDATE seats SET kind = $3, level = $4, name = $5, token_hash = $6, player_key_hash = $7 WHERE match = $1 AND seat = $2',
      seatValues(s),
    );
  }

  async claimSeat(s: StoredSeat, maxActive?: number): Promise<boolean> {
    const claim = `UPDATE seats SET name = $3, token_hash = $4, player_key_hash = $5
       WHERE match = $1 AND seat = $2 AND kind = 'person' AND token_hash IS NULL
       AND ($6::int IS NULL OR $5::text IS NULL OR (SELECT COUNT(*) FROM seats s JOIN matches m ON m.id = s.match
         WHERE s.player_key_hash = $5 AND m.status IN ('open', 'live')) < $6)`;
    const values = [s.match, s.seat, s.name, s.tokenHash, s.playerKeyHash, maxActive ?? null];
    if (maxActive === undefined || s.playerKeyHash === null) return (await this.pool.query(claim, values)).rowCount === 1;
    // Joins of one player key on several nodes take turns under a transaction lock on that key: each counts
    // after the last one committed, so none passes the limit.
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query("SELECT pg_advisory_xact_lock(hashtext('docket-player:' || $1))", [s.playerKeyHash]);
      const r = await c.query(claim, values);
      await c.query('COMMIT');
      return r.rowCount === 1;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  async setStatus(match: string, status: MatchStatus, started?: number, from?: MatchStatus): Promise<boolean> {
    const r = await this.pool.query(
      'UPDATE matches SET status = $1, started = COALESCE($2, started) WHERE id = $3 AND ($4::text IS NULL OR status = $4)',
      [status, started ?? null, match, from ?? null],
    );
    return r.rowCount === 1;
  }

  appendAction(match: string, action: StoredAction): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ match, action, resolve, reject });
      this.kick();
    });
  }

  /** Starts a group commit unless one is running: what arrives meanwhile waits for the next group. */
  private kick(): void {
    if (this.flushing) return;
    this.flushing = new Promise((done) => setImmediate(done)).then(() => this.flush()).finally(() => {
      this.flushing = null;
      if (this.pending.length > 0 || this.pendingClocks.size > 0) this.kick();
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    const clocks = this.pendingClocks;
    this.pending = [];
    this.pendingClocks = new Map();
    if (batch.length === 0 && clocks.size === 0) return;
    const m: string[] = [], seat: number[] = [], bank: number[] = [], deadline: (number | null)[] = [], out: boolean[] = [];
    for (const [match, seats] of clocks) {
      seats.forEach((k, i) => {
        m.push(match); seat.push(i); bank.push(Math.round(k.bankMs)); deadline.push(k.deadline); out.push(k.out);
      });
    }
    let written: { match: string; seq: number; client_id: string }[];
    try {
      // One statement, so one round trip and one commit: the clocks (a match's seats are fixed, so an upsert
      // replaces them) and every action of the group, each row kept or refused by its (match, seq).
      const r = await this.pool.query<{ match: string; seq: number; client_id: string }>(
        `WITH clocked AS (
           INSERT INTO clocks SELECT * FROM unnest($7::text[], $8::int[], $9::bigint[], $10::bigint[], $11::bool[])
           ON CONFLICT (match, seat) DO UPDATE SET bank_ms = EXCLUDED.bank_ms, deadline = EXCLUDED.deadline, out = EXCLUDED.out
         )
         INSERT INTO actions SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::bigint[], $6::text[])
         ON CONFLICT DO NOTHING RETURNING match, seq, client_id`,
        [
          batch.map((p) => p.match), batch.map((p) => p.action.seq), batch.map((p) => p.action.seat),
          batch.map((p) => JSON.stringify(p.action.action)), batch.map((p) => Math.round(p.action.at)), batch.map((p) => p.action.clientId),
          m, seat, bank, deadline, out,
        ],
      );
      written = r.rows;
    } catch (e) {
      for (const p of batch) p.reject(e as Error);
      return;
    }
    // A row not written lost its (match, seq) to another writer; of two equal appends in one group, one wins.
    const won = new Set(written.map((w) => `${w.match}\u0000${w.seq}\u0000${w.client_id}`));
    for (const p of batch) {
      const key = `${p.match}\u0000${p.action.seq}\u0000${p.action.clientId}`;
      if (won.delete(key)) p.resolve();
      else p.reject(new SeqConflict(p.match, p.action.seq));
    }
  }

  async actions(match: string, afterSeq = 0): Promise<StoredAction[]> {
    const rows = await this.rows<{ seq: number; seat: number; action: string; at: number; client_id: string }>(
      'SELECT seq, seat, action, at, client_id FROM actions WHERE match = $1 AND seq > $2 ORDER BY seq',
      [match, afterSeq],
    );
    return rows.map((r) => ({ seq: r.seq, seat: r.seat, action: JSON.parse(r.action) as Action, at: r.at, clientId: r.client_id }));
  }

  async seq(match: string): Promise<number> {
    const [r] = await this.rows<{ seq: number }>('SELECT COALESCE(MAX(seq), 0) AS seq FROM actions WHERE match = $1', [match]);
    return r?.seq ?? 0;
  }

  async actionsAfter(wanted: readonly { match: string; after: number }[]): Promise<Map<string, StoredAction[]>> {
    const rows = await this.rows<{ match: string; seq: number; seat: number; action: string; at: number; client_id: string }>(
      `SELECT a.match, a.seq, a.seat, a.action, a.at, a.client_id
       FROM unnest($1::text[], $2::int[]) AS w(match, after) JOIN actions a ON a.match = w.match AND a.seq > w.after
       ORDER BY a.match, a.seq`,
      [wanted.map((w) => w.match), wanted.map((w) => w.after)],
    );
    const out = new Map<string, StoredAction[]>(wanted.map((w) => [w.match, []]));
    for (const r of rows) out.get(r.match)?.push({ seq: r.seq, seat: r.seat, action: JSON.parse(r.action) as Action, at: r.at, clientId: r.client_id });
    return out;
  }

  async seqs(matches: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.rows<{ match: string; seq: number }>(
      'SELECT m AS match, COALESCE((SELECT MAX(seq) FROM actions WHERE match = m), 0) AS seq FROM unnest($1::text[]) AS m',
      [matches],
    );
    return new Map(rows.map((r) => [r.match, r.seq]));
  }

  async appendChat(match: string, l: StoredChatLine): Promise<void> {
    await this.pool.query('INSERT INTO chat (match, channel, seat, name, text, at) VALUES ($1, $2, $3, $4, $5, $6)', [
      match, l.channel, l.seat, l.name, l.text, l.at,
    ]);
  }

  async chat(match: string): Promise<StoredChatLine[]> {
    return this.rows<{ channel: ChatChannel; seat: number | null; name: string; text: string; at: number }>(
      'SELECT channel, seat, name, text, at FROM chat WHERE match = $1 ORDER BY id',
      [match],
    );
  }

  setClocks(match: string, clocks: readonly StoredClock[]): void {
    this.pendingClocks.set(match, clocks.map((c) => ({ ...c })));
    this.kick();
  }

  async clocks(match: string): Promise<StoredClock[]> {
    const pending = this.pendingClocks.get(match);
    if (pending) return pending.map((c) => ({ ...c }));
    const rows = await this.rows<{ bank_ms: number; deadline: number | null; out: boolean }>(
      'SELECT bank_ms, deadline, out FROM clocks WHERE match = $1 ORDER BY seat',
      [match],
    );
    return rows.map((r) => ({ bankMs: r.bank_ms, deadline: r.deadline, out: r.out }));
  }

  /** Commits what is pending, then closes the pool. */
  async close(): Promise<void> {
    while (this.flushing) await this.flushing;
    await this.pool.end();
  }

  /** Drops the schema given at open (tests clean up after themselves). */
  async dropSchema(): Promise<void> {
    if (this.o.schema !== undefined) await this.pool.query(`DROP SCHEMA IF EXISTS ${ident(this.o.schema)} CASCADE`);
  }
}
