import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Workers run compiled modules next to main.js, so this runs the built command (`tsc -b` first).
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function simulate(workers: number, extra: string[]): { summary: unknown; csv: string[]; stderr: string } {
  const csv = join(mkdtempSync(join(tmpdir(), 'docket-workers-')), 'games.csv');
  const args = ['simulate', 'tribunal-1920', '--games', '7', '--seed', 'workers', '--json', '--csv', csv, '--workers', String(workers), ...extra];
  const r = spawnSync(process.execPath, [main, ...args], { encoding: 'utf8', timeout: 120_000 });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return { summary: JSON.parse(r.stdout) as unknown, csv: readFileSync(csv, 'utf8').trim().split('\n'), stderr: r.stderr };
}

describe('simulate --workers', () => {
  it('gives the same summary and CSV rows on one thread as on two workers', () => {
    // A searching bot draws from its own generator: it too must be seeded by the game alone.
    const extra = ['--bots', 'mcts:25,random', '--rotate'];
    const one = simulate(1, extra);
    const two = simulate(2, extra);
    expect(two.summary).toEqual(one.summary);
    expect(two.csv).toEqual(one.csv);
    expect(one.csv).toHaveLength(8);
    expect(one.csv[2]).toMatch(/^1,workers\/1,completed,random,mcts:25,/);
    expect(one.summary).toMatchObject({ games: 7, completed: 7, errors: 0, rotate: true });
  });

  it('plays on workers the games a checkpoint lacks, whatever their indexes', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'docket-workers-')), 'run.jsonl');
    const extra = ['--bots', 'mcts:25,random', '--rotate'];
    const one = simulate(1, extra);
    // Games 0–2 on one thread, then 3–6 on two workers.
    const first = spawnSync(process.execPath, [main, 'simulate', 'tribunal-1920', '--games', '3', '--seed', 'workers', '--json', '--checkpoint', file, ...extra], { encoding: 'utf8', timeout: 120_000 });
    expect(first.status).toBe(0);
    expect(simulate(2, [...extra, '--checkpoint', file]).summary).toEqual(one.summary);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(8);
  });

  it('gives the same results with more workers than games', () => {
    expect(simulate(9, []).csv).toEqual(simulate(1, []).csv);
  });
});
