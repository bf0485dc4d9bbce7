import { tribunal1920 } from '@docket/tribunal-1920';
import { describe, expect, it } from 'vitest';
import { mctsBot, playMatch, randomBot } from '../src/index.js';

// A loose bound that a broken search (one that scores for the wrong seat, keeps the least visited action, or
// ignores its playouts) fails: random play wins 75% of 24 games with a chance of about 1%; this search wins
// nearly all of them.
const GAMES = 24;
const BOUND = 0.75;

describe('mcts against random on Tribunal 1920', () => {
  it(`wins at least ${BOUND * 100}% of ${GAMES} games with 200 iterations, seats alternated`, () => {
    const options = tribunal1920.options.parse({});
    const mcts = mctsBot({ iterations: 200 })(tribunal1920);
    const random = randomBot(tribunal1920);
    let wins = 0;
    for (let g = 0; g < GAMES; g++) {
      const seat = g % 2;
      const bots = seat === 0 ? [mcts, random] : [random, mcts];
      const m = playMatch(tribunal1920, bots, { players: 2, options, seed: `strength-${g}` });
      expect(m.truncated).toBe(false);
      if (m.outcome?.winners.includes(seat)) wins++;
    }
    expect(wins / GAMES).toBeGreaterThanOrEqual(BOUND);
  });
});
