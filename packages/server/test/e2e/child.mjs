// The server as the end-to-end tests run it: a child process on 127.0.0.1 with a real SQLite file and bots
// on worker threads. Usage: node child.mjs <port> <db> [botThreads]. Prints "listening <url>" when ready.
import process from 'node:process';
import { createServer, pooledBots } from '@docket/server';

const [port, db, threads = '1'] = process.argv.slice(2);
// Stand-ins unpaced: the tests wait for their moves.
const bots = pooledBots({ size: Number(threads), mctsBudgetMs: 50, standInPaceMs: 0 });
const server = await createServer({ db, bots, httpPerMinute: 1_000_000, live: { messagesPerSecond: 200 } });
const url = await server.listen(Number(port), '127.0.0.1');
process.stdout.write(`listening ${url}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
