import type { Redis } from 'ioredis';

/** Extends a lease only if this node still holds it (a compare-and-extend, atomic in Redis). */
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
/** Gives a lease up only if this node holds it. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * A match's lease: whoever holds `<prefix>:lease:<match>` runs its clocks and bot seats. Taken with SET NX PX,
 * renewed every third of its life; a node that cannot renew (Redis gone, the process stalled) stops
 * believing it holds it when its local copy expires, before another node can take it.
 */
export class Leases {
  /** match → local expiry (performance.now() ms): this node leads the match until then. */
  private readonly held = new Map<string, number>();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly node: string,
    readonly ttlMs: number,
  ) {}

  private key(match: string): string {
    return `${this.prefix}:lease:${match}`;
  }

  holds(match: string): boolean {
    const until = this.held.get(match);
    return until !== undefined && performance.now() < until;
  }

  /** Matches this node holds now. */
  mine(): string[] {
    return [...this.held.keys()].filter((m) => this.holds(m));
  }

  async take(match: string): Promise<boolean> {
    const started = performance.now();
    const r = await this.redis.set(this.key(match), this.node, 'PX', this.ttlMs, 'NX');
    if (r !== 'OK') return false;
    // The local copy ends before the key can: counted from before the request was sent.
    this.held.set(match, started + this.ttlMs * 0.9);
    return true;
  }

  /** Renews every held lease; answers the ones lost (taken over, or Redis unreachable until they expired). */
  async renew(): Promise<string[]> {
    const lost: string[] = [];
    for (const match of [...this.held.keys()]) {
      const started = performance.now();
      let kept = false;
      try {
        kept = (await this.redis.eval(RENEW, 1, this.key(match), this.node, this.ttlMs)) === 1;
      } catch {
        // Redis unreachable: keep leading until the local copy expires, then stop.
        if (this.holds(match)) continue;
      }
      if (kept) this.held.set(match, started + this.ttlMs * 0.9);
      else {
        this.held.delete(match);
        lost.push(match);
      }
    }
    return lost;
  }

  async release(match: string): Promise<void> {
    this.held.delete(match);
    await this.redis.eval(RELEASE, 1, this.key(match), this.node).catch(() => undefined);
  }

  async releaseAll(): Promise<void> {
    await Promise.all([...this.held.keys()].map((m) => this.release(m)));
  }
}
