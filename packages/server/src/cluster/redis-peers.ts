import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { MatchHost, Peers } from '../host/host.js';
import type { Store } from '../store/store.js';
import { Leases } from './leases.js';
import { ClusterPresence } from './presence.js';
import type { LiveMatch } from '../host/live-match.js';

export interface RedisPeersOptions {
  /** redis://host:port */
  readonly url: string;
  /** Namespace of every key and channel (several deployments, or test runs, share one Redis). Default 'docket'. */
  readonly prefix?: string;
  /** This node's name in leases (default: random). */
  readonly node?: string;
  /** A lease's life; renewed every third of it (default 3,000 ms). */
  readonly leaseMs?: number;
  readonly log: Logger;
  /** The wall clock. */
  readonly now: () => number;
}

/** The one message on the bus: which match moved to which seq. Never a state, a view or a secret. */
interface Moved {
  readonly match: string;
  readonly seq: number;
}

const parseMoved = (text: string): Moved | null => {
  try {
    const m = JSON.parse(text) as Partial<Moved>;
    return typeof m.match === 'string' && Number.isInteger(m.seq) ? { match: m.match, seq: m.seq as number } : null;
  } catch {
    return null;
  }
};

/**
 * Several nodes on one store (DESIGN.md "Server"): each commit is announced on Redis as `{match, seq}`; a node
 * holding that match reads the new rows from the store and builds its own clients' deliveries. When the
 * subscription comes back (Redis restarted) every match in memory catches up by seq. Clocks and bot seats
 * run under a lease per match; every `leaseMs / 3` this node renews its leases and takes the live matches
 * nobody holds, so a dead node's matches are taken over within about `leaseMs` plus one scan.
 */
export class RedisPeers implements Peers {
  readonly node: string;
  readonly prefix: string;
  readonly redis: Redis;
  private readonly sub: Redis;
  readonly leases: Leases;
  private readonly presence: ClusterPresence;
  private host: MatchHost | null = null;
  private timer: NodeJS.Timeout | null = null;
  private scanning = false;
  /** Live matches nobody led at the last scan, that this node did not hold in memory. */
  private unheld = new Set<string>();
  private stopped = false;

  constructor(private readonly o: RedisPeersOptions) {
    this.node = o.node ?? randomBytes(6).toString('hex');
    this.prefix = o.prefix ?? 'docket';
    const retry = (): number => 250;
    this.redis = new Redis(o.url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: retry });
    this.sub = new Redis(o.url, { lazyConnect: true, retryStrategy: retry, autoResubscribe: true });
    this.leases = new Leases(this.redis, this.prefix, this.node, o.leaseMs ?? 3_000);
    this.presence = new ClusterPresence(this.redis, this.prefix, this.node, Math.max(1_000, this.leases.ttlMs * 1.5), o.now);
    for (const r of [this.redis, this.sub]) r.on('error', () => undefined);
  }

  private get channel(): string {
    return `${this.prefix}:moved`;
  }

  /** Connects, subscribes, and starts the lease loop for this host and its store. */
  async start(host: MatchHost, store: Store): Promise<void> {
    this.host = host;
    await Promise.all([this.redis.connect(), this.sub.connect()]);
    this.sub.on('message', (channel: string, text: string) => {
      const m = parseMoved(text);
      if (!m) return;
      if (channel === this.presence.channel) {
        if (host.live.has(m.match)) void this.presence.read(m.match).then((p) => host.remotePresence(m.match, p), () => undefined);
        return;
      }
      void host.catchUp(m.match, m.seq).catch((e: unknown) => this.o.log.warn({ err: e, match: m.match }, 'catch-up failed'));
    });
    let first = true;
    this.sub.on('ready', () => {
      if (first) return void (first = false);
      // Back after a Redis restart: what was announced meanwhile is lost; the store has it.
      this.o.log.info('redis subscription back; catching up every match by seq');
      void this.catchUpAll(store);
    });
    await this.sub.subscribe(this.channel, this.presence.channel);
    first = false;
    await this.scan(store);
    this.timer = setInterval(() => void this.scan(store), Math.max(50, Math.floor(this.leases.ttlMs / 3)));
  }

  moved(match: string, seq: number): void {
    this.redis.publish(this.channel, JSON.stringify({ match, seq } satisfies Moved)).catch(() => {
      // Redis down: the others catch up from the store when their subscription returns.
    });
  }

  present(lm: LiveMatch): void {
    this.presence.write(lm, true).catch(() => {
      // Redis down: the next scan writes it again.
    });
  }

  leads(match: string): boolean {
    return this.leases.holds(match);
  }

  private async catchUpAll(store: Store): Promise<void> {
    const host = this.host;
    if (!host) return;
    for (const id of [...host.live.keys()]) {
      try {
        await host.catchUp(id, await store.seq(id));
      } catch (e) {
        this.o.log.warn({ err: e, match: id }, 'catch-up failed');
      }
    }
  }

  /** Renews held leases, gives up lost ones, and takes live matches nobody leads. */
  private async scan(store: Store): Promise<void> {
    const host = this.host;
    if (!host || this.scanning || this.stopped) return;
    this.scanning = true;
    try {
      for (const id of await this.leases.renew()) {
        this.o.log.warn({ match: id }, 'lease lost; another node runs its clocks and bots');
        host.unlead(id);
      }
      const live = await store.matchesByStatus(['live']);
      const unheld = new Set<string>();
      for (const m of live) {
        if (this.stopped) break;
        if (this.leases.holds(m.id)) continue;
        // A node with the match's clients takes it at once; another waits one scan, so the clocks and bots
        // of a match tend to run where its clients are (one node replays it, not two).
        if (!host.live.has(m.id) && !this.unheld.has(m.id)) {
          unheld.add(m.id);
          continue;
        }
        if (!(await this.leases.take(m.id).catch(() => false))) continue;
        this.o.log.info({ match: m.id, node: this.node }, 'lease taken; running its clocks and bots');
        await host.lead(m).catch((e: unknown) => this.o.log.warn({ err: e, match: m.id }, 'could not lead a match'));
      }
      this.unheld = unheld;
      await this.presence.refresh(host);
      // A safety net under the announcements: a match that moved without this node hearing of it (its loading
      // raced the announcement, the writer died before announcing) catches up within one scan.
      const held = [...host.live.keys()];
      if (held.length > 0) {
        for (const [id, seq] of await store.seqs(held)) {
          if (seq > (host.live.get(id)?.match.seq ?? seq)) await host.catchUp(id, seq);
        }
      }
      // A match that ended is let go, so its key does not outlive it.
      const stillLive = new Set(live.map((m) => m.id));
      for (const id of this.leases.mine()) if (!stillLive.has(id)) await this.leases.release(id);
    } catch (e) {
      this.o.log.warn({ err: e }, 'lease scan failed');
    } finally {
      this.scanning = false;
    }
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    while (this.scanning) await new Promise((r) => setTimeout(r, 10));
    await this.leases.releaseAll();
    this.sub.disconnect();
    this.redis.disconnect();
  }
}
