import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PgStore } from '@docket/server';
import { benchMatches, type ServerBenchResult } from './server-bench.js';
import { cpuOf, freePort, rssOf, type ServerChild } from './server-bench-process.js';

/** One configuration of `docket bench server --nodes`: a store and how many nodes serve it. */
export interface ClusterConfig {
  readonly store: 'sqlite' | 'postgres';
  readonly nodes: number;
  /**
   * Where the clients go: 'seat' (default) deals them round-robin, so the seats of one match sit on different
   * nodes and every move crosses nodes; 'match' puts a match's clients on one node (a load balancer hashing
   * the match id, as deploy/nginx.conf does), so nodes share the store and the leases but rarely a match.
   */
  readonly spread: 'seat' | 'match';
}

export interface ClusterBenchFlags {
  /** e.g. "sqlite:1,postgres:1,postgres:2,postgres:3" (the default when only --db or --redis is given). */
  readonly nodes?: string;
  /** The PostgreSQL server (each configuration runs in a fresh schema, dropped after). */
  readonly db?: string;
  readonly redis?: string;
  readonly matches?: number;
  readonly warmUp?: number;
}

export type ClusterBenchResult = ServerBenchResult & { readonly config: string };

export const DEFAULT_CLUSTER = 'sqlite:1,postgres:1,postgres:2,postgres:3';

export function parseConfigs(text: string): ClusterConfig[] {
  return text.split(',').map((part) => {
    const m = /^(sqlite|postgres):([1-9])(m?)$/.exec(part.trim());
    if (!m) throw new Error(`"${part}" is not store:nodes[m] (sqlite:1, postgres:3, postgres:3m, …).`);
    if (m[1] === 'sqlite' && m[2] !== '1') throw new Error('SQLite serves one node only.');
    return { store: m[1] as ClusterConfig['store'], nodes: Number(m[2]), spread: m[3] === 'm' ? 'match' : 'seat' };
  });
}

function startNode(args: string[], cwd: string): Promise<{ child: ChildProcess; base: string }> {
  const entry = fileURLToPath(new URL('./server-bench-cluster-child.js', import.meta.url));
  const child = spawn(process.execPath, [entry, ...args], { stdio: ['ignore', 'pipe', 'inherit'], cwd });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) resolve({ child, base: m[1] as string });
    });
    child.once('exit', (code) => reject(new Error(`A node exited with code ${code} before listening.`)));
  });
}

/** N nodes as one `ServerChild`: memory and CPU summed over them; matches created on the first. */
async function startCluster(c: ClusterConfig, flags: ClusterBenchFlags): Promise<{ server: ServerChild; bases: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'docket-bench-'));
  const schema = `docket_bench_${randomBytes(5).toString('hex')}`;
  const pg = flags.db ?? 'postgres://postgres@127.0.0.1:5432/test';
  const prefix = `docket-bench-${randomBytes(5).toString('hex')}`;
  const nodes: { child: ChildProcess; base: string }[] = [];
  for (let i = 0; i < c.nodes; i++) {
    const port = String(await freePort());
    const args = c.store === 'sqlite' ? [port, join(dir, 'bench.db')] : [port, pg, schema, flags.redis ?? 'redis://127.0.0.1:6379', prefix, `bench${i}`];
    nodes.push(await startNode(args, dir));
  }
  const sum = (f: (pid: number) => number | null): number | null =>
    nodes.reduce<number | null>((acc, n) => {
      const v = f(n.child.pid as number);
      return acc === null || v === null ? null : acc + v;
    }, 0);
  const server: ServerChild = {
    base: nodes[0]!.base,
    pid: nodes[0]!.child.pid as number,
    rssMB: () => sum(rssOf),
    cpuSeconds: () => sum(cpuOf),
    stop: async () => {
      for (const n of nodes) {
        if (n.child.exitCode !== null) continue;
        const exited = new Promise((r) => n.child.once('exit', r));
        n.child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
      if (c.store === 'postgres') {
        const s = await PgStore.open({ url: pg, schema });
        await s.dropSchema();
        await s.close();
      }
    },
  };
  return { server, bases: nodes.map((n) => n.base) };
}

/**
 * `docket bench server --nodes sqlite:1,postgres:1,postgres:2,postgres:3`: the same workload against each
 * configuration in turn, in one run; clients spread round-robin over the nodes (so the seats of one match
 * sit on different nodes, the case where every move crosses Redis and PostgreSQL to reach the other seat).
 */
export async function clusterBench(flags: ClusterBenchFlags): Promise<ClusterBenchResult[]> {
  const results: ClusterBenchResult[] = [];
  for (const c of parseConfigs(flags.nodes ?? DEFAULT_CLUSTER)) {
    const { server, bases } = await startCluster(c, flags);
    try {
      // benchMatches deals client i of match k to bases[(k * players + seat) % length]: each node named once
      // per seat gives a match's clients one node.
      const dealt = c.spread === 'match' ? bases.flatMap((b) => [b, b]) : bases;
      results.push({ config: `${c.store}:${c.nodes}${c.spread === 'match' ? 'm' : ''}`, ...(await benchMatches(server, flags.matches ?? 200, dealt, flags.warmUp)) });
    } finally {
      await server.stop();
    }
  }
  return results;
}
