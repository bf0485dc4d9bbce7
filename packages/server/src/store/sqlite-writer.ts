import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { configure, writer, type FromWriter, type SqliteWrite, type SqliteWriteResult, type ToWriter } from './sqlite-writes.js';

/**
 * The SQLite store's writer thread: the one connection that writes. A commit costs a fraction of a millisecond to
 * milliseconds; here it costs the server's event loop nothing, and it goes on with other matches meanwhile. The
 * store sends one group at a time, each committed as it comes, in one transaction.
 */
const { file, durability } = workerData as { file: string; durability: 'normal' | 'full' };
const port = parentPort;
if (!port) throw new Error('sqlite-writer.js runs as a worker thread.');

const db = new Database(file);
configure(db, durability);
const apply = writer(db);
const send = (m: FromWriter) => port.postMessage(m);

function attempt(w: SqliteWrite): SqliteWriteResult {
  try {
    return { changes: apply(w) };
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { error: (e as Error).message, conflict: code === 'SQLITE_CONSTRAINT_PRIMARYKEY' };
  }
}

port.on('message', (m: ToWriter) => {
  if ('close' in m) {
    db.close();
    send({ closed: true });
    port.close();
    return;
  }
  try {
    send({ id: m.id, results: db.transaction(() => m.writes.map(attempt))() });
  } catch (e) {
    send({ id: m.id, failed: (e as Error).message });
  }
});
