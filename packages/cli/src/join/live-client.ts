import type { ClientMessage, ServerMessage } from '@docket/protocol';
import WebSocket from 'ws';
import { parsePrintable } from '../screen.js';

/** Where a match's WebSocket lives, from the server's base URL. */
export function liveUrl(base: string, match: string): string {
  const u = new URL(`/matches/${encodeURIComponent(match)}/live`, base);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return u.href;
}

/** An error body of the HTTP API, with its refusal code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** One JSON call to the server's HTTP API; a refusal becomes an ApiError with its code. */
export async function api<T>(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  const res = await fetch(new URL(path, base), init);
  const text = await res.text();
  const json = text === '' ? null : parsePrintable(text);
  if (!res.ok) {
    const { code = 'http', message = text } = (json ?? {}) as { code?: string; message?: string };
    throw new ApiError(res.status, code, message);
  }
  return json as T;
}

/**
 * A WebSocket client of one match: sends the protocol's messages and hands the server's, in order, to
 * whoever waits for them. Messages are read as the protocol says they are (the server is trusted with the game),
 * their strings made printable (people's names and chat reach this terminal through it).
 */
export class LiveClient {
  private readonly queue: ServerMessage[] = [];
  private readonly waiting: ((m: ServerMessage | null) => void)[] = [];
  private readonly arrivals: (() => void)[] = [];
  private closedWith: string | null = null;
  /** Called for every message as it arrives, before anyone waiting is served. */
  onMessage: ((m: ServerMessage) => void) | null = null;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = parsePrintable(data.toString()) as ServerMessage;
      this.onMessage?.(m);
      const w = this.waiting.shift();
      if (w) w(m);
      else {
        this.queue.push(m);
        for (const a of this.arrivals.splice(0)) a();
      }
    });
    ws.on('close', (code, reason) => {
      this.closedWith = `${code} ${reason.toString()}`.trim();
      for (const w of this.waiting.splice(0)) w(null);
      for (const a of this.arrivals.splice(0)) a();
    });
  }

  static connect(url: string): Promise<LiveClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      ws.once('open', () => resolve(new LiveClient(ws)));
      ws.once('error', reject);
    });
  }

  /** Why the connection closed, once it has. */
  get closed(): string | null {
    return this.closedWith;
  }

  send(m: ClientMessage | Record<string, unknown>): void {
    this.ws.send(JSON.stringify(m));
  }

  /** The messages already received and not yet taken, taken now. */
  drain(): ServerMessage[] {
    return this.queue.splice(0);
  }

  /**
   * Resolves once a message waits to be taken (or the connection has closed), taking nothing: it can be raced
   * against the person's typing and lost without losing a message, unlike `next()`.
   */
  arrival(): Promise<void> {
    if (this.queue.length > 0 || this.closedWith !== null) return Promise.resolve();
    return new Promise((resolve) => this.arrivals.push(resolve));
  }

  /** True once the connection has closed and every message it brought has been taken. */
  get over(): boolean {
    return this.closedWith !== null && this.queue.length === 0;
  }

  /** The next server message, or null once the connection has closed. */
  next(): Promise<ServerMessage | null> {
    const m = this.queue.shift();
    if (m !== undefined) return Promise.resolve(m);
    if (this.closedWith !== null) return Promise.resolve(null);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): void {
    this.ws.close(1000, 'bye');
  }
}
