import { afterEach, describe, expect, it } from 'vitest';
import { inProcessRandomRunner, type DocketServer } from '../src/index.js';
import { checkLog, Racer, until } from './cluster-play.js';
import { freshPg, REDIS_URL, uniqueName } from './cluster-helpers.js';
import { Client, http, liveMatch } from './helpers.js';

/** N in-process nodes on one fresh PostgreSQL schema and one Redis namespace. */
async function nodes(n: number, schema: string, prefix: string): Promise<{ servers: DocketServer[]; urls: string[] }> {
  const { createServer } = await import('../src/index.js');
  const servers: DocketServer[] = [];
  const urls: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = await createServer({
      db: process.env.DOCKET_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/test',
      pgSchema: schema,
      redis: REDIS_URL,
      redisPrefix: prefix,
      node: `n${i}`,
      leaseMs: 1_500,
      bots: inProcessRandomRunner,
      httpPerMinute: 0,
      live: { messagesPerSecond: 500 },
    });
    servers.push(s);
    urls.push(await s.listen(0, '127.0.0.1'));
  }
  return { servers, urls };
}

describe('several nodes on PostgreSQL and Redis', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it.each([2, 3])('%i nodes: clients of the same seats race across nodes; logs gapless, nothing twice, every view the log’s', async (n) => {
    const pg = await freshPg();
    cleanups.push(pg.drop, () => pg.store.close());
    const { servers, urls } = await nodes(n, pg.schema, uniqueName('docket'));
    cleanups.push(async () => {
      for (const s of servers) await s.close();
    });
    const racers: Racer[] = [];
    const matches: string[] = [];
    for (let k = 0; k < 3; k++) {
      // Matches are created on different nodes; one has a bot seat (run by whichever node holds the lease).
      const url = urls[k % n]!;
      const extra = k === 2 ? { seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }] } : {};
      const { match, tokens } = await liveMatchWithBots(url, k === 2 ? 1 : 2, extra);
      matches.push(match);
      tokens.forEach((token, seat) => {
        // Two connections per seat on two different nodes, racing for every turn.
        for (let copy = 0; copy < 2; copy++) racers.push(new Racer(match, token, `m${k}s${seat}c${copy}`, () => urls[(seat + copy + k) % n]!));
      });
      racers.push(new Racer(match, undefined, `m${k}spec`, () => urls[(k + 1) % n]!, false));
    }
    await Promise.all(racers.map((r) => r.connect()));
    await until(() => racers.every((r) => r.over), 60_000, 'every match over on every connection');
    for (const [k, id] of matches.entries()) {
      const log = await checkLog(pg.store, id);
      expect(log.seqs).toEqual(log.seqs.map((_, i) => i + 1));
      expect(new Set(log.commands).size).toBe(log.commands.length);
      expect(log.replayed?.outcome()).not.toBeNull();
      for (const r of racers.filter((x) => x.id.startsWith(`m${k}`))) {
        expect(r.unexpected, r.id).toEqual([]);
        expect(r.seq, r.id).toBe(log.seqs.length);
        const seat = r.id.endsWith('spec') ? 'spectator' : Number(/s(\d)c/.exec(r.id)![1]);
        expect(JSON.parse(JSON.stringify(log.replayed!.view(seat as never))), r.id).toEqual(r.view);
      }
      const summary = await http(urls[(k + 1) % n]!, 'GET', `/matches/${id}`);
      expect(summary.body).toMatchObject({ status: 'finished', seq: log.seqs.length });
    }
    // The races did happen across nodes: some commits lost their seq, and nodes followed each other's logs.
    const count = async (name: string): Promise<number> => {
      let sum = 0;
      for (const url of urls) sum += Number(new RegExp(`^${name} (\\d+)`, 'm').exec(String((await http(url, 'GET', '/metrics')).body))?.[1] ?? 0);
      return sum;
    };
    expect(await count('docket_seq_conflicts_total')).toBeGreaterThan(0);
    expect(await count('docket_caught_up_total')).toBeGreaterThan(0);
    await Promise.all(racers.map((r) => r.close()));
  }, 90_000);
});

describe('presence and the lobby across nodes', () => {
  it('a seat connected to one node shows as connected to the clients of another, and as gone when it leaves', async () => {
    const pg = await freshPg();
    const { servers, urls } = await nodes(2, pg.schema, uniqueName('docket'));
    try {
      const { match, tokens } = await liveMatch(urls[0]!, 'tribunal-1920', 2);
      // The lobby is the store's: a match opened on node 1 is listed by node 0.
      const open = await http(urls[1]!, 'POST', '/matches', { game: 'tribunal-1920', players: 2 });
      const lobby = (await http(urls[0]!, 'GET', '/lobby')).body as { matches: { id: string }[] };
      expect(lobby.matches.map((m) => m.id)).toContain((open.body as { match: string }).match);
      const a = await Client.open(urls[0]!, match);
      a.hello({ token: tokens[0] });
      await a.next('welcome');
      const b = await Client.open(urls[1]!, match);
      b.hello({ token: tokens[1] });
      await b.next('welcome');
      const both = await a.next('presence', (p) => p.presence.every((s) => s.connected));
      expect(both.presence.map((s) => s.connected)).toEqual([true, true]);
      const spectator = await Client.open(urls[1]!, match);
      spectator.hello({ spectate: true });
      await a.next('presence', (p) => p.spectators === 1);
      await b.close();
      const gone = await a.next('presence', (p) => p.presence[1]?.connected === false);
      expect(gone.presence[0]?.connected).toBe(true);
      await a.close();
      await spectator.close();
    } finally {
      for (const s of servers) await s.close();
      await pg.store.close();
      await pg.drop();
    }
  }, 30_000);
});

/** A live Tribunal 1920 match of `people` person seats (the rest as `extra` says), joined and started. */
async function liveMatchWithBots(url: string, people: number, extra: Record<string, unknown>): Promise<{ match: string; tokens: string[] }> {
  if (people === 2) return liveMatch(url, 'tribunal-1920', 2, extra);
  const created = await http(url, 'POST', '/matches', { game: 'tribunal-1920', players: 2, ...extra });
  const { match, hostToken } = created.body as { match: string; hostToken: string };
  const j = await http(url, 'POST', `/matches/${match}/join`, { name: 'P0' });
  const token = (j.body as { token: string }).token;
  const s = await http(url, 'POST', `/matches/${match}/start`, { hostToken });
  if (s.status !== 200) throw new Error(JSON.stringify(s.body));
  return { match, tokens: [token] };
}
