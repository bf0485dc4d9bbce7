import { performance } from 'node:perf_hooks';
import { Match, type Action } from '@docket/engine';
import { tribunal1920 } from '@docket/tribunal-1920';
import { afterAll, describe, expect, it } from 'vitest';
import { poolRunner } from '../../src/bots/index.js';

const runner = poolRunner({ size: 1, mctsBudgetMs: 300 });
afterAll(() => runner.close());

describe('poolRunner', () => {
  it("plays the host's levels on the pool, mcts within its budget", async () => {
    await runner.pool.ready();
    const match = Match.create(tribunal1920, { players: 2, options: tribunal1920.options.parse({}), seed: 'runner' });
    const seat = match.toAct()[0] ?? 0;
    const legal = match.legal(seat) as Action[];
    const req = { game: tribunal1920, seat, view: match.view(seat), legal, seed: 'bot-seed' };
    for (const level of ['random', 'greedy']) expect(legal).toContain(await runner.think({ ...req, level }));
    const started = performance.now();
    expect(legal).toContain(await runner.think({ ...req, level: 'mcts' }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });
});
