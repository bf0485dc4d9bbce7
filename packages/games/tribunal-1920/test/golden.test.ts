import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { greedyBot, playMatch, randomBot } from '@docket/bots';
import { replay, stableStringify, unwrap, type MatchRecord } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { tribunal1920, type TribunalState } from '../src/index.js';

/**
 * Golden records: whole matches stored as records (the storage unit: seed plus actions), each with a digest of
 * its final state. A rule change that makes any of them replay differently (another final state, a refused
 * step) must bump `tribunal1920.info.version` and remake the files for the new version
 * (MAKE_GOLDEN=1 npx vitest run <this file>): old records then replay under their own version, or are refused
 * as of another version, never silently differently.
 */
const DIR = new URL('./golden/', import.meta.url);
const GOLDEN = [
  { file: 'greedy-vs-greedy.json', bots: [greedyBot, greedyBot], options: {}, seed: 'golden/1' },
  { file: 'greedy-vs-random.json', bots: [greedyBot, randomBot], options: { firstPlayer: 1 }, seed: 'golden/2' },
  { file: 'random-vs-random.json', bots: [randomBot, randomBot], options: {}, seed: 'golden/3' },
] as const;

interface Digests {
  readonly [file: string]: { readonly finalState: string; readonly actions: number; readonly scores: readonly number[] };
}

function digest(s: TribunalState): string {
  return createHash('sha256').update(stableStringify(s)).digest('hex');
}

/** A record as JSON with one action per line, so that a diff shows which step changed. */
function recordText(r: MatchRecord): string {
  const { actions, ...head } = r;
  const lines = actions.map((a) => `  ${JSON.stringify(a)}`).join(',\n');
  return `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "actions": [\n${lines}\n  ]\n}\n`;
}

const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, DIR), 'utf8')) as unknown;

describe('golden records', () => {
  it.each(GOLDEN.map((g) => g.file))('%s replays to the final state of its digest', (file) => {
    const digests = read('digests.json') as Digests;
    const record = read(file) as MatchRecord;
    expect(record.version).toBe(tribunal1920.info.version);
    const done = unwrap(replay(tribunal1920, record));
    expect(tribunal1920.outcome(done.final)?.scores).toEqual(digests[file]?.scores);
    expect(record.actions).toHaveLength(digests[file]?.actions ?? -1);
    expect(digest(done.final)).toBe(digests[file]?.finalState);
  });

  it('cover both answers to an objection, proofs and confessions', () => {
    const types = new Set(GOLDEN.flatMap((g) => (read(g.file) as MatchRecord).actions.map((a) => a.action.type)));
    for (const t of ['claim', 'ok', 'object', 'show', 'confess', 'place', 'discard', 'investigate']) expect(types).toContain(t);
  });

  it.skipIf(process.env.MAKE_GOLDEN === undefined)('are remade by bot play (MAKE_GOLDEN=1)', () => {
    const made: Record<string, Digests[string]> = {};
    for (const g of GOLDEN) {
      const options = tribunal1920.options.parse(g.options);
      const m = playMatch(tribunal1920, g.bots.map((b) => b(tribunal1920)), { players: 2, options, seed: g.seed });
      writeFileSync(new URL(g.file, DIR), recordText({ ...m.record, options: g.options }));
      made[g.file] = { finalState: digest(m.final), actions: m.actions, scores: m.outcome?.scores ?? [] };
    }
    writeFileSync(new URL('digests.json', DIR), `${JSON.stringify(made, null, 2)}\n`);
  });
});
