import { describe, expect, it } from 'vitest';
import { benchGame, playout } from '../src/bench/bench.js';
import type { GameBench } from '../src/bench/bench-command.js';
import { benchMcts, benchPositions } from '../src/bench/mcts-bench.js';
import { runCli } from '../src/cli.js';
import { Rng } from '@docket/engine';
import { pebbles } from './fixtures/pebbles.js';
import { testIo, testRegistry } from './fixtures/registry.js';

describe('bench', () => {
  it('measures positive throughput on a tiny run', () => {
    const r = benchGame(pebbles, { seconds: 0.05, warmupSeconds: 0.01 });
    expect(r.game).toBe('pebbles');
    expect(r.games).toBeGreaterThan(0);
    // Every pebbles game takes at least 4 actions from a pile of 7.
    expect(r.actions).toBeGreaterThanOrEqual(4 * r.games);
    expect(r.seconds).toBeGreaterThan(0);
    expect(r.gamesPerSecond).toBeGreaterThan(0);
    expect(r.actionsPerSecond).toBeGreaterThan(r.gamesPerSecond);
  });

  it('searches from positions with a real choice, spread along a game', () => {
    const positions = benchPositions(pebbles, 3);
    expect(positions).toHaveLength(3);
    for (const p of positions) expect(pebbles.legalActions(p.state, p.seat).length).toBeGreaterThan(1);
    // Early to late: the pile shrinks.
    const piles = positions.map((p) => p.state.pile);
    expect([...piles].sort((a, b) => b - a)).toEqual(piles);
    expect(piles[0]).toBeGreaterThan(piles[2] ?? Infinity);
    const r = benchMcts(pebbles, { iterations: 30, seconds: 0, positions: 3 });
    expect(r).toMatchObject({ decisions: 3, iterations: 90 });
    expect(r?.iterationsPerSecond).toBeGreaterThan(0);
    // CPU time is counted over the same decisions: the same iterations over it.
    expect(r?.cpuSeconds).toBeGreaterThan(0);
    expect(r?.iterationsPerCpuSecond).toBeCloseTo(90 / (r?.cpuSeconds ?? NaN), 6);
  });

  it('plays each playout to the end', () => {
    const actions = playout(pebbles, 2, { pile: 10, trap: false, teams: false }, 'p', Rng.seeded('x'), 100);
    expect(actions).toBeGreaterThanOrEqual(5);
    expect(actions).toBeLessThanOrEqual(10);
    expect(() => playout(pebbles, 2, { pile: 10, trap: false, teams: false }, 'p', Rng.seeded('x'), 3)).toThrow(/did not end within 3 actions/);
  });

  it('prints a JSON array with one entry per registered game, MCTS speed included', async () => {
    const io = testIo();
    expect(await runCli(['bench', '--seconds', '0.05', '--mcts-iterations', '50', '--json'], testRegistry, io)).toBe(0);
    const results = JSON.parse(io.out()) as GameBench[];
    expect(results.map((r) => r.game)).toEqual(['pebbles']);
    const [r] = results;
    expect(r?.actionsPerSecond).toBeGreaterThan(0);
    expect(r?.mctsIterationsPerSecond).toBeGreaterThan(0);
    // Whole decisions of 50 iterations, every position at least once.
    expect(r?.mctsIterations).toBe(50 * (r?.mctsDecisions ?? NaN));
    expect(r?.mctsDecisions).toBeGreaterThanOrEqual(4);
    expect(r?.mctsIterationsPerCpuSecond).toBeCloseTo((r?.mctsIterations ?? NaN) / (r?.mctsCpuSeconds ?? NaN), 6);
    const skipped = testIo();
    expect(await runCli(['bench', 'pebbles', '--seconds', '0.02', '--mcts-iterations', '0', '--json'], testRegistry, skipped)).toBe(0);
    expect(JSON.parse(skipped.out())).toMatchObject([{ game: 'pebbles', mctsIterationsPerSecond: null, mctsDecisions: null, mctsIterationsPerCpuSecond: null }]);
    const text = testIo();
    expect(await runCli(['bench', 'pebbles', '--seconds', '0.02', '--mcts-iterations', '20', '--lang', 'fr'], testRegistry, text)).toBe(0);
    expect(text.out()).toMatch(/^pebbles : .* parties\/s, .*\npebbles : .* itérations MCTS\/s \(.* itérations sur \d+ décisions en .* s\) ; .* par seconde de CPU\n$/);
    const bad = testIo();
    expect(await runCli(['bench', '--seconds', '-1'], testRegistry, bad)).toBe(2);
    expect(bad.err()).toMatch(/--seconds/);
  });
});
