import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '@docket/protocol';
import { api, ApiError, liveUrl } from '../join/live-client.js';
import { clusterBench, type ClusterBenchResult } from './server-bench-cluster.js';
import { startServerChild, type ServerChild } from './server-bench-process.js';

export interface ServerBenchResult {
  readonly matches: number;
  readonly seconds: number;
  readonly moves: number;
  readonly movesPerSecond: number;
  readonly p50ms: number;
  readonly p99ms: number;
  /**
   * The server's own share of each move, from its `/metrics` histogram (received → acknowledgement sent, commit
   * included): the mean, and the bucket bound under which 99 % fall. The rest of p50ms/p99ms is waiting in the
   * two processes' queues for a turn of their event loops. Null with several nodes.
   */
  readonly server: { readonly meanMs: number; readonly p99AtMostMs: number | null } | null;
  /** The server's peak resident memory during play. */
  readonly rssMB: number | null;
  /** CPU seconds the server and this client process spent during play (both on this machine). */
  readonly serverCpuSeconds: number | null;
  readonly clientCpuSeconds: number;
  /** The machine's 1-minute load average at the end: other work on the machine skews every figure. */
  readonly loadAverage: number;
}

export interface IdleBenchResult {
  readonly idleClients: number;
  readonly connectSeconds: number;
  /** The server's resident memory with every client connected and idle. */
  readonly rssMB: number | null;
  /** Before any client connected (matches created). */
  readonly rssBeforeMB: number | null;
  readonly loadAverage: number;
}

const GAME = 'tribunal-1920';
const PLAYERS = 2;

/** Runs `tasks` with at most `limit` of them at once. */
async function pooled<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

/** A started match whose every seat a person holds: the tokens, by seat. */
async function personMatch(base: string): Promise<{ match: string; tokens: string[] }> {
  const seats = Array.from({ length: PLAYERS }, () => ({ kind: 'person' as const }));
  const { match, hostToken } = await api<{ match: string; hostToken: string }>(base, 'POST', '/matches', { game: GAME, players: PLAYERS, seats });
  const tokens: string[] = [];
  for (let seat = 0; seat < PLAYERS; seat++) {
    tokens.push((await api<{ token: string }>(base, 'POST', `/matches/${match}/join`, { name: `p${seat}`, seat })).token);
  }
  try {
    await api(base, 'POST', `/matches/${match}/start`, { hostToken });
  } catch (e) {
    // A full table may start by itself.
    if (!(e instanceof ApiError && e.code === 'match-live')) throw e;
  }
  return { match, tokens };
}

interface Legal {
  readonly action: unknown;
}
interface Live {
  readonly type: string;
  readonly seq?: number;
  readonly seat?: number | null;
  readonly legal?: readonly Legal[];
  readonly toAct?: readonly number[];
  readonly outcome?: unknown;
  readonly clientId?: string;
  readonly code?: string;
}

/** Refusals the clients received, by code (reported when DOCKET_BENCH_DEBUG is set). */
const refusals = new Map<string, number>();

/** One seat's client: plays a uniformly random legal action as soon as it is its turn; resolves at the end. */
class SeatClient {
  private seq = 0;
  private seat = -1;
  private legal: readonly Legal[] = [];
  private toAct: readonly number[] = [];
  private acted = -1;
  private sentAt = 0;
  go = false;
  readonly welcomed: Promise<void>;
  readonly done: Promise<void>;

