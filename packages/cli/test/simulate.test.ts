import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { range, runSlice, type SimulationSpec } from '../src/simulate/slice.js';
import { summarize, type SimulationSummary } from '../src/simulate/summary.js';
import { pebblesMetrics } from './fixtures/pebbles.js';
import { testIo, testRegistry } from './fixtures/registry.js';

async function simulate(args: string[]): Promise<{ code: number; summary: SimulationSummary; err: string }> {
  const io = testIo();
  const code = await runCli(['simulate', 'pebbles', ...args], testRegistry, io);
  const lines = io.out().split('\n').filter((l) => l !== '');
  expect(lines).toHaveLength(1);
  return { code, summary: JSON.parse(lines[0] as string) as SimulationSummary, err: io.err() };
}

describe('simulate', () => {
  it('prints one JSON summary whose counts add up', async () => {
    const { code, summary } = await simulate(['--games', '40', '--seed', 'run', '--players', '3', '--json']);
    expect(code).toBe(0);
    expect(summary).toMatchObject({ game: 'pebbles', seed: 'run', players: 3, games: 40, completed: 40, errors: 0, truncated: 0 });
    expect(summary.bots).toEqual(['random', 'random', 'random']);
    expect(summary.winsBySeat).toHaveLength(3);
    // One winner per finished pebbles game.
    expect(summary.winsBySeat.reduce((a, b) => a + b, 0)).toBe(40);
    expect(summary.winRateBySeat.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(summary.reasons).toEqual({ 'last-pebble': 40 });
    // A 7-pebble pile takes 4 to 7 actions.
    expect(summary.meanActions).toBeGreaterThanOrEqual(4);
    expect(summary.meanActions).toBeLessThanOrEqual(7);
    const [low, high] = summary.meanActionsCI ?? [NaN, NaN];
    expect(low).toBeLessThanOrEqual(summary.meanActions ?? NaN);
    expect(high).toBeGreaterThanOrEqual(summary.meanActions ?? NaN);
  });

  it('gives the same summary for the same seed, and another for another seed', async () => {
    const a = await simulate(['--games', '30', '--seed', 'same', '--json']);
    const b = await simulate(['--games', '30', '--seed', 'same', '--json']);
    const c = await simulate(['--games', '30', '--seed', 'another', '--json']);
    expect(b.summary).toEqual(a.summary);
    // Another seed deals other games: the summary's figures (all but the seed itself) differ.
    const figures = (s: SimulationSummary) => ({ ...s, seed: '' });
    expect(figures(c.summary)).not.toEqual(figures(a.summary));
  });

  it('counts games that throw as errors with their seeds, and goes on', async () => {
    const { code, summary } = await simulate(['--games', '25', '--seed', 'trap', '--options', '{"trap":true}', '--json']);
    expect(code).toBe(0);
    expect(summary.errors).toBeGreaterThan(0);
    expect(summary.completed).toBeGreaterThan(0);
    expect(summary.completed + summary.errors + summary.truncated).toBe(25);
    expect(summary.failures).toHaveLength(summary.errors);
    for (const f of summary.failures) {
      expect(f.seed).toBe(`trap/${f.index}`);
      expect(f.message).toContain('trap sprung');
    }
  });

  it('gives the same results however the game indexes are split', () => {
    const spec: SimulationSpec = { game: 'pebbles', players: 2, options: { pile: 9, trap: true }, bots: ['random', 'random'], rotate: false, seed: 'split', maxActions: 100 };
    const whole = runSlice(testRegistry, spec, range(0, 20));
    const pieces = [...runSlice(testRegistry, spec, range(12, 20)), ...runSlice(testRegistry, spec, [5, 0, 3]), ...runSlice(testRegistry, spec, [1, 2, 4, 6, 7, 8, 9, 10, 11])];
    // Results arrive out of order; the summary must not care.
    expect(summarize(spec, pieces, pebblesMetrics)).toEqual(summarize(spec, whole, pebblesMetrics));
    expect(summarize(spec, whole).errors).toBeGreaterThan(1);
    expect([...pieces].sort((a, b) => a.index - b.index)).toEqual(whole);
  });

  it('counts games cut off by --max-actions as truncated', async () => {
    const { summary } = await simulate(['--games', '5', '--seed', 'cut', '--max-actions', '2', '--json']);
    expect(summary).toMatchObject({ games: 5, completed: 0, truncated: 5, meanActions: null });
  });

  it('writes a readable report and a CSV row per game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docket-sim-'));
    const csv = join(dir, 'games.csv');
    const io = testIo();
    const code = await runCli(['simulate', 'pebbles', '--games', '6', '--seed', 'r', '--csv', csv, '--lang', 'fr'], testRegistry, io);
    expect(code).toBe(0);
    expect(io.out()).toContain('pebbles : 6 parties, 2 joueurs (random, random), graine r');
    expect(io.out()).toContain('terminées 6');
    const rows = readFileSync(csv, 'utf8').trim().split('\n');
    expect(rows[0]).toBe('index,seed,status,bot0,bot1,actions,winners,reason,payoff0,payoff1,score0,score1,doubles,doubles_of,winner-mark,error');
    expect(rows).toHaveLength(7);
    expect(rows[1]).toMatch(/^0,r\/0,completed,random,random,\d+,[01],last-pebble,/);
  });

  it('refuses bad flags with one line on stderr and exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [['--games', '0'], /--games/],
      [['--games', '3', '--options', '{pile: 3}'], /--options is not valid JSON/],
      [['--games', '3', '--options', '{"pile": 99}'], /Options rejected by pebbles: pile: /],
      [['--games', '3', '--players', '7'], /pebbles takes 2–4 players, not 7/],
      [['--games', '3', '--bots', 'random,wizard'], /Unknown bot "wizard"/],
      [['--games', '3', '--bots', 'mcts:lots'], /"mcts:lots": an mcts budget is iterations/],
      [['--games', '3', '--workers', '0'], /--workers/],
      [['--games', '3', '--bots', 'random,random,random'], /--bots takes one bot/],
      [[], /--games/],
    ];
    for (const [args, message] of cases) {
      const io = testIo();
      expect(await runCli(['simulate', 'pebbles', ...args], testRegistry, io)).toBe(2);
      expect(io.err()).toMatch(message);
      expect(io.err().trim().split('\n')).toHaveLength(1);
      expect(io.out()).toBe('');
    }
  });

});

