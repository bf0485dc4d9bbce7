import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROTOCOL_VERSION, serverMessageSchema, type ServerMessage } from '@docket/protocol';
import WebSocket from 'ws';

// The server runs as a child process of its build (`tsc -b` first), as `docket serve` does.
const CHILD = fileURLToPath(new URL('./child.mjs', import.meta.url));

export function tempDb(name: string): string {
  return join(mkdtempSync(join(tmpdir(), 'docket-e2e-')), `${name}.db`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = netServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** A running server child on 127.0.0.1. */
export interface ServerProcess {
  readonly base: string;
  readonly child: ChildProcess;
  /** SIGKILL: no shutdown, no flush beyond what was committed. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

export async function startServer(db: string, port?: number): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, [CHILD, String(p), db], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\S+)/.exec(out);
      if (m) resolve(m[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`The server exited with ${code} before listening: ${err}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    base,
    child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface HttpAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

export async function http<T = Record<string, unknown>>(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<HttpAnswer<T>> {
  const res = await fetch(new URL(path, base), {
    method,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  const text = await res.text();
  return { status: res.status, body: (text === '' ? null : JSON.parse(text)) as T };
}

async function ok<T>(a: Promise<HttpAnswer<T>>): Promise<T> {
  const r = await a;
  if (r.status >= 300) throw new Error(`HTTP ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

export type SeatPlan = { kind: 'person' } | { kind: 'bot'; level: 'random' | 'greedy' | 'mcts' };

export interface StartedMatch {
  readonly match: string;
  readonly hostToken: string;
  /** Seat token by seat; null for bot seats. */
  readonly tokens: (string | null)[];
}

/** Creates a match, fills its person seats, starts it. */
export async function startMatch(base: string, game: string, seats: readonly SeatPlan[], options?: Record<string, unknown>): Promise<StartedMatch> {
  const created = await ok(http<{ match: string; hostToken: string }>(base, 'POST', '/matches', { game, players: seats.length, seats, ...(options ? { options } : {}) }));
  const tokens: (string | null)[] = [];
  for (let seat = 0; seat < seats.length; seat++) {
    if (seats[seat]?.kind !== 'person') tokens.push(null);
    else tokens.push((await ok(http<{ token: string }>(base, 'POST', `/matches/${created.match}/join`, { name: `P${seat}`, seat }))).token);
  }
  await ok(http(base, 'POST', `/matches/${created.match}/start`, { hostToken: created.hostToken }));
  return { ...created, tokens };
}

export function liveUrl(base: string, match: string): string {
  return `${base.replace(/^http/, 'ws')}/matches/${match}/live`;
}

/**
 * A test client of one match's live channel: it keeps every text it received (for the leak scan) and hands
 * messages, each checked against the protocol's strict schema, to whoever waits.
 */
export class Client {
  readonly raw: string[] = [];
  readonly messages: ServerMessage[] = [];
  private readonly waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  private seen = 0;
  closed: { code: number; reason: string } | null = null;
  /** Server messages that broke the protocol's strict schema. */
  readonly violations: string[] = [];
  /** Called with every message as it arrives. */
  readonly listeners: ((m: ServerMessage) => void)[] = [];
  private readonly closing: Promise<void>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const json = JSON.parse(text) as ServerMessage;
      const checked = serverMessageSchema.safeParse(json);
      // A message outside the protocol is kept as a finding (tests assert there are none) and still delivered.
      if (!checked.success) this.violations.push(`${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')} in ${text.slice(0, 200)}`);
      const m = checked.success ? checked.data : json;
      this.messages.push(m);
      for (const l of this.listeners) l(m);
      const i = this.waiters.findIndex((w) => w.pred(m));
      if (i >= 0) {
        const [w] = this.waiters.splice(i, 1);
        this.seen = this.messages.length;
        w?.resolve(m);
      }
    });
    this.closing = new Promise((resolve) => ws.once('close', (code, reason) => ((this.closed = { code, reason: reason.toString() }), resolve())));
    ws.on('error', () => {});
  }

  static open(base: string, match: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(liveUrl(base, match), { perMessageDeflate: false });
      ws.once('open', () => resolve(new Client(ws)));
      ws.once('error', reject);
    });
  }

  /** Opens and says hello with a token (or as a spectator); resolves to the welcome. */
  static async join(base: string, match: string, token: string | null, lastSeq?: number): Promise<{ client: Client; welcome: Extract<ServerMessage, { type: 'welcome' }> }> {
    const client = await Client.open(base, match);
    const welcomed = client.waitFor((m) => m.type === 'welcome' || m.type === 'error');
    client.send({ type: 'hello', protocol: PROTOCOL_VERSION, ...(token === null ? { spectate: true } : { token }), ...(lastSeq === undefined ? {} : { lastSeq }) });
    const w = await welcomed;
    if (w.type !== 'welcome') throw new Error(`No welcome: ${JSON.stringify(w)}`);
    return { client, welcome: w };
  }

  /** Forgets the messages received so far: the next waitFor looks only at what comes after. */
  skip(): void {
    this.seen = this.messages.length;
  }

  /** Resolves once any message so far or to come has an outcome: the match is over for this client. */
  async ended(ms = 60_000): Promise<void> {
    const over = (m: ServerMessage) => (m.type === 'step' || m.type === 'welcome') && m.outcome !== null;
    if (this.messages.some(over)) return;
    await this.waitFor(over, ms);
  }

  send(m: unknown): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /** The first message from now on (or already received and not yet waited past) that satisfies `pred`. */
  waitFor<M extends ServerMessage = ServerMessage>(pred: (m: ServerMessage) => boolean, ms = 20_000): Promise<M> {
    for (; this.seen < this.messages.length; this.seen++) {
      const m = this.messages[this.seen] as ServerMessage;
      if (pred(m)) {
        this.seen++;
        return Promise.resolve(m as M);
      }
    }
    this.seen = this.messages.length;
    return new Promise<M>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No matching message in ${ms} ms; last: ${this.raw.slice(-3).join(' | ')}`)), ms);
      this.waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m as M)) });
    });
  }

  /** Closes and waits for the close. */
  async close(): Promise<void> {
    if (this.closed === null) this.ws.close(1000, 'done');
    await this.closing;
  }

  /** Drops the connection abruptly (no close frame), as a network failure would. */
  async drop(): Promise<void> {
    this.ws.terminate();
    await this.closing;
  }
}
