import { createServer } from '@docket/server';

/**
 * One node of `docket bench server --nodes …`: `docket serve` on PostgreSQL and Redis (or on a SQLite file when
 * no Redis is given), without the per-address HTTP limit. Usage: node server-bench-cluster-child.js <port> <db>
 * [<schema> <redis> <prefix> <node>]; prints "listening <url>" when ready.
 */
const [port, db, pgSchema, redis, redisPrefix, node] = process.argv.slice(2);
const server = await createServer({
  db: db as string,
  pgSchema,
  redis,
  redisPrefix,
  node,
  httpPerMinute: 10_000_000,
  matchesPerPlayerKey: 1_000_000,
});
const url = await server.listen(Number(port), '127.0.0.1');
process.stdout.write(`listening ${url}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
