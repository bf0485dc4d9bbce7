// One node of a cluster as the fault tests run it: a child process (so it can be SIGKILLed) on PostgreSQL and
// Redis, bots in process. Usage: node cluster-child.mjs <pgUrl> <schema> <redisUrl> <prefix> <node>.
// Prints "listening <url>" when ready.
import process from 'node:process';
import { createServer, inProcessRandomRunner } from '@docket/server';

const [db, pgSchema, redis, redisPrefix, node] = process.argv.slice(2);
const server = await createServer({
  db, pgSchema, redis, redisPrefix, node, leaseMs: 1_500, bots: inProcessRandomRunner, httpPerMinute: 0, live: { messagesPerSecond: 500 },
});
const url = await server.listen(0, '127.0.0.1');
process.stdout.write(`listening ${url}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
