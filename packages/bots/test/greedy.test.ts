import { Rng } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../src/index.js';
import { decision } from './helpers.js';
import { lastToken, tokenState, type TokenAction } from './toys/last-token.js';

describe('greedy bot', () => {
  it('takes the action with the best prior, seen from its own view and seat', () => {
    const seen: [number, number][] = [];
    const game = lastToken({
      prior: (v, seat, a) => {
        seen.push([v.pile, seat]);
        return a.take === 2 ? 5 : -a.take;
      },
    });
    expect(greedyBot(game).choose(decision(game, tokenState(2, 7, 1), 1, 'g'))).toEqual({ type: 'take', take: 2 });
    expect(seen).toEqual([
      [7, 1],
      [7, 1],
      [7, 1],
    ]);
  });

  it('breaks ties among the best with its own generator', () => {
    const game = lastToken({ prior: (_v, _seat, a) => (a.take === 1 ? 0 : 1) });
    const picks = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const a: TokenAction = greedyBot(game).choose(decision(game, tokenState(2, 9), 0, `tie-${i}`));
      picks.add(a.take);
    }
    expect([...picks].sort()).toEqual([2, 3]);
  });

  it('plays at random in a game without a prior, drawing from its generator', () => {
    const game = lastToken();
    const d = decision(game, tokenState(2, 9), 0, 'no-prior');
    const expected = Rng.seeded('no-prior').pick(d.legal);
    expect(greedyBot(game).choose(d)).toBe(expected);
  });
});
