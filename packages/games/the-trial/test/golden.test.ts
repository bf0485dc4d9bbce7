import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { replay, stableStringify } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { theTrial } from '../src/index.js';

/**
 * Whole matches recorded at version '2' (the rule-based bot in every seat), each with a SHA-256 digest of its
 * final state. A change that alters how any of them replays must bump `info.version` in game.ts (old records
 * then refuse to replay instead of replaying differently) and record these again at the new version.
 */
const GOLDEN = ['the-trial-5p.json', 'the-trial-7p.json', 'the-trial-10p.json'];

interface Golden {
  readonly record: { readonly version: string; readonly players: number; readonly actions: readonly unknown[] };
  readonly final: { readonly digest: string; readonly winner: string; readonly reason: string };
}

const load = (file: string): Golden => JSON.parse(readFileSync(new URL(`./golden/${file}`, import.meta.url), 'utf8')) as Golden;

describe('golden records', () => {
  it.each(GOLDEN)('%s replays to the recorded final state', (file) => {
    const golden = load(file);
    expect(golden.record.version).toBe(theTrial.info.version);
    const r = replay(theTrial, golden.record);
    if (!r.ok) throw new Error(`${file}: ${r.error.message}`);
    expect(r.value.steps).toHaveLength(golden.record.actions.length);
    expect(theTrial.outcome(r.value.final)).toMatchObject({ winningTeam: golden.final.winner, reason: golden.final.reason });
    expect(createHash('sha256').update(stableStringify(r.value.final)).digest('hex')).toBe(golden.final.digest);
  });

  it('cover 5, 7 (with the objection variant) and 10 players', () => {
    expect(GOLDEN.map((f) => load(f).record.players)).toEqual([5, 7, 10]);
  });
});
