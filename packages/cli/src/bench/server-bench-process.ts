import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A `docket serve` child process on 127.0.0.1 with a fresh SQLite file, for the benchmark. */
export interface ServerChild {
  readonly base: string;
  readonly pid: number;
  /** The child's resident memory now, in MB (Linux /proc; null elsewhere). */
  rssMB(): number | null;
  /** The CPU time the child has used so far, in seconds (Linux /proc; null elsewhere). */
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export function rssOf(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export function cpuOf(pid: number): number | null {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the command's closing parenthesis): user and system ticks.
    const rest = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(rest[11]) + Number(rest[12])) / 100;
  } catch {
    return null;
  }
}

/** Resolves to the URL the child prints once it listens. */
function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) resolve(m[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`The server exited with code ${code} before listening.`)));
  });
}

/** Starts the benchmark's server (server-bench-child.js beside this module, built) on a free port, on a fresh database. */
export async function startServerChild(): Promise<ServerChild> {
  const entry = fileURLToPath(new URL('./server-bench-child.js', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'docket-bench-'));
  const port = await freePort();
  // DOCKET_BENCH_NODE_ARGS (e.g. "--cpu-prof") is passed to the server's node: how its costs were found.
  const nodeArgs = (process.env.DOCKET_BENCH_NODE_ARGS ?? '').split(' ').filter((a) => a !== '');
  const child = spawn(process.execPath, [...nodeArgs, entry, String(port), join(dir, 'bench.db')], { stdio: ['ignore', 'pipe', 'inherit'], cwd: dir });
  const base = await listening(child);
  return {
    base,
    pid: child.pid as number,
    rssMB: () => rssOf(child.pid as number),
    cpuSeconds: () => cpuOf(child.pid as number),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      if (nodeArgs.length === 0) rmSync(dir, { recursive: true, force: true });
      else process.stderr.write(`server files kept in ${dir}\n`);
    },
  };
}
