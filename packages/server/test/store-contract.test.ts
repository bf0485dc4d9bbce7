import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../src/store/migrations.js';
import { PG_MIGRATIONS } from '../src/store/pg-migrations.js';
import { PgStore } from '../src/store/pg-store.js';
import { SeqConflict, SqliteStore, type Store, type StoredMatch } from '../src/index.js';
import { freshPg, PG_URL, uniqueName } from './cluster-helpers.js';
import { tempDb } from './helpers.js';

const match = (id: string, o: Partial<StoredMatch> = {}): StoredMatch => ({
  id, game: 'gavel', version: '2', players: 2, options: { deck: 'standard' }, seed: 'ab'.repeat(16), status: 'live',
  hostTokenHash: '00'.repeat(32), visibility: 'public', spectators: true, clock: { kind: 'none' }, standIn: 'random',
  created: 1_767_000_000_000, started: 1_767_000_000_500, ...o,
});
const seats = (id: string) => [0, 1].map((seat) => ({ match: id, seat, kind: 'person' as const, level: null, name: null, tokenHash: null, playerKeyHash: null }));
const action = (seq: number, clientId = `c${seq}`) => ({ seq, seat: seq % 2, action: { type: 'pass', z: 1, a: [seq] }, at: seq * 10, clientId });

/** Each store kind opens a fresh database (a SQLite file, a PostgreSQL schema) and reopens the same one. */
interface Kind {
  readonly name: string;
  fresh(): Promise<{ open: () => Promise<Store>; cleanup: () => Promise<void> }>;
}
const KINDS: Kind[] = [
  {
    name: 'SQLite',
    async fresh() {
      const db = tempDb();
      return { open: () => Promise.resolve(new SqliteStore(db.file)), cleanup: () => Promise.resolve(db.cleanup()) };
    },
  },
  {
    name: 'PostgreSQL',
    async fresh() {
      const schema = uniqueName('docket_contract');
      return {
        open: () => PgStore.open({ url: PG_URL, schema }),
        cleanup: async () => {
          const s = await PgStore.open({ url: PG_URL, schema });
          await s.dropSchema();
          await s.close();
        },
      };
    },
  },
];

