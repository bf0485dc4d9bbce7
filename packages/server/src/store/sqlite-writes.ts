import type Database from 'better-sqlite3';

/**
 * Every write of the SQLite store, as plain data: the store's thread sends them to its writer thread
 * (sqlite-writer.ts), which applies them in order, a group to a transaction. Values are already in their
 * column forms (JSON text, 0/1, whole milliseconds).
 */
export type SqliteWrite =
  | { readonly op: 'createMatch'; readonly match: Record<string, unknown>; readonly seats: readonly Record<string, unknown>[] }
  | { readonly op: 'updateSeat'; readonly seat: Record<string, unknown> }
  | { readonly op: 'claimSeat'; readonly seat: Record<string, unknown> }
  | { readonly op: 'setStatus'; readonly args: readonly unknown[] }
  | { readonly op: 'append'; readonly args: readonly unknown[] }
  | { readonly op: 'chat'; readonly args: readonly unknown[] }
  | { readonly op: 'clocks'; readonly match: string; readonly rows: readonly (readonly unknown[])[] };

/** One write's answer: the rows it changed, or why it failed (`conflict`: the (match, seq) was taken). */
export type SqliteWriteResult = { readonly changes: number } | { readonly error: string; readonly conflict: boolean };

/** A group of writes, one transaction; `close` asks the writer to finish and close its connection. */
export type ToWriter = { readonly id: number; readonly writes: readonly SqliteWrite[] } | { readonly close: true };
export type FromWriter = { readonly id: number; readonly results: readonly SqliteWriteResult[] } | { readonly id: number; readonly failed: string } | { readonly closed: true };

/**
 * Opens a connection the way the store wants every connection to the file. No connection checkpoints the WAL
 * when it commits (SQLite's default makes the commit that crosses 1,000 pages copy them all, a pause of
 * milliseconds for every write behind it): the checkpointer thread does it beside the writer.
 */
export function configure(db: Database.Database, durability: 'normal' | 'full'): void {
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${durability === 'full' ? 'FULL' : 'NORMAL'}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('wal_autocheckpoint = 0');
  // A WAL that a burst made large is cut back to this once it has been checkpointed and restarted.
  db.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
}

/** The statements of every write, prepared once on the writer's connection. */
export function writer(db: Database.Database): (w: SqliteWrite) => number {
  const st = {
    insertMatch: db.prepare(`INSERT INTO matches VALUES (@id, @game, @version, @players, @options, @seed, @status,
      @host_token_hash, @visibility, @spectators, @clock, @stand_in, @created, @started)`),
    insertSeat: db.prepare(`INSERT INTO seats VALUES (@match, @seat, @kind, @level, @name, @token_hash, @player_key_hash)`),
    updateSeat: db.prepare(`UPDATE seats SET kind = @kind, level = @level, name = @name, token_hash = @token_hash,
      player_key_hash = @player_key_hash WHERE match = @match AND seat = @seat`),
    claimSeat: db.prepare(`UPDATE seats SET name = @name, token_hash = @token_hash, player_key_hash = @player_key_hash
      WHERE match = @match AND seat = @seat AND kind = 'person' AND token_hash IS NULL
      AND (@max_active IS NULL OR @player_key_hash IS NULL OR (SELECT COUNT(*) FROM seats s JOIN matches m ON m.id = s.match
        WHERE s.player_key_hash = @player_key_hash AND m.status IN ('open', 'live')) < @max_active)`),
    setStatus: db.prepare('UPDATE matches SET status = ?, started = COALESCE(?, started) WHERE id = ? AND (? IS NULL OR status = ?)'),
    insertAction: db.prepare('INSERT INTO actions VALUES (?, ?, ?, ?, ?, ?)'),
    insertChat: db.prepare('INSERT INTO chat (match, channel, seat, name, text, at) VALUES (?, ?, ?, ?, ?, ?)'),
    deleteClocks: db.prepare('DELETE FROM clocks WHERE match = ?'),
    insertClock: db.prepare('INSERT INTO clocks VALUES (?, ?, ?, ?, ?)'),
  };
  // Nested in the group's transaction, each write is a savepoint: a write that fails leaves nothing behind, and the
  // rest of the group commits.
  const apply = db.transaction((w: SqliteWrite): number => {
    switch (w.op) {
      case 'createMatch':
        st.insertMatch.run(w.match);
        for (const s of w.seats) st.insertSeat.run(s);
        return 1;
      case 'updateSeat':
        return st.updateSeat.run(w.seat).changes;
      case 'claimSeat':
        // One statement: SQLite runs it under its single write lock, so the count and the claim cannot be split.
        return st.claimSeat.run(w.seat).changes;
      case 'setStatus':
        return st.setStatus.run(...w.args).changes;
      case 'append':
        return st.insertAction.run(...w.args).changes;
      case 'chat':
        return st.insertChat.run(...w.args).changes;
      case 'clocks':
        st.deleteClocks.run(w.match);
        for (const row of w.rows) st.insertClock.run(...row);
        return w.rows.length;
    }
  });
  return apply;
}
