import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createServer as netServer, connect, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, inProcessRandomRunner, type DocketServer } from '../src/index.js';
import { freshPg, PG_URL, REDIS_URL, uniqueName } from './cluster-helpers.js';
import { checkLog, Racer, until } from './cluster-play.js';
import { http, liveMatch } from './helpers.js';

const CHILD = fileURLToPath(new URL('./cluster-child.mjs', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A node as a child process (built server, `tsc -b` first), so it can be SIGKILLed. */
async function child(schema: string, prefix: string, node: string): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, [CHILD, PG_URL, schema, REDIS_URL, prefix, node], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  proc.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    proc.once('exit', (code) => reject(new Error(`node ${node} exited with ${code}: ${err}`)));
  });
  return { proc, url };
}

async function inProcess(n: number, db: string, schema: string, redis: string, prefix: string): Promise<{ servers: DocketServer[]; urls: string[] }> {
  const servers: DocketServer[] = [];
  const urls: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = await createServer({ db, pgSchema: schema, redis, redisPrefix: prefix, node: `n${i}`, leaseMs: 1_500, bots: inProcessRandomRunner, httpPerMinute: 0, live: { messagesPerSecond: 500 } });
    servers.push(s);
    urls.push(await s.listen(0, '127.0.0.1'));
  }
  return { servers, urls };
}

/** Every acknowledged command is in the log at its seq; the log is gapless, each command once; views agree. */
async function verify(store: Parameters<typeof checkLog>[0], match: string, racers: Racer[], seats: (number | 'spectator')[]): Promise<number> {
  const log = await checkLog(store, match);
  expect(log.seqs).toEqual(log.seqs.map((_, i) => i + 1));
  expect(new Set(log.commands).size).toBe(log.commands.length);
  racers.forEach((r, i) => {
    for (const [clientId, seq] of r.acks) expect(log.rows.get(clientId), `${r.id} ack ${clientId}`).toBe(seq);
    expect(r.unexpected, r.id).toEqual([]);
    expect(r.seq, r.id).toBe(log.seqs.length);
    expect(JSON.parse(JSON.stringify(log.replayed!.view(seats[i] as never))), r.id).toEqual(r.view);
  });
  return log.seqs.length;
}

