import { describe, expect, it } from 'vitest';
import { benchGame, playout } from '../src/bench/bench.js';
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

  it('plays each playout to the end', () => {
    const actions = playout(pebbles, 2, { pile: 10, trap: false }, 'p', Rng.seeded('x'), 100);
    expect(actions).toBeGreaterThanOrEqual(5);
    expect(actions).toBeLessThanOrEqual(10);
    expect(() => playout(pebbles, 2, { pile: 10, trap: false }, 'p', Rng.seeded('x'), 3)).toThrow(/did not end within 3 actions/);
  });

  it('prints a JSON array with one entry per registered game', async () => {
    const io = testIo();
    expect(await runCli(['bench', '--seconds', '0.05', '--json'], testRegistry, io)).toBe(0);
    const results = JSON.parse(io.out()) as { game: string; actionsPerSecond: number }[];
    expect(results.map((r) => r.game)).toEqual(['pebbles']);
    expect(results[0]?.actionsPerSecond).toBeGreaterThan(0);
    const bad = testIo();
    expect(await runCli(['bench', '--seconds', '-1'], testRegistry, bad)).toBe(2);
    expect(bad.err()).toMatch(/--seconds/);
  });
});
