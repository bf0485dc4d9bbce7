import { performance } from 'node:perf_hooks';
import { LEVELS, levelSpec } from '@docket/bots';
import { Match, type Action } from '@docket/engine';
import { tribunal1920 } from '@docket/tribunal-1920';
import { afterAll, describe, expect, it } from 'vitest';
import { botRegistry, budgeted, checkBotSpec } from '../../src/bots/index.js';
import { pooledBots } from '../../src/host/pool-runner.js';

const runner = pooledBots({ size: 1, mctsBudgetMs: 300 });
afterAll(() => runner.close());

describe('pooledBots', () => {
  it("plays the host's levels on the pool, mcts within its budget", async () => {
    const match = Match.create(tribunal1920, { players: 2, options: tribunal1920.options.parse({}), seed: 'runner' });
    const seat = match.toAct()[0] ?? 0;
    const legal = match.legal(seat) as Action[];
    const req = { game: tribunal1920, seat, view: match.view(seat), legal, seed: 'bot-seed' };
    // The first answers start the pool, so the timed one below measures thinking only.
    for (const level of ['random', 'greedy', 'easy'] as const) expect(legal).toContain(await runner.think({ ...req, level }));
    const started = performance.now();
    expect(legal).toContain(await runner.think({ ...req, level: 'mcts' }));
    // It thinks (an early stop, once its answer is decided, comes only past the budget's middle).
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });
});

describe('levels on the server', () => {
  it('are read per game, and a level names a bot the game plays', () => {
    expect(checkBotSpec('tribunal-1920', 'hard').ok).toBe(true);
    expect(checkBotSpec('the-trial', 'easy').ok).toBe(true);
    expect(checkBotSpec('tribunal-1920', 'trial').ok).toBe(false);
    expect(levelSpec(tribunal1920, 'hard')).toMatch(/^mcts:/);
    // Every level of every game names a bot the server's workers can build.
    for (const game of botRegistry.games) {
      for (const level of LEVELS) expect(checkBotSpec(game.info.id, level), `${game.info.id} ${level}`).toEqual({ ok: true, value: undefined });
    }
  });

  it("think no longer than the server allows: iterations become its time, a shorter budget of the level's stands", () => {
    expect(budgeted('mcts', 300)).toBe('mcts:300ms');
    expect(budgeted('mcts:5000', 300)).toBe('mcts:300ms');
    expect(budgeted('mcts:1s', 300)).toBe('mcts:300ms');
    expect(budgeted('mcts:100ms', 300)).toBe('mcts:100ms');
    expect(budgeted('mcts:0.05s', 1000)).toBe('mcts:50ms');
    expect(budgeted('greedy', 300)).toBe('greedy');
    expect(budgeted('mcts:1s', undefined)).toBe('mcts:1s');
  });
});