describe('several nodes through failures', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  it('a node SIGKILLed mid-match: its clients reconnect elsewhere, its bots and clocks are taken over, no ack lost', async () => {
    const pg = await freshPg();
    cleanups.push(pg.drop, () => pg.store.close());
    const prefix = uniqueName('docket');
    const kids = await Promise.all([0, 1, 2].map((i) => child(pg.schema, prefix, `k${i}`)));
    cleanups.push(() => kids.forEach((k) => k.proc.kill('SIGKILL')));
    const alive = new Set([0, 1, 2]);
    const pick = (i: number) => () => kids[[...alive][i % alive.size]!]!.url;
    // Match A: a person against a bot. Match B: two people on a 1 s real-time clock; seat 0 never moves, so a
    // stand-in must play it when its time runs out, on whichever node leads the match then.
    const created = await http(kids[0]!.url, 'POST', '/matches', { game: 'tribunal-1920', players: 2, seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }] });
    const a = (created.body as { match: string; hostToken: string });
    const joined = await http(kids[0]!.url, 'POST', `/matches/${a.match}/join`, { name: 'P0' });
    await http(kids[0]!.url, 'POST', `/matches/${a.match}/start`, { hostToken: a.hostToken });
    const b = await liveMatch(kids[1]!.url, 'tribunal-1920', 2, { clock: { kind: 'realtime', bankMs: 1_000, incrementMs: 0 } });
    const redis = new Redis(REDIS_URL);
    cleanups.push(() => void redis.disconnect());
    await until(() => true, 0, '');
    let leader = '';
    for (let i = 0; i < 100 && !leader; i++) {
      leader = (await redis.get(`${prefix}:lease:${a.match}`)) ?? '';
      if (!leader) await sleep(50);
    }
    const victim = Number(leader.slice(1));
    const racersA = [new Racer(a.match, (joined.body as { token: string }).token, 'a0', pick(victim)), new Racer(a.match, undefined, 'aspec', pick(victim + 1), false)];
    const racersB = [new Racer(b.match, b.tokens[0], 'b0', pick(victim), false), new Racer(b.match, b.tokens[1], 'b1', pick(victim + 2))];
    // Slow the person down so the kill lands mid-match.
    await Promise.all([...racersA, ...racersB].map((r) => r.connect()));
    await until(() => racersA[0]!.seq >= 6, 20_000, 'match A under way');
    const killedAt = performance.now();
    kids[victim]!.proc.kill('SIGKILL');
    alive.delete(victim);
    let taken = '';
    while (!taken || taken === leader) {
      taken = (await redis.get(`${prefix}:lease:${a.match}`)) ?? '';
      await sleep(25);
      if (performance.now() - killedAt > 15_000) throw new Error('no node took the lease over');
    }
    const takeoverMs = performance.now() - killedAt;
    await until(() => racersA.every((r) => r.over), 60_000, 'match A over');
    // Match B: seat 0's clock ran out on the new leader and its stand-in played; seat 1 finished it.
    await until(() => racersB.every((r) => r.over), 90_000, 'match B over');
    expect(racersA[0]!.drops + racersB[0]!.drops).toBeGreaterThan(0);
    await verify(pg.store, a.match, racersA, [0, 'spectator']);
    const seatsB = await verify(pg.store, b.match, racersB, [0, 1]);
    const bLog = await pg.store.actions(b.match);
    expect(bLog.filter((x) => x.seat === 0 && x.clientId.startsWith('#bot')).length).toBeGreaterThan(0);
    expect(seatsB).toBeGreaterThan(0);
    console.log(`lease taken over ${Math.round(takeoverMs)} ms after SIGKILL (lease 1,500 ms)`);
    expect(takeoverMs).toBeLessThan(5_000);
    await Promise.all([...racersA, ...racersB].map((r) => r.close()));
  }, 150_000);

  it('Redis restarted mid-match: nodes resubscribe, catch up by seq, and no client misses a step', async () => {
    const port = 20_000 + randomInt(20_000);
    const startRedis = (): ChildProcess => spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], { stdio: 'ignore' });
    let redisProc = startRedis();
    cleanups.push(() => void redisProc.kill('SIGKILL'));
    await sleep(300);
    const pg = await freshPg();
    cleanups.push(pg.drop, () => pg.store.close());
    const { servers, urls } = await inProcess(2, PG_URL, pg.schema, `redis://127.0.0.1:${port}`, uniqueName('docket'));
    cleanups.push(async () => {
      for (const s of servers) await s.close();
    });
    const m = await liveMatch(urls[0]!, 'tribunal-1920', 2);
    const racers = [
      new Racer(m.match, m.tokens[0], 'r0a', () => urls[0]!),
      new Racer(m.match, m.tokens[0], 'r0b', () => urls[1]!),
      new Racer(m.match, m.tokens[1], 'r1', () => urls[1]!),
      new Racer(m.match, undefined, 'rspec', () => urls[1]!, false),
    ];
    await Promise.all(racers.map((r) => r.connect()));
    await until(() => racers[0]!.seq >= 4, 20_000, 'under way');
    redisProc.kill('SIGKILL');
    await sleep(800);
    redisProc = startRedis();
    await until(() => racers.every((r) => r.over), 60_000, 'match over after the Redis restart');
    await verify(pg.store, m.match, racers, [0, 0, 1, 'spectator']);
    await Promise.all(racers.map((r) => r.close()));
  }, 90_000);

  it('PostgreSQL briefly unreachable: moves are refused with a code, none acknowledged unwritten, play resumes', async () => {
    const pg = await freshPg();
    cleanups.push(pg.drop, () => pg.store.close());
    const proxy = await tcpProxy(5432);
    cleanups.push(() => proxy.stop());
    const { servers, urls } = await inProcess(2, `postgres://postgres@127.0.0.1:${proxy.port}/test`, pg.schema, REDIS_URL, uniqueName('docket'));
    cleanups.push(async () => {
      for (const s of servers) await s.close();
    });
    const m = await liveMatch(urls[0]!, 'tribunal-1920', 2);
    const racers = [
      new Racer(m.match, m.tokens[0], 'p0', () => urls[0]!),
      new Racer(m.match, m.tokens[1], 'p1', () => urls[1]!),
      new Racer(m.match, undefined, 'pspec', () => urls[1]!, false),
    ];
    await Promise.all(racers.map((r) => r.connect()));
    await until(() => racers[0]!.seq >= 4, 20_000, 'under way').catch((e: Error) => {
      throw new Error(`${e.message}: ${JSON.stringify(racers.map((r) => ({ id: r.id, seq: r.seq, drops: r.drops, refusals: r.refusals, unexpected: r.unexpected })))}`);
    });
    proxy.stop();
    await sleep(1_500);
    await proxy.start();
    await until(() => racers.every((r) => r.over), 60_000, 'match over after the outage');
    // The outage is told by its own code (or, for a move racing a reload, stale-seq); never by an ack.
    const told = racers.flatMap((r) => r.refusals).filter((x) => x.startsWith('unavailable') || x.startsWith('stale-seq'));
    expect(told.length).toBeGreaterThan(0);
    await verify(pg.store, m.match, racers, [0, 1, 'spectator']);
    await Promise.all(racers.map((r) => r.close()));
  }, 90_000);
});

/** A TCP proxy to a local port that can be stopped (every connection cut) and started again on its port. */
async function tcpProxy(target: number): Promise<{ port: number; stop: () => void; start: () => Promise<void> }> {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;
  const start = (): Promise<void> =>
    new Promise((resolve) => {
      server = netServer((inbound) => {
        const out = connect(target, '127.0.0.1');
        for (const s of [inbound, out]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => sockets.delete(s));
        }
        inbound.pipe(out).pipe(inbound);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await start();
  return {
    port,
    start,
    stop: () => {
      server?.close();
      server = null;
      for (const s of sockets) s.destroy();
    },
  };
}
