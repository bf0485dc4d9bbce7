import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION, serverMessageSchema, type ServerMessage } from '@docket/protocol';
import { createServer, type DocketServer, type ServerOptions } from '../src/index.js';

/** A temporary folder for one test's database file, removed by `cleanup`. */
export function tempDb(): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'docket-server-'));
  return { file: join(dir, 'docket.db'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A real server on 127.0.0.1, port 0, over a real SQLite file. */
export async function startServer(file: string, o: ServerOptions = {}): Promise<{ server: DocketServer; url: string }> {
  const server = await createServer({ db: file, ...o });
  const url = await server.listen(0, '127.0.0.1');
  return { server, url };
}

export async function http(url: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // metrics are plain text
  }
  return { status: res.status, body: parsed };
}

/** A test client: a real WebSocket that checks every message against the protocol and keeps them all. */
export class Client {
  readonly messages: ServerMessage[] = [];
  private waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void; from: number }[] = [];
  closed: { code: number; reason: string } | null = null;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const m = serverMessageSchema.parse(JSON.parse(data.toString('utf8')));
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.pred(m)) return true;
        w.resolve(m);
        return false;
      });
    });
    ws.on('close', (code: number, reason: Buffer) => {
      this.closed = { code, reason: reason.toString() };
    });
  }

  static async open(url: string, match: string): Promise<Client> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/matches/${match}/live`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Client(ws);
  }

  send(m: unknown): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  hello(h: { token?: string; spectate?: true; lastSeq?: number; lang?: 'en' | 'fr'; protocol?: number }): void {
    this.send({ type: 'hello', protocol: PROTOCOL_VERSION, ...h });
  }

  /** The next message (from now, or among those already received after index `from`) that satisfies `pred`. */
  next<T extends ServerMessage['type']>(type: T, pred: (m: Extract<ServerMessage, { type: T }>) => boolean = () => true, from = this.messages.length): Promise<Extract<ServerMessage, { type: T }>> {
    const ok = (m: ServerMessage): boolean => m.type === type && pred(m as Extract<ServerMessage, { type: T }>);
    const seen = this.messages.slice(from).find(ok);
    if (seen) return Promise.resolve(seen as Extract<ServerMessage, { type: T }>);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message in time`)), 10_000);
      this.waiters.push({ pred: ok, from, resolve: (m) => { clearTimeout(timer); resolve(m as Extract<ServerMessage, { type: T }>); } });
    });
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}

/** Creates a match of `players` person seats, joins them all, starts it; answers the tokens. */
export async function liveMatch(url: string, game: string, players: number, extra: Record<string, unknown> = {}): Promise<{ match: string; hostToken: string; tokens: string[] }> {
  const created = await http(url, 'POST', '/matches', { game, players, ...extra });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const { match, hostToken } = created.body as { match: string; hostToken: string };
  const tokens: string[] = [];
  for (let i = 0; i < players; i++) {
    const j = await http(url, 'POST', `/matches/${match}/join`, { name: `P${i}` });
    if (j.status !== 201) throw new Error(JSON.stringify(j.body));
    tokens.push((j.body as { token: string }).token);
  }
  const s = await http(url, 'POST', `/matches/${match}/start`, { hostToken });
  if (s.status !== 200) throw new Error(JSON.stringify(s.body));
  return { match, hostToken, tokens };
}
