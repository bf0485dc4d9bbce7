import { Match, Rng, type AnyGame } from '@docket/engine';
import type { LabelledAction, StepMessage, Welcome } from '@docket/protocol';
import { DEFAULT_GAMES } from '../src/index.js';
import type { Store } from '../src/index.js';
import { Client } from './helpers.js';

/** Refusals a racing client expects: another connection or node moved first, or the match just ended. */
const EXPECTED = new Set(['stale-seq', 'game-over', 'not-your-turn', 'unavailable']);

/**
 * One connection of a seat that plays a random legal action as soon as it may, racing any other connection of
 * the same seat. It records every step seq it receives (they must follow each other with no gap), the last
 * view, and any refusal it did not expect. `reconnect` gives it another node's url when its socket drops.
 */
export class Racer {
  client!: Client;
  readonly seqs: number[] = [];
  readonly unexpected: string[] = [];
  /** Every acknowledgement: `${seat}:${clientId}` → seq. */
  readonly acks = new Map<string, number>();
  /** Refusals by code (what the client was told when a move could not be stored, for one). */
  readonly refusals: string[] = [];
  view: unknown = null;
  seq = 0;
  over = false;
  private n = 0;
  drops = 0;
  private readonly rng: Rng;

  constructor(
    private readonly match: string,
    private readonly token: string | undefined,
    readonly id: string,
    private url: () => string,
    private readonly acts = true,
  ) {
    this.rng = Rng.seeded(id);
  }

  async connect(): Promise<void> {
    if (this.over) return;
    for (let attempt = 0; ; attempt++) {
      try {
        this.client = await Client.open(this.url(), this.match);
        break;
      } catch (e) {
        if (attempt > 100) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const c = this.client;
    c.ws.on('message', (data: Buffer) => this.on(JSON.parse(data.toString('utf8')) as { type: string }));
    c.ws.on('close', () => {
      this.drops++;
      if (!this.over) setTimeout(() => void this.connect(), 100);
    });
    c.ws.on('error', () => undefined);
    c.hello(this.token === undefined ? { spectate: true, lastSeq: this.seq || undefined } : { token: this.token, lastSeq: this.seq || undefined });
  }

  private on(m: { type: string; code?: string; message?: string }): void {
    if (m.type === 'welcome') {
      const w = m as Welcome;
      const first = this.seqs.length === 0 && this.seq === 0;
      for (const s of w.missed) this.saw(s.seq);
      // A first welcome may come after moves (a bot's); a returning client's gap is filled by `missed`.
      if (first) this.seq = w.seq;
      else if (w.seq !== this.seq) this.unexpected.push(`welcome at ${w.seq} after ${this.seq}`);
      this.view = w.view;
      this.consider(w);
    } else if (m.type === 'step') {
      const s = m as StepMessage;
      this.saw(s.seq);
      this.view = s.view;
      this.consider(s);
    } else if (m.type === 'ack') {
      const a = m as unknown as { clientId: string; seq: number };
      this.acks.set(a.clientId, a.seq);
    } else if (m.type === 'refusal' || m.type === 'error') {
      this.refusals.push(`${m.code}: ${m.message}`);
      if (!EXPECTED.has(m.code ?? '')) this.unexpected.push(`${m.type} ${m.code}: ${m.message}`);
    }
  }

  private saw(seq: number): void {
    if (seq !== this.seq + 1) this.unexpected.push(`step ${seq} after ${this.seq}`);
    this.seqs.push(seq);
    this.seq = seq;
  }

  private consider(m: StepMessage | Welcome): void {
    if (m.outcome !== null) {
      this.over = true;
      return;
    }
    if (!this.acts || m.legal.length === 0) return;
    const pick = this.rng.pick<LabelledAction>(m.legal);
    this.client.send({ type: 'act', seq: m.seq, clientId: `${this.id}-${this.n++}`, action: pick.action });
  }

  close(): Promise<void> {
    this.over = true;
    return this.client.close();
  }
}

/** Waits until `done` holds, polling; fails after `ms`. */
export async function until(done: () => boolean, ms: number, what: string): Promise<void> {
  const end = performance.now() + ms;
  while (!done()) {
    if (performance.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Checks a match's log against the rules: seqs 1..n with no gap, no command twice, and replays it; answers
 * the replayed match (so each client's last view can be compared with the view the log implies).
 */
export async function checkLog(store: Store, id: string): Promise<{ seqs: number[]; commands: string[]; rows: Map<string, number>; replayed: Match<never, never, unknown, unknown> | null }> {
  const m = await store.match(id);
  const actions = await store.actions(id);
  const game = DEFAULT_GAMES.find((g) => g.info.id === m?.game) as AnyGame;
  const record = { game: m!.game, version: m!.version, players: m!.players, options: m!.options, seed: m!.seed, actions: actions.map((a) => ({ seat: a.seat, action: a.action, at: a.at })) };
  const r = Match.fromRecord(game, record);
  return {
    seqs: actions.map((a) => a.seq),
    commands: actions.map((a) => `${a.seat}:${a.clientId}`),
    rows: new Map(actions.map((a) => [a.clientId, a.seq])),
    replayed: r.ok ? (r.value as unknown as Match<never, never, unknown, unknown>) : null,
  };
}
