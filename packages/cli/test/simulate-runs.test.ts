import { appendFileSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { batchSize, runPool } from '../src/simulate/pool.js';
import { seating, type SimulationSpec } from '../src/simulate/slice.js';
import type { SimulationSummary } from '../src/simulate/summary.js';
import { testIo, testRegistry } from './fixtures/registry.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'docket-sim-'));

async function run(args: string[]): Promise<{ summary: SimulationSummary; rows: Record<string, string>[] }> {
  const csv = join(tmp(), 'games.csv');
  const io = testIo();
  expect(await runCli(['simulate', 'pebbles', '--json', '--csv', csv, ...args], testRegistry, io)).toBe(0);
  const [header = '', ...lines] = readFileSync(csv, 'utf8').trim().split('\n');
  const names = header.split(',');
  const rows = lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i] as string, v])));
  return { summary: JSON.parse(io.out()) as SimulationSummary, rows };
}

describe('seating in rotation', () => {
  it('shifts the bot list by the game index', () => {
    const spec = { bots: ['a', 'b', 'c'], rotate: true };
    expect([0, 1, 2, 3].map((i) => seating(spec, i))).toEqual([
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
      ['c', 'a', 'b'],
      ['a', 'b', 'c'],
    ]);
    expect(seating({ ...spec, rotate: false }, 1)).toEqual(['a', 'b', 'c']);
  });

  it('seats each bot at every seat equally and counts its wins wherever it sat', async () => {
    const { summary, rows } = await run(['--games', '24', '--seed', 'rot', '--players', '3', '--bots', 'greedy,random,mcts:20', '--rotate']);
    expect(summary.rotate).toBe(true);
    expect(summary.completed).toBe(24);
    // Every seat held every bot 8 times.
    for (let seat = 0; seat < 3; seat++) {
      const at = rows.map((r) => r[`bot${seat}`]);
      for (const bot of ['greedy', 'random', 'mcts:20']) expect(at.filter((b) => b === bot)).toHaveLength(8);
    }
    expect(rows[1]).toMatchObject({ bot0: 'random', bot1: 'mcts:20', bot2: 'greedy' });
    // The wins by bot, recounted from the rows: the winner's seat names the winning bot.
    const wins = (bot: string) => rows.filter((r) => r[`bot${r['winners'] ?? ''}`] === bot).length;
    expect(summary.winsByBot?.map((b) => b.bot)).toEqual(['greedy', 'random', 'mcts:20']);
    for (const b of summary.winsByBot ?? []) {
      expect(b).toMatchObject({ games: 24, wins: wins(b.bot), rate: wins(b.bot) / 24 });
      expect(b.ci[0]).toBeLessThanOrEqual(b.rate);
      expect(b.ci[1]).toBeGreaterThanOrEqual(b.rate);
    }
    expect((summary.winsByBot ?? []).reduce((a, b) => a + b.wins, 0)).toBe(24);
  });

  it('leaves wins by bot out when the seating is fixed', async () => {
    const { summary, rows } = await run(['--games', '4', '--seed', 'fixed', '--bots', 'greedy,random']);
    expect(summary.rotate).toBe(false);
    expect(summary.winsByBot).toBeUndefined();
    expect(rows.map((r) => `${r['bot0']},${r['bot1']}`)).toEqual(new Array(4).fill('greedy,random'));
  });
});

