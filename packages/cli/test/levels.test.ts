import { LEVELS } from '@docket/bots';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { requireBot } from '../src/lookup.js';
import { registry } from '../src/registry.js';
import { testIo } from './fixtures/registry.js';

describe('levels in the docket command', () => {
  it('build a bot in every game, named after the level and the bot it stands for there', () => {
    for (const game of registry.games) {
      for (const level of LEVELS) expect(requireBot(registry, level)(game).name, game.info.id).toMatch(new RegExp(`^${level} \\(.+\\)$`));
    }
    const trial = registry.games.find((g) => g.info.id === 'the-trial');
    // The Trial's levels name its own bots, which only this command's registry knows.
    expect(trial && requireBot(registry, 'medium')(trial).name).toBe('medium (trial-reason-good)');
  });

  it('are taken by simulate --bots', async () => {
    const io = testIo();
    const code = await runCli(['simulate', 'the-trial', '--players', '5', '--games', '2', '--seed', 'levels', '--bots', 'easy,hard,easy,hard,medium', '--json'], registry, io);
    expect(code).toBe(0);
    expect(JSON.parse(io.out())).toMatchObject({ completed: 2, errors: 0, bots: ['easy', 'hard', 'easy', 'hard', 'medium'] });
  });
});
