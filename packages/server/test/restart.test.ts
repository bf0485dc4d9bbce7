import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchSummarySchema, type Ack } from '@docket/protocol';
import { setTimeout as sleep } from 'node:timers/promises';
import { SqliteStore, type Store } from '../src/index.js';
import { Client, http, liveMatch, startServer, tempDb } from './helpers.js';
import { playRandomly } from './play.js';

describe('a restart from the same database file', () => {
  let db: ReturnType<typeof tempDb>;
  beforeEach(() => {
    db = tempDb();
  });
  afterEach(() => db.cleanup());

  it('keeps every acknowledged action and the match goes on to its end', async () => {
    let { server, url } = await startServer(db.file, { live: { messagesPerSecond: 500 } });
    const { match, tokens } = await liveMatch(url, 'tribunal-1920', 2);
    const clients = await Promise.all(tokens.map(() => Client.open(url, match)));
    clients.forEach((c, i) => c.hello({ token: tokens[i] as string }));
    await Promise.all(clients.map((c, i) => playRandomly(c, `before-${i}`, 10)));
    const acked = clients.flatMap((c) => c.messages.filter((m): m is Ack => m.type === 'ack').map((a) => a.seq));
    expect(acked.length).toBeGreaterThanOrEqual(10);
    await server.close();
    expect(clients.every((c) => c.messages.some((m) => m.type === 'error' && m.code === 'shutting-down'))).toBe(true);

    ({ server, url } = await startServer(db.file, { live: { messagesPerSecond: 500 } }));
    const summary = matchSummarySchema.parse((await http(url, 'GET', `/matches/${match}`)).body);
    expect(summary.status).toBe('live');
    expect(summary.seq).toBeGreaterThanOrEqual(Math.max(...acked));
    const again = await Promise.all(tokens.map(() => Client.open(url, match)));
    again.forEach((c, i) => c.hello({ token: tokens[i] as string, lastSeq: summary.seq }));
    const welcome = await again[0]!.next('welcome');
    expect(welcome.seq).toBe(summary.seq);
    expect(welcome.missed).toEqual([]);
    // A command acknowledged before the restart, sent again after it, is answered with its seq, not replayed.
    const first = clients[0]!.messages.find((m): m is Ack => m.type === 'ack')!;
    await again[0]!.next('welcome', undefined, 0);
    again[0]!.send({ type: 'act', seq: summary.seq, clientId: first.clientId, action: { type: 'pass' } });
    expect(await again[0]!.next('ack', (a) => a.clientId === first.clientId, 0)).toEqual(first);
    expect(matchSummarySchema.parse((await http(url, 'GET', `/matches/${match}`)).body).seq).toBe(summary.seq);
    const ends = await Promise.all(again.map((c, i) => playRandomly(c, `after-${i}`)));
    expect(ends[0]!.outcome).not.toBeNull();
    const rec = (await http(url, 'GET', `/matches/${match}/record`)).body as { record: { actions: unknown[] } };
    expect(rec.record.actions.length).toBe(ends[0]!.seq);
    await Promise.all(again.map((c) => c.close()));
    await server.close();
  });

  it('publishes the record of a match whose last action was committed but whose end was never marked', async () => {
    let { server, url } = await startServer(db.file, { live: { messagesPerSecond: 500 } });
    const { match, tokens } = await liveMatch(url, 'tribunal-1920', 2);
    const clients = await Promise.all(tokens.map(() => Client.open(url, match)));
    clients.forEach((c, i) => c.hello({ token: tokens[i] as string }));
    const ends = await Promise.all(clients.map((c, i) => playRandomly(c, `end-${i}`)));
    expect(ends[0]!.outcome).not.toBeNull();
    await Promise.all(clients.map((c) => c.close()));
    await server.close();
    // The process died between the last append and the status write: the log is over, the row still says live.
    const raw = new Database(db.file);
    raw.prepare("UPDATE matches SET status = 'live' WHERE id = ?").run(match);
    raw.close();

    ({ server, url } = await startServer(db.file));
    expect(matchSummarySchema.parse((await http(url, 'GET', `/matches/${match}`)).body).status).toBe('finished');
    const rec = await http(url, 'GET', `/matches/${match}/record`);
    expect(rec.status).toBe(200);
    expect((rec.body as { record: { actions: unknown[] } }).record.actions.length).toBe(ends[0]!.seq);
    await server.close();
  });

  it('refuses to resume a match recorded under another game version, saying so', async () => {
    let { server, url } = await startServer(db.file);
    const { match, tokens } = await liveMatch(url, 'tribunal-1920', 2);
    await server.close();
    const raw = new Database(db.file);
    raw.prepare("UPDATE matches SET version = '1' WHERE id = ?").run(match);
    raw.close();

    ({ server, url } = await startServer(db.file));
    const summary = matchSummarySchema.parse((await http(url, 'GET', `/matches/${match}`)).body);
    expect(summary.problem).toMatchObject({ code: 'wrong-version', message: expect.stringContaining('version 1') });
    const c = await Client.open(url, match);
    c.hello({ token: tokens[0] as string });
    const error = await c.next('error');
    expect(error.code).toBe('wrong-version');
    expect(error.message).toMatch(/recorded with tribunal-1920 version 1; this server plays version 2/);
    await c.close();
    await server.close();
  });
});

describe('the end of a match', () => {
  it('publishes the record as soon as the last action is acknowledged, however late the store marks the end', async () => {
    const db = tempDb();
    // The real store, its status writes held back: the end is marked well after the last action's commit.
    const inner = new SqliteStore(db.file);
    const store = new Proxy(inner, {
      get(target, key) {
        if (key === 'setStatus') {
          return async (...args: Parameters<Store['setStatus']>) => {
            await sleep(200);
            return target.setStatus(...args);
          };
        }
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const { server, url } = await startServer(db.file, { store, live: { messagesPerSecond: 500 } });
    try {
      const { match, tokens } = await liveMatch(url, 'tribunal-1920', 2);
      const clients = await Promise.all(tokens.map(() => Client.open(url, match)));
      clients.forEach((c, i) => c.hello({ token: tokens[i] as string }));
      const ends = await Promise.all(clients.map((c, i) => playRandomly(c, `last-${i}`)));
      expect(ends[0]!.outcome).not.toBeNull();
      const rec = await http(url, 'GET', `/matches/${match}/record`);
      expect(rec.status).toBe(200);
      expect((rec.body as { record: { actions: unknown[] } }).record.actions.length).toBe(ends[0]!.seq);
      await Promise.all(clients.map((c) => c.close()));
    } finally {
      await server.close();
      db.cleanup();
    }
  });
});
