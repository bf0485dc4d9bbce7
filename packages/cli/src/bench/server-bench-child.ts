import { createServer } from '@docket/server';

/**
 * The server of `docket bench server`, as `docket serve` builds it (SQLite, WAL, each action committed before its
 * acknowledgement) but without the per-address HTTP rate limit: the benchmark creates hundreds of matches from
 * one address. Usage: node server-bench-child.js <port> <db>; prints "listening <url>" when ready.
 */
const [port, db] = process.argv.slice(2);
const server = await createServer({ db: db as string, httpPerMinute: 10_000_000, matchesPerPlayerKey: 1_000_000 });
const url = await server.listen(Number(port), '127.0.0.1');
process.stdout.write(`listening ${url}\n`);
process.once('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