describe.each(KINDS)('the store contract: $name', (kind) => {
  let cleanup: (() => Promise<void>) | null = null;
  let open: () => Promise<Store>;
  const opened: Store[] = [];
  const store = async (): Promise<Store> => {
    const s = await open();
    opened.push(s);
    return s;
  };
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
    await cleanup?.();
  });
  const setup = async (): Promise<Store> => {
    const f = await kind.fresh();
    cleanup = f.cleanup;
    open = f.open;
    return store();
  };

  it('commits appends of many matches together and refuses a taken (match, seq) with SeqConflict', async () => {
    const s = await setup();
    await s.createMatch(match('m1'), seats('m1'));
    await s.createMatch(match('m2'), seats('m2'));
    const results = await Promise.allSettled([
      s.appendAction('m1', action(1)),
      s.appendAction('m2', action(1)),
      s.appendAction('m1', action(2)),
      s.appendAction('m1', action(2, 'other')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(SeqConflict);
    expect(await s.actions('m1')).toEqual([action(1), action(2)]);
    expect(await s.actions('m1', 1)).toEqual([action(2)]);
    expect(await s.seq('m1')).toBe(2);
    expect(await s.seq('m2')).toBe(1);
    expect(await s.seq('none')).toBe(0);
    expect(await s.seqs(['m1', 'm2', 'none'])).toEqual(new Map([['m1', 2], ['m2', 1], ['none', 0]]));
    expect(await s.actionsAfter([{ match: 'm1', after: 1 }, { match: 'm2', after: 0 }, { match: 'none', after: 0 }])).toEqual(
      new Map([['m1', [action(2)]], ['m2', [action(1)]], ['none', []]]),
    );
  });

  it('lets a write that fails beside others leave nothing behind, and commits the others', async () => {
    const s = await setup();
    await s.createMatch(match('m1'), seats('m1'));
    // Sent in one turn: one group on SQLite. The creation fails on its second seat, after its match row went in.
    const twice = seats('m2')[0]!;
    const results = await Promise.allSettled([
      s.appendAction('m1', action(1)),
      s.createMatch(match('m2'), [twice, twice]),
      s.appendChat('m1', { channel: 'table', seat: 0, name: 'Ada', text: 'still here', at: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await s.match('m2')).toBeNull();
    expect(await s.seats('m2')).toEqual([]);
    expect(await s.actions('m1')).toEqual([action(1)]);
    expect((await s.chat('m1')).map((l) => l.text)).toEqual(['still here']);
  });

  it('settles two stores racing for the same seq: exactly one row, the other told SeqConflict', async () => {
    const a = await setup();
    const b = await store();
    await a.createMatch(match('m1'), seats('m1'));
    for (let seq = 1; seq <= 20; seq++) {
      const r = await Promise.allSettled([a.appendAction('m1', action(seq, 'a')), b.appendAction('m1', action(seq, 'b'))]);
      expect(r.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
      const lost = r.find((x) => x.status === 'rejected');
      expect(lost?.reason).toBeInstanceOf(SeqConflict);
    }
    const log = await b.actions('m1');
    expect(log.map((x) => x.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('keeps matches, seats, clocks and chat across a reopen', async () => {
    const first = await setup();
    await first.createMatch(match('m1'), seats('m1'));
    await first.createMatch(match('m0', { status: 'open', created: 5, started: null, visibility: 'invite' }), seats('m0'));
    await first.appendAction('m1', action(1));
    first.setClocks('m1', [{ bankMs: 5, deadline: 1_767_000_009_999, out: false }, { bankMs: 0, deadline: null, out: true }]);
    await first.appendChat('m1', { channel: 'table', seat: 0, name: 'Ada', text: 'hi', at: 3 });
    await first.appendChat('m1', { channel: 'spectators', seat: null, name: 'spectator', text: 'ho', at: 4 });
    await first.close();
    opened.splice(0);
    const again = await store();
    expect(await again.match('m1')).toEqual(match('m1'));
    expect(await again.match('nope')).toBeNull();
    expect(await again.actions('m1')).toEqual([action(1)]);
    expect(await again.clocks('m1')).toEqual([{ bankMs: 5, deadline: 1_767_000_009_999, out: false }, { bankMs: 0, deadline: null, out: true }]);
    expect(await again.chat('m1')).toEqual([
      { channel: 'table', seat: 0, name: 'Ada', text: 'hi', at: 3 },
      { channel: 'spectators', seat: null, name: 'spectator', text: 'ho', at: 4 },
    ]);
    expect((await again.matchesByStatus(['live'])).map((m) => m.id)).toEqual(['m1']);
    expect((await again.matchesByStatus(['live', 'open'])).map((m) => m.id)).toEqual(['m1', 'm0']);
    expect(await again.seats('m0')).toEqual(seats('m0'));
  });

  it('claims an open seat once, and moves a status only from the one named', async () => {
    const s = await setup();
    await s.createMatch(match('m1', { status: 'open' }), seats('m1'));
    const claim = (name: string) => ({ ...seats('m1')[0]!, name, tokenHash: name.repeat(4), playerKeyHash: 'k'.repeat(8) });
    const r = await Promise.all([s.claimSeat(claim('ada')), s.claimSeat(claim('bob'))]);
    expect(r.filter(Boolean)).toHaveLength(1);
    expect((await s.seats('m1'))[0]?.name).toBe(r[0] ? 'ada' : 'bob');
    expect((await s.seatsOfPlayer('k'.repeat(8))).map((x) => [x.match.id, x.seat.seat])).toEqual([['m1', 0]]);
    await s.updateSeat({ ...seats('m1')[1]!, kind: 'bot', level: 'greedy' });
    expect((await s.seats('m1'))[1]).toMatchObject({ kind: 'bot', level: 'greedy' });
    expect(await s.setStatus('m1', 'live', 42, 'open')).toBe(true);
    expect(await s.setStatus('m1', 'live', 43, 'open')).toBe(false);
    expect(await s.match('m1')).toMatchObject({ status: 'live', started: 42 });
    expect(await s.setStatus('m1', 'finished')).toBe(true);
  });

  it('never lets one player key pass its limit of unfinished matches, even with claims racing from two stores', async () => {
    const a = await setup();
    const b = await store();
    const ids = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];
    for (const id of ids) await a.createMatch(match(id, { status: 'open' }), seats(id));
    const key = 'p'.repeat(8);
    const claim = (id: string) => ({ ...seats(id)[0]!, name: id, tokenHash: id.repeat(4), playerKeyHash: key });
    const r = await Promise.all(ids.map((id, i) => (i % 2 === 0 ? a : b).claimSeat(claim(id), 2)));
    expect(r.filter(Boolean)).toHaveLength(2);
    expect(await a.seatsOfPlayer(key)).toHaveLength(2);
    // A finished match no longer counts; a key's seat in it leaves room for one more.
    const won = ids.filter((_, i) => r[i]);
    await a.setStatus(won[0]!, 'finished');
    const free = ids.find((_, i) => !r[i])!;
    expect(await b.claimSeat(claim(free), 2)).toBe(true);
    expect(await b.claimSeat(claim(ids.find((id, i) => !r[i] && id !== free)!), 2)).toBe(false);
    // Without a limit, or without a key, the claim is the plain one.
    expect(await a.claimSeat({ ...seats('q6')[1]!, name: 'x', tokenHash: 'x'.repeat(8), playerKeyHash: null }, 2)).toBe(true);
  });
});

describe('schema migrations', () => {
  it('PostgreSQL: an empty schema and one at the previous version are brought to the current one, once', async () => {
    const { store, drop } = await freshPg();
    const empty = uniqueName('docket_empty');
    const prev = uniqueName('docket_prev');
    const stores: PgStore[] = [store];
    try {
      const e = await PgStore.openAt({ url: PG_URL, schema: empty }, 0);
      stores.push(e);
      expect(await e.migrate()).toEqual({ from: 0, to: PG_MIGRATIONS.length });
      expect(await e.migrate()).toEqual({ from: PG_MIGRATIONS.length, to: PG_MIGRATIONS.length });
      // A server started with migrations off refuses an outdated schema rather than use it.
      const v1 = await PgStore.openAt({ url: PG_URL, schema: prev }, 1);
      stores.push(v1);
      await expect(PgStore.open({ url: PG_URL, schema: prev, migrate: false })).rejects.toThrow(/docket migrate/);
      await v1.createMatch(match('m1'), seats('m1'));
      await v1.appendAction('m1', action(1));
      expect(await v1.indexes()).not.toContain('matches_lobby');
      expect(await v1.migrate()).toEqual({ from: 1, to: 2 });
      expect(await v1.actions('m1')).toEqual([action(1)]);
      expect(await v1.indexes()).toContain('matches_lobby');
    } finally {
      for (const s of stores.slice(1)) {
        await s.dropSchema();
        await s.close();
      }
      await store.close();
      await drop();
    }
  });

  it('SQLite: a file at the previous version keeps its rows and gains the new index; an empty one gets all', () => {
    const db = tempDb();
    try {
      const raw = new Database(db.file);
      raw.exec(MIGRATIONS[0] as string);
      raw.pragma('user_version = 1');
      raw.prepare("INSERT INTO matches VALUES ('m1', 'gavel', '2', 2, '{}', 'ab', 'live', 'h', 'public', 1, '{\"kind\":\"none\"}', 'random', 1, 2)").run();
      raw.close();
      const s = new SqliteStore(db.file);
      void s.close();
      const after = new Database(db.file);
      expect(after.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      expect(after.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name = 'matches_lobby'").all()).toHaveLength(1);
      expect(after.prepare('SELECT id FROM matches').all()).toEqual([{ id: 'm1' }]);
      after.close();
      const fresh = tempDb();
      const f = new SqliteStore(fresh.file);
      void f.close();
      const check = new Database(fresh.file);
      expect(check.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      check.close();
      fresh.cleanup();
    } finally {
      db.cleanup();
    }
  });

  it('SQLite: the WAL is checkpointed beside the writer, so the rows reach the database file and the WAL stays small', async () => {
    const db = tempDb();
    const s = new SqliteStore(db.file);
    try {
      await s.createMatch(match('m1'), seats('m1'));
      // 20 bursts of 200 moves, each a few commits, with pauses in which the checkpointer catches up.
      for (let burst = 0; burst < 20; burst++) {
        await Promise.all(Array.from({ length: 200 }, (_, i) => s.appendAction('m1', action(burst * 200 + i + 1))));
        await sleep(250);
      }
      // Never checkpointed, the WAL would hold every burst's pages (about 1 MB) and the file none of the rows.
      expect(statSync(db.file).size).toBeGreaterThan(256 * 1024);
      expect(statSync(`${db.file}-wal`).size).toBeLessThan(256 * 1024);
      expect(await s.actions('m1', 3_999)).toEqual([action(4_000)]);
    } finally {
      await s.close();
      db.cleanup();
    }
  });
});
