import { loadavg } from 'node:os';
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '@docket/protocol';
import { liveUrl } from '../join/live-client.js';
import { personMatch, PLAYERS, pooled, SeatClient, type RoundLog } from './server-bench-client.js';
import { clusterBench, type ClusterBenchResult } from './server-bench-cluster.js';
import { startServerChild, type ServerChild } from './server-bench-process.js';

export interface ServerBenchResult {
  readonly matches: number;
  /** Matches played to the end first and not measured, so the server's code is compiled when measuring starts. */
  readonly warmUpMatches: number;
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

const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** The move-latency histogram of a `/metrics` text: its count, sum and cumulative buckets. */
interface Histogram {
  readonly count: number;
  readonly sum: number;
  readonly buckets: readonly { readonly le: number; readonly n: number }[];
}

function histogram(metrics: string): Histogram {
  const value = (name: string): number => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1] ?? NaN);
  const buckets = [...metrics.matchAll(/^docket_move_latency_seconds_bucket\{le="([^"]+)"\} (\S+)$/gm)].map((m) => ({ le: Number(m[1]), n: Number(m[2]) }));
  return { count: value('docket_move_latency_seconds_count'), sum: value('docket_move_latency_seconds_sum'), buckets };
}

/**
 * The server's share of each move, from its `/metrics` text: the mean, and the bound of the bucket that holds the
 * p99. With `before` (the text read when measuring began), of the moves since then only.
 */
export function serverShare(metrics: string, before?: string): ServerBenchResult['server'] {
  const now = histogram(metrics);
  const then = before === undefined ? null : histogram(before);
  const count = now.count - (then?.count ?? 0);
  const sum = now.sum - (then?.sum ?? 0);
  if (!(count > 0)) return null;
  const buckets = now.buckets.map((b, i) => ({ le: b.le, n: b.n - (then?.buckets[i]?.n ?? 0) }));
  const p99 = buckets.find((b) => b.n >= 0.99 * count)?.le;
  return { meanMs: round((sum / count) * 1000), p99AtMostMs: p99 === undefined || !Number.isFinite(p99) ? null : round(p99 * 1000) };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

/** Moves by quarter second of play: how many, and their p50, p99 and max latency (ms), to tell stalls from queueing. */
function timeline(log: RoundLog, started: number): string {
  const windows = new Map<number, number[]>();
  log.sentAt.forEach((t, i) => {
    const w = Math.floor((t - started) / 250);
    const window = windows.get(w) ?? [];
    window.push(log.latencies[i] as number);
    windows.set(w, window);
  });
  return [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([w, l]) => {
      const sorted = [...l].sort((a, b) => a - b);
      const q = (p: number) => round(percentile(sorted, p));
      return `${(w * 0.25).toFixed(2)}s moves ${sorted.length} p50 ${q(0.5)} p99 ${q(0.99)} max ${q(1)}\n`;
    })
    .join('');
}

/** One round: M matches created, every seat's client connected, then all played to the end at once. */
async function playRound(server: ServerChild, matches: number, bases: readonly string[]) {
  const tables = await pooled(matches, 16, () => personMatch(server.base));
  const log: RoundLog = { latencies: [], sentAt: [], refusals: new Map() };
  // `bases`: several nodes (server-bench-cluster.ts) take the clients in turn.
  const clients = tables.flatMap(({ match, tokens }, k) => tokens.map((t, seat) => new SeatClient(liveUrl(bases[(k * PLAYERS + seat) % bases.length] as string, match), t, log)));
  await Promise.all(clients.map((c) => c.welcomed));
  const metricsBefore = bases.length === 1 ? await (await fetch(new URL('/metrics', server.base))).text() : null;
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
  if (process.env.DOCKET_BENCH_DEBUG) process.stderr.write(`${timeline(log, started)}refusals: ${JSON.stringify(Object.fromEntries(log.refusals))}\n`);
  const share = metricsBefore === null ? null : serverShare(await (await fetch(new URL('/metrics', server.base))).text(), metricsBefore);
  const serverCpuSeconds = serverCpu === null || serverCpuAfter === null ? null : round(serverCpuAfter - serverCpu, 2);
  return { log, seconds, share, rss, serverCpuSeconds, clientCpuSeconds: round((clientUsed.user + clientUsed.system) / 1e6, 2) };
}

/** Matches the benchmark plays first, unmeasured, unless told otherwise (`--warm-up`). */
export const WARM_UP_MATCHES = 40;

/**
 * M live Tribunal 1920 matches at once, every seat a WebSocket client playing at random as fast as it may. First a
 * round of `warmUp` matches, not measured: a server that has just started runs its code through the interpreter
 * until the JIT has compiled it, and a server that runs for days is measured past that. `warmUp` 0 measures the
 * cold start. The warm-up is kept small so that its finished matches are little for the garbage collector to
 * find during the measured round.
 */
export async function benchMatches(server: ServerChild, matches: number, bases: readonly string[] = [server.base], warmUp = WARM_UP_MATCHES): Promise<ServerBenchResult> {
  if (warmUp > 0) await playRound(server, warmUp, bases);
  const { log, seconds, share, rss, serverCpuSeconds, clientCpuSeconds } = await playRound(server, matches, bases);
  const latencies = [...log.latencies].sort((a, b) => a - b);
  const moves = latencies.length;
  return {
    matches,
    warmUpMatches: warmUp,
    seconds: round(seconds, 2),
    moves,
    movesPerSecond: Math.round(moves / seconds),
    p50ms: round(percentile(latencies, 0.5), 2),
    p99ms: round(percentile(latencies, 0.99), 2),
    server: share,
    rssMB: rss === null ? null : Math.round(rss),
    serverCpuSeconds,
    clientCpuSeconds,
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
  /** Matches played first and not measured (default WARM_UP_MATCHES; 0: measure from a cold start). */
  readonly warmUp?: number;
}

/** `docket bench server`: starts `docket serve` as a child process on a fresh database and measures it. */
export async function serverBench(flags: ServerBenchFlags): Promise<ServerBenchResult | IdleBenchResult | ClusterBenchResult[]> {
  if (flags.nodes !== undefined || flags.db !== undefined) return clusterBench(flags);
  const server = await startServerChild();
  try {
    return flags.idle !== undefined ? await benchIdle(server, flags.idle) : await benchMatches(server, flags.matches ?? 200, [server.base], flags.warmUp);
  } finally {
    await server.stop();
  }
}
