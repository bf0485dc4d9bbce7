import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newRecord, replay, Rng, stableStringify, unwrap, type MatchRecord, type Outcome } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { lawyerUp, type LawyerUpState } from '../src/index.js';

// Golden records: three whole matches (Case 00, Case 01, solo) with a digest of each final state. A change that
// alters how any of them replays must bump `info.version` in src/game.ts (old records then refuse to replay
// under the new rules instead of replaying wrongly) and regenerate these files:
// `UPDATE_GOLDEN=1 npx vitest run packages/games/lawyer-up/test/golden.test.ts`.

interface Golden {
  readonly record: MatchRecord;
  readonly digest: string;
  readonly outcome: Outcome;
}

const GOLDEN = [
  { file: 'case00.json', options: {}, seed: 'golden-00' },
  { file: 'case01.json', options: { case: '01' }, seed: 'golden-01' },
  { file: 'solo-d.json', options: { solo: 'D' }, seed: 'golden-solo' },
] as const;

const path = (file: string): string => fileURLToPath(new URL(`./golden/${file}`, import.meta.url));
const digest = (s: LawyerUpState): string => createHash('sha256').update(stableStringify(s)).digest('hex');

/** A whole match played by seeded random moves, as a record. */
function playMatch(options: object, seed: string): Golden {
  const parsed = lawyerUp.options.parse(options);
  const record = newRecord(lawyerUp, 2, options, seed);
  let s = lawyerUp.setup(2, parsed, seed);
  const rng = Rng.seeded(`${seed}/moves`);
  const actions: MatchRecord['actions'][number][] = [];
  while (lawyerUp.toAct(s).length > 0) {
    const seat = rng.pick(lawyerUp.toAct(s));
    const action = rng.pick(lawyerUp.legalActions(s, seat));
    s = unwrap(lawyerUp.apply(s, seat, action)).state;
    actions.push({ seat, action });
  }
  return { record: { ...record, actions }, digest: digest(s), outcome: lawyerUp.outcome(s)! };
}

describe('golden records', () => {
  it.each(GOLDEN)('$file replays to the same final state and outcome', ({ file, options, seed }) => {
    if (process.env.UPDATE_GOLDEN === '1') writeFileSync(path(file), `${JSON.stringify(playMatch(options, seed))}\n`);
    const golden = JSON.parse(readFileSync(path(file), 'utf8')) as Golden;
    expect(golden.record.version).toBe('2');
    expect(golden.record.version).toBe(lawyerUp.info.version);
    expect(golden.record.actions.length).toBeGreaterThan(50);
    const r = replay(lawyerUp, golden.record);
    if (!r.ok) throw new Error(r.error.message);
    expect(digest(r.value.final)).toBe(golden.digest);
    expect(lawyerUp.outcome(r.value.final)).toEqual(golden.outcome);
  });

  it('tell a changed match from the recorded one: one action fewer gives another digest', () => {
    const golden = JSON.parse(readFileSync(path('case00.json'), 'utf8')) as Golden;
    const shorter = { ...golden.record, actions: golden.record.actions.slice(0, -1) };
    const r = replay(lawyerUp, shorter);
    if (!r.ok) throw new Error(r.error.message);
    expect(digest(r.value.final)).not.toBe(golden.digest);
  });
});
