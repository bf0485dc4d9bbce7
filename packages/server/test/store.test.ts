import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SeqConflict, SqliteStore, type StoredMatch } from '../src/index.js';
import { tempDb } from './helpers.js';

const match = (id: string): StoredMatch => ({
  id,
  game: 'gavel',
  version: '2',
  players: 2,
  options: {},
  seed: 'ab'.repeat(16),
  status: 'live',
  hostTokenHash: '00'.repeat(32),
  visibility: 'public',
  spectators: true,
  clock: { kind: 'none' },
  standIn: 'random',
  created: 1,
  started: 2,
});
const seats = (id: string) => [0, 1].map((seat) => ({ match: id, seat, kind: 'person' as const, level: null, name: null, tokenHash: null, playerKeyHash: null }));
const action = (seq: number) => ({ seq, seat: 0, action: { type: 'pass' }, at: seq * 10, clientId: `c${seq}` });

describe('the SQLite store', () => {
  let db: ReturnType<typeof tempDb>;
  beforeEach(() => {
    db = tempDb();
  });
  afterEach(() => db.cleanup());

  it('commits appends of many matches together and refuses a taken (match, seq) with SeqConflict', async () => {
    const store = new SqliteStore(db.file);
    store.createMatch(match('m1'), seats('m1'));
    store.createMatch(match('m2'), seats('m2'));
    const results = await Promise.allSettled([
      store.appendAction('m1', action(1)),
      store.appendAction('m2', action(1)),
      store.appendAction('m1', action(2)),
      store.appendAction('m1', action(2)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(SeqConflict);
    expect(store.actions('m1')).toEqual([action(1), action(2)]);
    expect(store.seq('m1')).toBe(2);
    expect(store.seq('m2')).toBe(1);
    await store.close();
  });

  it('keeps everything across a reopen, applying its migrations once', async () => {
    const first = new SqliteStore(db.file, 'full');
    first.createMatch(match('m1'), seats('m1'));
    await first.appendAction('m1', action(1));
    first.setClocks('m1', [{ bankMs: 5, deadline: 99, out: false }, { bankMs: 0, deadline: null, out: true }]);
    first.appendChat('m1', { channel: 'table', seat: 0, name: 'Ada', text: 'hi', at: 3 });
    await first.close();
    const again = new SqliteStore(db.file);
    expect(again.match('m1')).toEqual(match('m1'));
    expect(again.actions('m1')).toEqual([action(1)]);
    expect(again.clocks('m1')).toEqual([{ bankMs: 5, deadline: 99, out: false }, { bankMs: 0, deadline: null, out: true }]);
    expect(again.chat('m1')).toEqual([{ channel: 'table', seat: 0, name: 'Ada', text: 'hi', at: 3 }]);
    expect(again.matchesByStatus(['live']).map((m) => m.id)).toEqual(['m1']);
    await again.close();
  });
});
