import { describe, expect, it } from 'vitest';
import { checkConformance, conformanceSuite, runConformance } from '@docket/testkit';
import { toyGame } from '../../engine/test/toy-game.js';
import { resolveConfig } from '../src/config.js';

// Every toy game lasts (handSize + 2) rounds of one call and one seal per seat.
const stepsPerGame = (players: number, handSize: number) => (handSize + 2) * (players + 1);

describe('runConformance on a conforming game', () => {
  it('plays every game to its end and reports the figures', () => {
    const r = runConformance(toyGame, { players: 2, games: 200, deepGames: 100 });
    expect(r).toMatchObject({ games: 200, completed: 200, totalSteps: 200 * 15, maxStepsSeen: 15 });
    // Deep games resample every state (setup included) for two seats and a spectator, four worlds each.
    expect(r.hiddenWorldsChecked).toBe(100 * 16 * 3 * 4);
    for (const viewer of ['0', '1', 'spectator']) {
      expect(r.distinctWorldSteps[viewer]).toBeGreaterThan(0);
      expect(r.redealtWorldSteps[viewer]).toBeGreaterThan(0);
    }
    expect(r.interferenceChecks).toBeGreaterThan(100 * 15);
  });

  it('reports the games and states each law was checked on', () => {
    const r = runConformance(toyGame, { players: 2, games: 150, deepGames: 100 });
    const all = { games: 150, states: 150 * 16 };
    const deep = { games: 100, states: 100 * 16 };
    expect(r.coverage).toEqual({
      termination: all,
      // Determinism follows every action; replay runs once a game; non-interference follows every action.
      determinism: { games: 150, states: 150 * 15 },
      replay: { games: 150, states: 150 },
      'view-resample': deep,
      legality: deep,
      serialisation: deep,
      'events-and-text': all,
      'legal-from-view': deep,
      'non-interference': { games: 100, states: 100 * 15 },
      redeal: deep,
    });
  });

  it('uses the defaults: 1000 games, every one deep', () => {
    const r = runConformance(toyGame, { players: 3, options: { handSize: 1 } });
    expect(r.games).toBe(1000);
    expect(r.totalSteps).toBe(1000 * stepsPerGame(3, 1));
    expect(r.hiddenWorldsChecked).toBe(1000 * (stepsPerGame(3, 1) + 1) * 4 * 4);
  });

  it('is deterministic for a seed and depends on it', () => {
    const a = runConformance(toyGame, { players: 3, games: 50, seed: 'a' });
    expect(runConformance(toyGame, { players: 3, games: 50, seed: 'a' })).toEqual(a);
    expect(runConformance(toyGame, { players: 3, games: 50, seed: 'b' }).distinctWorldSteps).not.toEqual(a.distinctWorldSteps);
  });

  it('skips the per-step checks beyond deepGames', () => {
    const r = runConformance(toyGame, { players: 2, games: 140, deepGames: 100 });
    expect(r.hiddenWorldsChecked).toBe(100 * 16 * 3 * 4);
    expect(r.completed).toBe(140);
  });

  it('collects no failures', () => {
    expect(checkConformance(toyGame, { players: 2, games: 50 }).failures).toEqual([]);
  });
});

describe('bad configurations are the caller’s mistake', () => {
  it('rejects a player count the game does not take', () => {
    expect(() => runConformance(toyGame, { players: 4 })).toThrow(/takes 2–3 players/);
    expect(() => runConformance(toyGame, { players: 1.5 })).toThrow(/takes 2–3 players/);
  });

  it('rejects options the game refuses', () => {
    expect(() => runConformance(toyGame, { players: 2, options: { handSize: 9 } })).toThrow(/rejects the conformance options/);
  });

  it('rejects counts that are not whole numbers', () => {
    expect(() => runConformance(toyGame, { players: 2, games: 0 })).toThrow(/games must be a whole number ≥ 1/);
    expect(() => runConformance(toyGame, { players: 2, maxSteps: 2.5 })).toThrow(/maxSteps/);
    expect(() => runConformance(toyGame, { players: 2, deepGames: -1 })).toThrow(/deepGames/);
    expect(() => runConformance(toyGame, { players: 2, games: 120, deepGames: 100.5 })).toThrow(/deepGames must be a whole number/);
  });

  it('refuses fewer than min(games, 100) deep games', () => {
    expect(() => runConformance(toyGame, { players: 2, games: 1000, deepGames: 99 })).toThrow(/deepGames must be at least 100/);
    expect(() => runConformance(toyGame, { players: 2, games: 30, deepGames: 29 })).toThrow(/deepGames must be at least 30/);
    expect(() => runConformance(toyGame, { players: 2, games: 30, deepGames: 0 })).toThrow(/deepGames/);
    const { deepGames } = resolveConfig(toyGame, { players: 2, games: 30, deepGames: 500 });
    expect(deepGames).toBe(30);
    expect(resolveConfig(toyGame, { players: 2 }).deepGames).toBe(1000);
    expect(resolveConfig(toyGame, { players: 2, games: 1000, deepGames: 100 }).deepGames).toBe(100);
  });

  it('refuses a suite without configurations', () => {
    expect(() => conformanceSuite(toyGame, [])).toThrow(/at least one configuration/);
  });
});
