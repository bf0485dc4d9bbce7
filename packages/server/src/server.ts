import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { pino, type Logger } from 'pino';
import type { AnyGame } from '@docket/engine';
import { systemNow, type Now } from './clock.js';
import { DEFAULT_GAMES } from './games.js';
import type { BotRunner } from './host/bot-runner.js';
import { MatchHost } from './host/host.js';
import { Lobby } from './host/lobby.js';
import { pooledBots } from './host/pool-runner.js';
import { registerRoutes } from './http/routes.js';
import { registerStatic } from './http/static.js';
import { DEFAULT_LIVE_LIMITS, type LiveLimits } from './live/limits.js';
import { registerLive } from './live/socket.js';
import { Metrics } from './metrics.js';
import { RedisPeers } from './cluster/redis-peers.js';
import { PgStore } from './store/pg-store.js';
import { SqliteStore, type Durability } from './store/sqlite-store.js';
import type { Store } from './store/store.js';

export interface ServerOptions {
  /**
   * The SQLite file (created if missing), or a postgres:// URL (several nodes share it); ignored when `store`
   * is given. Pending schema migrations are applied at start.
   */
  readonly db?: string;
  /** PostgreSQL only: the schema to live in (default: the connection's search path). */
  readonly pgSchema?: string;
  /** redis://…: several nodes on one PostgreSQL store announce commits and share leases, lobby limits here. */
  readonly redis?: string;
  /** Namespace of this deployment's Redis keys and channels (default 'docket'). */
  readonly redisPrefix?: string;
  /** This node's name in leases and logs (default: random). */
  readonly node?: string;
  /** How long a match's lease lives unless renewed (default 3,000 ms). */
  readonly leaseMs?: number;
  readonly durability?: Durability;
  readonly store?: Store;
  readonly games?: readonly AnyGame[];
  /** How bot seats and stand-ins choose (default: the worker-thread pool, mcts thinking `mctsBudgetMs`). */
  readonly bots?: BotRunner;
  readonly mctsBudgetMs?: number;
  /** How long a person's seat waits for them to reconnect before a stand-in plays it (default 60 s). */
  readonly standInAfterMs?: number;
  readonly log?: Logger;
  readonly now?: Now;
  readonly live?: Partial<LiveLimits>;
  /** HTTP requests per minute per address (0: no limit; default 600). */
  readonly httpPerMinute?: number;
  readonly matchesPerPlayerKey?: number;
  readonly bodyLimitBytes?: number;
}

export interface DocketServer {
  readonly app: FastifyInstance;
  readonly host: MatchHost;
  readonly store: Store;
  /** The other nodes (Redis), when several share the store. */
  readonly peers: RedisPeers | null;
  /** Listens and answers the address, e.g. http://127.0.0.1:8080. */
  listen(port: number, hostname: string): Promise<string>;
  /** Graceful shutdown: stop accepting, finish writes, close sockets with a reason, close the store. */
  close(): Promise<void>;
}

/** Builds the server (HTTP API, live WebSockets, match host, store) and rebuilds every live match from its log. */
export async function createServer(o: ServerOptions = {}): Promise<DocketServer> {
  const log = o.log ?? pino({ level: 'silent' });
  const store = o.store ?? (await openStore(o));
  const peers = o.redis === undefined ? null : new RedisPeers({ url: o.redis, prefix: o.redisPrefix, node: o.node, leaseMs: o.leaseMs, log, now: o.now ?? systemNow });
  const metrics = new Metrics(true);
  const bots = o.bots ?? pooledBots({ mctsBudgetMs: o.mctsBudgetMs ?? 1_000, onEvent: (e) => e.kind !== 'decided' && log.warn(e, 'bot pool') });
  const host = new MatchHost({
    store,
    games: o.games ?? DEFAULT_GAMES,
    bots,
    metrics,
    log,
    now: o.now ?? systemNow,
    standInAfterMs: o.standInAfterMs ?? 60_000,
    peers: peers ?? undefined,
  });
  const lobby = new Lobby(host, { matchesPerPlayerKey: o.matchesPerPlayerKey ?? 20 });
  const limits = { ...DEFAULT_LIVE_LIMITS, ...o.live };
  const app: FastifyInstance = Fastify({ loggerInstance: log as FastifyBaseLogger, bodyLimit: o.bodyLimitBytes ?? 64 * 1024 });
  if (o.httpPerMinute !== 0) {
    // With several nodes the count per address lives in Redis, so a client cannot multiply it by the nodes.
    const shared = peers ? { redis: peers.redis, nameSpace: `${peers.prefix}:rl:`, skipOnError: true } : {};
    await app.register(rateLimit, { max: o.httpPerMinute ?? 600, timeWindow: 60_000, ...shared });
  }
  // ws refuses frames beyond this outright; messages between the live limit and it get a `too-large` refusal.
  await app.register(websocket, { options: { maxPayload: limits.maxMessageBytes * 8 } });
  registerRoutes(app, lobby, metrics, () => host.closing);
  await registerStatic(app, lobby, store);
  registerLive(app, host, lobby, limits);
  await host.resumeAll();
  await peers?.start(host, store);
  let closed: Promise<void> | null = null;
  return {
    app,
    host,
    store,
    peers,
    async listen(port, hostname) {
      return app.listen({ port, host: hostname });
    },
    close() {
      closed ??= (async () => {
        await host.shutdown();
        await peers?.close();
        await app.close();
        await bots.close();
        await store.close();
      })();
      return closed;
    },
  };
}

/** A postgres:// URL opens the PostgreSQL store; anything else is a SQLite file. */
async function openStore(o: ServerOptions): Promise<Store> {
  const db = o.db ?? 'docket.db';
  if (/^postgres(ql)?:\/\//.test(db)) return PgStore.open({ url: db, schema: o.pgSchema });
  return new SqliteStore(db, o.durability ?? 'normal');
}

/**
 * `docket migrate`: brings a store's schema to this server's version (SQLite file or postgres:// URL) and
 * answers the versions before and after; a server also does it at start.
 */
export async function migrateStore(db: string, pgSchema?: string): Promise<{ from: number; to: number }> {
  if (/^postgres(ql)?:\/\//.test(db)) {
    const store = await PgStore.openAt({ url: db, schema: pgSchema }, 0);
    try {
      return await store.migrate();
    } finally {
      await store.close();
    }
  }
  const store = new SqliteStore(db);
  await store.close();
  return store.migrated;
}