describe('simulation outputs', () => {
  it('reports each declared metric with its interval, matching the per-game CSV columns', async () => {
    const { summary, rows } = await run(['--games', '30', '--seed', 'metrics']);
    const sum = (col: string) => rows.reduce((a, r) => a + Number(r[col]), 0);
    const [doubles, mark] = summary.metrics;
    expect(doubles).toMatchObject({ id: 'doubles', kind: 'share', games: 30, count: sum('doubles'), of: sum('doubles_of') });
    expect(doubles?.value).toBeCloseTo(sum('doubles') / sum('doubles_of'), 12);
    expect(mark).toMatchObject({ id: 'winner-mark', kind: 'mean', games: 30 });
    expect(mark?.value).toBeCloseTo(sum('winner-mark') / 30, 12);
    for (const m of summary.metrics) {
      expect(m.ci?.[0]).toBeLessThanOrEqual(m.value ?? NaN);
      expect(m.ci?.[1]).toBeGreaterThanOrEqual(m.value ?? NaN);
    }
    expect(summary.winsByTeam).toBeUndefined();
    expect(Object.keys(rows[0] ?? {})).not.toContain('winningTeam');
  });

  it('adds wins by team, and a winningTeam column, when outcomes name teams', async () => {
    const { summary, rows } = await run(['--games', '20', '--seed', 'teams', '--players', '4', '--options', '{"teams": true}']);
    const even = rows.filter((r) => r['winningTeam'] === 'even').length;
    expect(even).toBe(rows.filter((r) => Number(r['winners']) % 2 === 0).length);
    expect(summary.winsByTeam).toEqual([
      { team: 'even', wins: even, games: 20, rate: even / 20, ci: expect.any(Array) as unknown },
      { team: 'odd', wins: 20 - even, games: 20, rate: (20 - even) / 20, ci: expect.any(Array) as unknown },
    ]);
  });

  it('adds the new tallies to the readable report', async () => {
    const io = testIo();
    const args = ['simulate', 'pebbles', '--games', '8', '--seed', 'text', '--players', '4', '--options', '{"teams": true}', '--bots', 'greedy,random,random,random', '--rotate'];
    expect(await runCli(args, testRegistry, io)).toBe(0);
    const out = io.out();
    expect(out).toContain('bots seated in rotation');
    expect(out).toMatch(/ {2}greedy: \d wins in 8 seats, /);
    expect(out).toMatch(/ {2}random: \d+ wins in 24 seats, /);
    expect(out).toMatch(/ {2}team even: \d wins in 8 games, /);
    expect(out).toMatch(/ {2}Turns that took two pebbles: [\d.]+% \(95% CI /);
    expect(out).toMatch(/ {2}Mark of the winner: [\d.]+ \(95% CI /);
  });
});

describe('a checkpoint', () => {
  const base = ['simulate', 'pebbles', '--json', '--seed', 'ckpt', '--players', '3', '--bots', 'greedy,random,mcts:20', '--rotate'];
  async function part(file: string, games: number, extra: string[] = []): Promise<{ code: number; summary: SimulationSummary | null; err: string }> {
    const io = testIo();
    const code = await runCli([...base, '--games', String(games), '--checkpoint', file, ...extra], testRegistry, io);
    return { code, summary: code === 0 ? (JSON.parse(io.out()) as SimulationSummary) : null, err: io.err() };
  }
  const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter((l) => l !== '');

  it('lets a run be played in parts that add up to the whole run', async () => {
    const whole = await run(['--games', '12', '--seed', 'ckpt', '--players', '3', '--bots', 'greedy,random,mcts:20', '--rotate']);
    const file = join(tmp(), 'run.jsonl');
    expect((await part(file, 5)).summary?.completed).toBe(5);
    expect(lines(file)).toHaveLength(6);
    const rest = await part(file, 12);
    expect(lines(file)).toHaveLength(13);
    expect(rest.summary).toEqual(whole.summary);
    // Given again, it plays nothing and reports the same run.
    expect((await part(file, 12)).summary).toEqual(whole.summary);
    expect(lines(file)).toHaveLength(13);
    // Fewer games than the file holds: the first ones only.
    expect((await part(file, 4)).summary?.completed).toBe(4);
  });

  it('does not play again a game the file holds', async () => {
    const file = join(tmp(), 'run.jsonl');
    await part(file, 3);
    const [header = '', ...games] = lines(file);
    // Game 1, doctored: a game read back is taken as it is written, never replayed.
    const one = JSON.parse(games[1] ?? '') as { status: string; actions: number };
    writeFileSync(file, [header, games[0], JSON.stringify({ ...one, status: 'truncated', actions: 7 }), games[2], ''].join('\n'));
    const { summary } = await part(file, 3);
    expect(summary).toMatchObject({ games: 3, completed: 2, truncated: 1 });
  });

  it('keeps no game that threw, so that it is played again', async () => {
    const file = join(tmp(), 'run.jsonl');
    const whole = (await part(file, 3)).summary;
    const [header = '', ...games] = lines(file);
    const one = JSON.parse(games[1] ?? '') as { index: number; seed: string; bots: string[] };
    const failed = { index: one.index, seed: one.seed, bots: one.bots, status: 'error', message: 'a bug, since fixed' };
    writeFileSync(file, [header, games[0], JSON.stringify(failed), games[2], ''].join('\n'));
    expect((await part(file, 3)).summary).toEqual(whole);
    expect(lines(file).slice(4)).toEqual([games[1]]);
  });

  it('writes no line for a game that throws', async () => {
    const file = join(tmp(), 'trap.jsonl');
    const { summary } = await part(file, 25, ['--options', '{"trap":true}']);
    expect(summary?.errors).toBeGreaterThan(0);
    const kept = lines(file).slice(1).map((l) => JSON.parse(l) as { status: string });
    expect(kept).toHaveLength(25 - (summary?.errors ?? 0));
    expect(kept.map((r) => r.status)).not.toContain('error');
  });

  it('drops a line cut by a kill and plays that game again', async () => {
    const whole = (await part(join(tmp(), 'a.jsonl'), 6)).summary;
    const file = join(tmp(), 'b.jsonl');
    await part(file, 4);
    truncateSync(file, readFileSync(file).length - 20);
    expect(lines(file)).toHaveLength(5);
    expect((await part(file, 6)).summary).toEqual(whole);
    expect(lines(file)).toHaveLength(7);
    for (const l of lines(file)) expect(() => JSON.parse(l) as unknown).not.toThrow();
  });

  it('refuses the file of another run, or a line of another run, and leaves the file as it was', async () => {
    const file = join(tmp(), 'run.jsonl');
    await part(file, 2);
    const before = readFileSync(file, 'utf8');
    const other = await part(file, 4, ['--seed', 'other']);
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/holds games of another run .*"seed":"ckpt"/);
    expect((await part(file, 4, ['--bots', 'random'])).err).toMatch(/holds games of another run/);
    expect(readFileSync(file, 'utf8')).toBe(before);
    // Game 0 of another seed, appended: its seed does not match its index.
    const game = JSON.parse(lines(file)[1] ?? '') as { seed: string };
    appendFileSync(file, `${JSON.stringify({ ...game, seed: 'other/0' })}\n`);
    expect((await part(file, 4)).err).toMatch(/run\.jsonl, line 4: not a game of this run/);
    writeFileSync(file, 'not json\n');
    expect((await part(file, 4)).err).toMatch(/line 1: not a checkpoint line/);
    writeFileSync(file, '{"spec": {}}\n');
    expect((await part(file, 4)).err).toMatch(/line 1: not a simulation checkpoint/);
  });
});

describe('progress', () => {
  const args = ['simulate', 'pebbles', '--games', '30', '--seed', 'bar'];

  it('draws a bar with games/s on a terminal stderr', async () => {
    const io = testIo([], 'x', { stderr: true });
    expect(await runCli(args, testRegistry, io)).toBe(0);
    expect(io.err()).toContain('games/s');
    expect(io.out()).toContain('pebbles: 30 games');
  });

  it('writes nothing on stderr when it is not a terminal, or with --json', async () => {
    const piped = testIo();
    expect(await runCli(args, testRegistry, piped)).toBe(0);
    expect(piped.err()).toBe('');
    const json = testIo([], 'x', { stderr: true });
    expect(await runCli([...args, '--json'], testRegistry, json)).toBe(0);
    expect(json.err()).toBe('');
  });
});

describe('worker batches', () => {
  it('starts with one game, then fills the target time, and shrinks for the tail', () => {
    expect(batchSize(null, 1000, 2)).toBe(1);
    expect(batchSize(10, 1000, 2)).toBe(5);
    expect(batchSize(0.01, 1000, 2)).toBe(250);
    expect(batchSize(0.001, 100_000, 2)).toBe(256);
    expect(batchSize(0.01, 3, 2)).toBe(1);
    expect(batchSize(1000, 50, 4)).toBe(1);
  });

  it('refuses workers for a registry no worker can load', async () => {
    const spec: SimulationSpec = { game: 'pebbles', players: 2, options: {}, bots: ['random', 'random'], rotate: false, seed: 's', maxActions: 100 };
    await expect(runPool(testRegistry, spec, [0, 1, 2, 3], 2)).rejects.toThrow(/--workers 1/);
    const io = testIo();
    expect(await runCli(['simulate', 'pebbles', '--games', '4', '--workers', '2'], testRegistry, io)).toBe(2);
    expect(io.err()).toMatch(/^docket: This registry cannot be loaded by worker threads/);
  });
});
