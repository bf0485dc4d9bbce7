import type { Redis } from 'ioredis';
import type { Seat } from '@docket/engine';
import type { MatchHost } from '../host/host.js';
import type { LiveMatch } from '../host/live-match.js';

/** Who is connected to a match through the other nodes (public: every seat sees the table's presence). */
export interface RemotePresence {
  readonly seats: ReadonlySet<Seat>;
  readonly spectators: number;
}

interface Entry {
  readonly seats: Seat[];
  readonly spectators: number;
  /** Epoch ms of the last refresh: a node that died stops refreshing, and its entry is ignored. */
  readonly at: number;
}

/**
 * Presence across nodes: each node keeps, per match, its own connected seats and spectator count in the hash
 * `<prefix>:presence:<match>` (one field per node), refreshed every scan, and announces a change on
 * `<prefix>:presence` as `{match, seq}`. The others read the hash and merge it into what their clients see.
 */
export class ClusterPresence {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly node: string,
    /** An entry older than this is a dead node's. */
    private readonly staleMs: number,
    /** The wall clock (entries are compared across nodes, so not a monotonic one). */
    private readonly now: () => number,
  ) {}

  get channel(): string {
    return `${this.prefix}:presence`;
  }

  private key(match: string): string {
    return `${this.prefix}:presence:${match}`;
  }

  private entry(lm: LiveMatch): Entry {
    const seats = new Set<Seat>();
    let spectators = 0;
    for (const c of lm.connections) {
      if (c.seat === null) spectators++;
      else seats.add(c.seat);
    }
    return { seats: [...seats], spectators, at: this.now() };
  }

  /** Writes this node's share of a match's presence; `announce` tells the other nodes to read it now. */
  async write(lm: LiveMatch, announce: boolean): Promise<void> {
    const key = this.key(lm.id);
    await this.redis.multi().hset(key, this.node, JSON.stringify(this.entry(lm))).pexpire(key, this.staleMs * 10).exec();
    if (announce) await this.redis.publish(this.channel, JSON.stringify({ match: lm.id, seq: lm.match.seq }));
  }

  /** The other nodes' share, live entries only. */
  async read(match: string): Promise<RemotePresence> {
    const all = await this.redis.hgetall(this.key(match));
    const seats = new Set<Seat>();
    let spectators = 0;
    const fresh = this.now() - this.staleMs;
    for (const [node, text] of Object.entries(all)) {
      if (node === this.node) continue;
      try {
        const e = JSON.parse(text) as Entry;
        if (e.at < fresh) continue;
        e.seats.forEach((s) => seats.add(s));
        spectators += e.spectators;
      } catch {
        // a malformed entry is nobody
      }
    }
    return { seats, spectators };
  }

  /** Every scan: refresh this node's entries and re-read the others' (a dead node's entries go stale). */
  async refresh(host: MatchHost): Promise<void> {
    for (const lm of [...host.live.values()]) {
      if (lm.connections.size > 0) await this.write(lm, false);
      host.remotePresence(lm.id, await this.read(lm.id));
    }
  }
}
