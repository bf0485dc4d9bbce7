/**
 * The SQLite schema, one migration per version, applied in order at start inside one transaction each.
 * A migration once released is never edited: a change is a new entry.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    version TEXT NOT NULL,
    players INTEGER NOT NULL,
    options TEXT NOT NULL,
    seed TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('open', 'live', 'finished', 'cancelled')),
    host_token_hash TEXT NOT NULL,
    visibility TEXT NOT NULL CHECK (visibility IN ('public', 'invite')),
    spectators INTEGER NOT NULL,
    clock TEXT NOT NULL,
    stand_in TEXT NOT NULL,
    created INTEGER NOT NULL,
    started INTEGER
  );
  CREATE INDEX matches_status ON matches (status, created);
  CREATE TABLE seats (
    match TEXT NOT NULL REFERENCES matches (id),
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('person', 'bot')),
    level TEXT,
    name TEXT,
    token_hash TEXT,
    player_key_hash TEXT,
    PRIMARY KEY (match, seat)
  );
  CREATE INDEX seats_player ON seats (player_key_hash);
  CREATE TABLE actions (
    match TEXT NOT NULL REFERENCES matches (id),
    seq INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    at INTEGER NOT NULL,
    client_id TEXT NOT NULL,
    PRIMARY KEY (match, seq)
  ) WITHOUT ROWID;
  CREATE TABLE chat (
    id INTEGER PRIMARY KEY,
    match TEXT NOT NULL REFERENCES matches (id),
    channel TEXT NOT NULL CHECK (channel IN ('table', 'spectators')),
    seat INTEGER,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX chat_match ON chat (match, id);
  CREATE TABLE clocks (
    match TEXT NOT NULL REFERENCES matches (id),
    seat INTEGER NOT NULL,
    bank_ms INTEGER NOT NULL,
    deadline INTEGER,
    out INTEGER NOT NULL,
    PRIMARY KEY (match, seat)
  );
  `,
  // 2: the lobby lists open public matches newest first without scanning invite-only ones.
  `CREATE INDEX matches_lobby ON matches (status, visibility, created DESC);`,
];
