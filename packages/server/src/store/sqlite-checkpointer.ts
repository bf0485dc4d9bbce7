import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { configure } from './sqlite-writes.js';

/**
 * The SQLite store's checkpointer thread: copies the WAL's committed pages back into the database file, a few
 * times a second, beside the writer. A passive checkpoint takes no lock a writer or a reader waits for, so
 * commits never pause for it; once it has caught up, the writer's next commit starts the WAL over.
 */
const { file, durability, everyMs } = workerData as { file: string; durability: 'normal' | 'full'; everyMs: number };
const port = parentPort;
if (!port) throw new Error('sqlite-checkpointer.js runs as a worker thread.');

const db = new Database(file);
configure(db, durability);
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
function run(): void {
  try {
    checkpoint.get();
  } catch {
    // A checkpoint that could not run (the disk, say) leaves the WAL as it was: the next one copies its pages.
  }
}
const timer = setInterval(run, everyMs);

/** Any message: stop, after a last checkpoint. */
port.on('message', () => {
  clearInterval(timer);
  run();
  db.close();
  port.close();
});
