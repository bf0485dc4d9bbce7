export { createServer, migrateStore, type DocketServer, type ServerOptions } from './server.js';
export { DEFAULT_GAMES } from './games.js';
export { systemNow, type Now } from './clock.js';
export { inProcessRandomRunner, type BotRequest, type BotRunner } from './host/bot-runner.js';
export type { Connection } from './host/connection.js';
export { pooledBots, type PooledBotsOptions } from './host/pool-runner.js';
export { MatchHost, type HostOptions, type Peers } from './host/host.js';
export { Refused } from './host/refusal.js';
export { DEFAULT_LIVE_LIMITS, type LiveLimits } from './live/limits.js';
export { Metrics } from './metrics.js';
export { SqliteStore, type Durability } from './store/sqlite-store.js';
export { PgStore, type PgStoreOptions } from './store/pg-store.js';
export { RedisPeers, type RedisPeersOptions } from './cluster/redis-peers.js';
export {
  SeqConflict,
  type Store,
  type StoredAction,
  type StoredChatLine,
  type StoredClock,
  type StoredMatch,
  type StoredSeat,
} from './store/store.js';
