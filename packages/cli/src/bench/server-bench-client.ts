import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '@docket/protocol';
import { api, ApiError } from '../join/live-client.js';

/** The benchmark's game and table size. */
export const GAME = 'tribunal-1920';
export const PLAYERS = 2;

/** Runs `tasks` with at most `limit` of them at once. */
export async function pooled<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
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
export async function personMatch(base: string): Promise<{ match: string; tokens: string[] }> {
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

/** What the clients of one round saw: each acknowledged move's latency and when it was sent. */
export interface RoundLog {
  readonly latencies: number[];
  readonly sentAt: number[];
  /** Refusals, by code (reported when DOCKET_BENCH_DEBUG is set). */
  readonly refusals: Map<string, number>;
}

/** One seat's client: plays a uniformly random legal action as soon as it is its turn; resolves at the end. */
export class SeatClient {
  private seq = 0;
  private seat = -1;
  private legal: readonly Legal[] = [];
  private toAct: readonly number[] = [];
  private acted = -1;
  private sentAt = 0;
  /** Commands sent: a client id needs to be unique for its seat only, so a count does. */
  private sent = 0;
  go = false;
  readonly welcomed: Promise<void>;
  readonly done: Promise<void>;
  readonly kick: () => void;

  constructor(url: string, token: string, log: RoundLog) {
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
          log.latencies.push(performance.now() - this.sentAt);
          log.sentAt.push(this.sentAt);
          return;
        case 'refusal':
          log.refusals.set(m.code ?? '?', (log.refusals.get(m.code ?? '?') ?? 0) + 1);
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

  private play(ws: WebSocket): void {
    if (!this.go || this.acted === this.seq || !this.toAct.includes(this.seat) || this.legal.length === 0) return;
    this.acted = this.seq;
    const { action } = this.legal[Math.floor(Math.random() * this.legal.length)] as Legal;
    this.sentAt = performance.now();
    ws.send(JSON.stringify({ type: 'act', seq: this.seq, clientId: `c${++this.sent}`, action }));
  }
}
