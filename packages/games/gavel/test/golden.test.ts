import { Match, replay, stableStringify, type MatchRecord } from '@docket/engine';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gavel } from '../src/index.js';

/**
 * Golden records: whole matches of 2, 4 and 6 players, kept with a digest of their final state. A change to the
 * rules, the deal, the generator or the state's shape that makes any of them replay otherwise (or refuse to) MUST
 * bump `info.version` in src/game.ts and regenerate these records under the new version: a saved match then
 * refuses to load ("wrong-version") instead of silently replaying into another match.
 */
const here = new URL('./golden/', import.meta.url);
const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, here), 'utf8'));

interface Golden {
  readonly actions: number;
  readonly outcome: unknown;
  /** SHA-256 of the final state's stable JSON. */
  readonly finalState: string;
}
const digests = read('digests.json') as Record<string, Golden>;
const digest = (state: unknown): string => createHash('sha256').update(stableStringify(state)).digest('hex');

describe('golden records', () => {
  it('holds one whole match each of 2, 4 and 6 players, made under the current version', () => {
    const records = Object.keys(digests).map((file) => read(file) as MatchRecord);
    expect(records.map((r) => r.players)).toEqual([2, 4, 6]);
    for (const r of records) expect(r.version).toBe(gavel.info.version);
    expect(gavel.info.version).toBe('2');
  });

  for (const [file, golden] of Object.entries(digests)) {
    it(`${file} replays to its recorded final state and outcome, by replay and through Match`, () => {
      const record = read(file);
      const r = replay(gavel, record);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.steps).toHaveLength(golden.actions);
      expect(digest(r.value.final)).toBe(golden.finalState);
      expect(gavel.outcome(r.value.final)).toEqual(golden.outcome);
      const m = Match.fromRecord(gavel, record);
      if (!m.ok) throw new Error(m.error.message);
      expect(digest(m.value.state)).toBe(golden.finalState);
      expect(m.value.toAct()).toEqual([]);
    });
  }

  it('refuses a record of another version instead of replaying it', () => {
    const record = { ...(read('2-players.json') as MatchRecord), version: '1' };
    const r = replay(gavel, record);
    expect(!r.ok && r.error.code).toBe('wrong-version');
  });
});
