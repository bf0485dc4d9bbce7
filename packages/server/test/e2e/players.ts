import { randomBytes } from 'node:crypto';
import { Rng, type Seat } from '@docket/engine';
import type { ServerMessage } from '@docket/protocol';
import type { Client } from './harness.js';

/** One acknowledged command: what this seat played, and the seq the server gave it. */
export interface Acked {
  readonly seat: Seat;
  readonly clientId: string;
  readonly seq: number;
  readonly action: unknown;
}

/**
 * A person at a seat who plays a random legal action whenever it may, on one connection; it can be moved to a new
 * connection (after a drop or a restart) and goes on from the welcome. Resolves `done` when the match ends.
 */
export class RandomSeat {
  readonly acked: Acked[] = [];
  /** Commands sent and not answered: after a crash, they may or may not be in the log. */
  readonly pending = new Map<string, { seq: number; action: unknown }>();
  seq = 0;
  outcome: unknown = null;
  private acted = -1;
  private client: Client | null = null;
  readonly done: Promise<void>;
  private finish!: () => void;
  paused = false;

  constructor(
    readonly seat: Seat,
    private readonly rng: Rng,
  ) {
    this.done = new Promise((r) => (this.finish = r));
  }

  attach(client: Client): void {
    this.client = client;
    this.acted = -1;
    client.listeners.push((m) => this.on(client, m));
    // The welcome may have come already.
    const welcome = client.messages.find((m) => m.type === 'welcome');
    if (welcome) this.on(client, welcome);
  }

  /** Sends again, with the same client ids, every command the server never answered. */
  resend(): void {
    for (const [clientId, p] of this.pending) this.client?.send({ type: 'act', seq: p.seq, clientId, action: p.action });
  }

  private on(client: Client, m: ServerMessage): void {
    if (client !== this.client) return;
    switch (m.type) {
      case 'welcome':
      case 'step':
        if (m.seq < this.seq && m.type === 'step') return;
        this.seq = m.seq;
        if (m.outcome !== null) {
          this.outcome = m.outcome;
          this.finish();
          return;
        }
        if (this.paused || this.acted === m.seq || !m.toAct.includes(this.seat) || m.legal.length === 0) return;
        this.acted = m.seq;
        this.play(client, m.seq, this.rng.pick(m.legal).action);
        return;
      case 'ack': {
        const p = this.pending.get(m.clientId);
        if (!p) return;
        this.pending.delete(m.clientId);
        this.acked.push({ seat: this.seat, clientId: m.clientId, seq: m.seq, action: p.action });
        return;
      }
      case 'refusal':
        if (m.clientId !== undefined) this.pending.delete(m.clientId);
        return;
      default:
        return;
    }
  }

  private play(client: Client, seq: number, action: unknown): void {
    const clientId = randomBytes(8).toString('hex');
    this.pending.set(clientId, { seq, action });
    client.send({ type: 'act', seq, clientId, action });
  }
}

export function randomSeats(seats: readonly Seat[], seed: string): Map<Seat, RandomSeat> {
  return new Map(seats.map((s) => [s, new RandomSeat(s, Rng.seeded(`${seed}/${s}`))]));
}
