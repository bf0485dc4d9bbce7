import type { Action, Locale } from '@docket/engine';
import {
  PROTOCOL_VERSION,
  serverMessageSchema,
  type ChatMessage,
  type Clocks,
  type LabelledAction,
  type SeatPresence,
  type ServerMessage,
  type WireOutcome,
} from '@docket/protocol';

export type Connection = 'connecting' | 'connected' | 'reconnecting' | 'failed';

export interface LogLine {
  readonly seq: number;
  readonly type: string;
  readonly label: string;
}

/** Everything the table page shows, replaced slice by slice so each part re-renders only when its slice changes. */
export interface TableState {
  readonly connection: Connection;
  readonly attempt: number;
  readonly problem: string | null;
  readonly game: string | null;
  readonly seat: number | null;
  readonly seq: number;
  readonly view: unknown;
  readonly legal: readonly LabelledAction[];
  readonly toAct: readonly number[];
  readonly outcome: WireOutcome | null;
  readonly log: readonly LogLine[];
  readonly lastEvents: readonly { readonly type: string; readonly label: string }[];
  readonly clocks: Clocks;
  readonly presence: readonly SeatPresence[];
  readonly spectators: number;
  readonly chat: readonly ChatMessage[];
  readonly refusal: string | null;
}

export const INITIAL: TableState = {
  connection: 'connecting',
  attempt: 0,
  problem: null,
  game: null,
  seat: null,
  seq: 0,
  view: null,
  legal: [],
  toAct: [],
  outcome: null,
  log: [],
  lastEvents: [],
  clocks: null,
  presence: [],
  spectators: 0,
  chat: [],
  refusal: null,
};

/** Codes after which trying again cannot help: the socket stays closed and the page says why. */
const FATAL = new Set(['bad-token', 'wrong-version', 'not-allowed', 'not-found', 'game-over', 'not-started']);

/** A minimal store: the state, its listeners, and a setter that notifies. */
export class TableStore {
  private current: TableState = INITIAL;
  private readonly listeners = new Set<() => void>();
  get = (): TableState => this.current;
  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  set(patch: Partial<TableState>): void {
    this.current = { ...this.current, ...patch };
    for (const l of this.listeners) l();
  }
  /** Applies one server message (the whole protocol, from the client's side). */
  receive(m: ServerMessage): void {
    const s = this.current;
    switch (m.type) {
      case 'welcome': {
        const missed = m.missed.flatMap((st) => st.events.map((e) => ({ seq: st.seq, type: e.event.type, label: e.label })));
        const last = m.missed.at(-1);
        this.set({
          connection: 'connected',
          attempt: 0,
          problem: null,
          game: m.game,
          seat: m.seat,
          seq: m.seq,
          view: m.view,
          legal: m.legal,
          toAct: m.toAct,
          outcome: m.outcome,
          clocks: m.clocks,
          presence: m.presence,
          spectators: m.spectators,
          log: [...s.log, ...missed],
          lastEvents: last === undefined ? s.lastEvents : last.events.map((e) => ({ type: e.event.type, label: e.label })),
        });
        return;
      }
      case 'step': {
        if (m.seq <= s.seq) return; // already seen (a welcome carried it)
        const events = m.events.map((e) => ({ type: e.event.type, label: e.label }));
        this.set({
          seq: m.seq,
          view: m.view,
          legal: m.legal,
          toAct: m.toAct,
          outcome: m.outcome,
          log: [...s.log, ...events.map((e) => ({ seq: m.seq, ...e }))],
          lastEvents: events,
          refusal: null,
        });
        return;
      }
      case 'presence':
        this.set({ presence: m.presence, spectators: m.spectators });
        return;
      case 'chat':
        this.set({ chat: [...s.chat, m] });
        return;
      case 'clock':
        this.set({ clocks: m.clocks });
        return;
      case 'refusal':
        // a stale seq only means a step is on its way; anything else is worth saying
        if (m.code !== 'stale-seq') this.set({ refusal: m.message });
        return;
      case 'error':
        this.set({ problem: m.message, connection: FATAL.has(m.code) ? 'failed' : s.connection });
        return;
      case 'ack':
      case 'pong':
        return;
    }
  }
}

export interface LiveOptions {
  readonly url: string;
  readonly token: string | null;
  readonly lang: Locale;
  /** Makes the socket (tests give a fake). */
  readonly socket?: (url: string) => WebSocket;
}

/** The live connection: hello, then messages into the store; on a drop, back with the last seq seen. */
export class LiveClient {
  readonly store = new TableStore();
  private ws: WebSocket | null = null;
  private closed = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private counter = 0;
  private readonly tag = Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0')).join('');

  constructor(private readonly o: LiveOptions) {}

  start(): void {
    this.closed = false;
    this.open();
  }

  private open(): void {
    const s = this.store.get();
    const ws = (this.o.socket ?? ((u) => new WebSocket(u)))(this.o.url);
    this.ws = ws;
    ws.onopen = () => {
      const who = this.o.token === null ? { spectate: true as const } : { token: this.o.token };
      // lastSeq 0 on the first hello too: the welcome then brings the whole log so far (a reload keeps it)
      ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, ...who, lastSeq: this.store.get().seq, lang: this.o.lang }));
    };
    ws.onmessage = (e: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(e.data));
      } catch {
        return;
      }
      const parsed = serverMessageSchema.safeParse(data);
      if (parsed.success) this.store.receive(parsed.data);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.closed || this.store.get().connection === 'failed') return;
      const attempt = this.store.get().attempt + 1;
      this.store.set({ connection: 'reconnecting', attempt });
      this.timer = setTimeout(() => this.open(), Math.min(5_000, 250 * 2 ** Math.min(attempt, 5)));
    };
    if (s.connection !== 'reconnecting') this.store.set({ connection: 'connecting' });
  }

  act = (action: Action): void => {
    const s = this.store.get();
    this.counter += 1;
    this.send({ type: 'act', seq: s.seq, clientId: `w${this.tag}-${this.counter}`, action });
  };

  chat = (channel: 'table' | 'spectators', text: string): void => {
    this.send({ type: 'chat', channel, text });
  };

  /** Drops the socket as a network failure would (tests, and a "reconnect now" button). */
  drop(): void {
    this.ws?.close();
  }

  private send(m: unknown): void {
    if (this.ws !== null && this.ws.readyState === 1) this.ws.send(JSON.stringify(m));
  }

  stop(): void {
    this.closed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.ws?.close();
    this.ws = null;
  }
}