  constructor(url: string, token: string, latencies: number[], onMove: () => void) {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let welcome!: () => void;
    let finish!: () => void;
    this.welcomed = new Promise((r) => (welcome = r));
    this.done = new Promise((r) => (finish = r));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, token })));
    ws.on('close', () => finish());
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as Live;
      if (m.type === 'welcome') {
        this.seat = m.seat ?? -1;
        welcome();
      }
      switch (m.type) {
        case 'welcome':
        case 'step':
          this.seq = m.seq ?? this.seq;
          this.legal = m.legal ?? [];
          this.toAct = m.toAct ?? [];
          if (m.outcome) {
            ws.close();
            return;
          }
          this.play(ws);
          return;
        case 'ack':
          latencies.push(performance.now() - this.sentAt);
          onMove();
          return;
        case 'refusal':
          refusals.set(m.code ?? '?', (refusals.get(m.code ?? '?') ?? 0) + 1);
          // stale-seq: a step is on its way. Anything else: try again at this seq shortly.
          if (m.code !== 'stale-seq') setTimeout(() => ((this.acted = -1), this.play(ws)), 20);
          return;
        case 'error':
          ws.close();
          return;
      }
    });
    this.kick = () => this.play(ws);
  }

  kick: () => void;

  private play(ws: WebSocket): void {
    if (!this.go || this.acted === this.seq || !this.toAct.includes(this.seat) || this.legal.length === 0) return;
    this.acted = this.seq;
    const { action } = this.legal[Math.floor(Math.random() * this.legal.length)] as Legal;
    this.sentAt = performance.now();
    ws.send(JSON.stringify({ type: 'act', seq: this.seq, clientId: randomBytes(6).toString('hex'), action }));
  }
}

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** The move-latency histogram in a `/metrics` text: the mean, and the bound of the bucket that holds the p99. */
export function serverShare(metrics: string): ServerBenchResult['server'] {
  const value = (name: string): number => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN);
  const count = value('docket_move_latency_seconds_count');
  const sum = value('docket_move_latency_seconds_sum');
  if (!(count > 0)) return null;
  const buckets = [...metrics.matchAll(/^docket_move_latency_seconds_bucket\{le="([^"]+)"\} (\S+)$/gm)].map((m) => ({ le: Number(m[1]), n: Number(m[2]) }));
  const p99 = buckets.find((b) => b.n >= 0.99 * count)?.le;
  return { meanMs: round((sum / count) * 1000), p99AtMostMs: p99 === undefined || !Number.isFinite(p99) ? null : round(p99 * 1000) };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

/** M live Tribunal 1920 matches at once, every seat a WebSocket client playing at random as fast as it may. */
export async function benchMatches(server: ServerChild, matches: number, bases: readonly string[] = [server.base]): Promise<ServerBenchResult> {
  const tables = await pooled(matches, 16, () => personMatch(server.base));
  const latencies: number[] = [];
  let moves = 0;
  // `bases`: several nodes (server-bench-cluster.ts) take the clients in turn.
  const clients = tables.flatMap(({ match, tokens }, k) => tokens.map((t, seat) => new SeatClient(liveUrl(bases[(k * PLAYERS + seat) % bases.length] as string, match), t, latencies, () => moves++)));
  await Promise.all(clients.map((c) => c.welcomed));
  let rss = server.rssMB();
  const sampler = setInterval(() => (rss = Math.max(rss ?? 0, server.rssMB() ?? 0)), 200);
  const started = performance.now();
  const serverCpu = server.cpuSeconds();
  const clientCpu = process.cpuUsage();
  for (const c of clients) c.go = true;
  for (const c of clients) c.kick();
  await Promise.all(clients.map((c) => c.done));
  const seconds = (performance.now() - started) / 1000;
  const serverCpuAfter = server.cpuSeconds();
  const clientUsed = process.cpuUsage(clientCpu);
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  const share = bases.length === 1 ? serverShare(await (await fetch(new URL('/metrics', server.base))).text()) : null;
  if (process.env.DOCKET_BENCH_DEBUG) process.stderr.write(`refusals: ${JSON.stringify(Object.fromEntries(refusals))}\n`);
  return {
    matches,
    seconds: round(seconds, 2),
    moves,
    movesPerSecond: Math.round(moves / seconds),
    p50ms: round(percentile(latencies, 0.5), 2),
    p99ms: round(percentile(latencies, 0.99), 2),
    server: share,
    rssMB: rss === null ? null : Math.round(rss),
    serverCpuSeconds: serverCpu === null || serverCpuAfter === null ? null : round(serverCpuAfter - serverCpu, 2),
    clientCpuSeconds: round((clientUsed.user + clientUsed.system) / 1e6, 2),
    loadAverage: round(loadavg()[0] ?? 0, 2),
  };
}

/** `clients` seat clients connected to live matches and idle: the server's memory for them. */
export async function benchIdle(server: ServerChild, clients: number): Promise<IdleBenchResult> {
  const tables = await pooled(Math.ceil(clients / PLAYERS), 16, () => personMatch(server.base));
  await new Promise((r) => setTimeout(r, 1_000));
  const rssBeforeMB = server.rssMB();
  const started = performance.now();
  const sockets = await pooled(clients, 200, async (i) => {
    const { match, tokens } = tables[Math.floor(i / PLAYERS)] as { match: string; tokens: string[] };
    const ws = new WebSocket(liveUrl(server.base, match), { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, token: tokens[i % PLAYERS] })));
      ws.once('message', () => resolve());
      ws.once('error', reject);
    });
    return ws;
  });
  const connectSeconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 2_000));
  const rssMB = server.rssMB();
  for (const ws of sockets) ws.terminate();
  const round = (n: number | null) => (n === null ? null : Math.round(n));
  return { idleClients: clients, connectSeconds: Math.round(connectSeconds * 100) / 100, rssMB: round(rssMB), rssBeforeMB: round(rssBeforeMB), loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100 };
}

export interface ServerBenchFlags {
  readonly matches?: number;
  readonly idle?: number;
  /** Several configurations side by side (server-bench-cluster.ts). */
  readonly nodes?: string;
  readonly db?: string;
  readonly redis?: string;
}

/** `docket bench server`: starts `docket serve` as a child process on a fresh database and measures it. */
export async function serverBench(flags: ServerBenchFlags): Promise<ServerBenchResult | IdleBenchResult | ClusterBenchResult[]> {
  if (flags.nodes !== undefined || flags.db !== undefined) return clusterBench(flags);
  const server = await startServerChild();
  try {
    return flags.idle !== undefined ? await benchIdle(server, flags.idle) : await benchMatches(server, flags.matches ?? 200);
  } finally {
    await server.stop();
  }
}
