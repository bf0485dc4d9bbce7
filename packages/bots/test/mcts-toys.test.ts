import { describe, expect, it } from 'vitest';
import { mctsBot, playMatch } from '../src/index.js';
import { decision, drawn, spyResample } from './helpers.js';
import { lastToken, tokenState, type TokenAction, type TokenState } from './toys/last-token.js';
import { sealedBids } from './toys/sealed-bids.js';

const take = (a: TokenAction): number => a.take;

describe('mcts on a perfect-information race', () => {
  const game = lastToken();
  const bot = mctsBot({ iterations: 400 })(game);

  it('takes the last tokens when it can', () => {
    for (const players of [2, 3, 5]) {
      expect(take(bot.choose(decision(game, tokenState(players, 3), 0, 'win-now')))).toBe(3);
    }
  });

  it('leaves its opponent a multiple of 4, which needs the opponent’s best replies in the tree', () => {
    for (const [pile, best] of [
      [5, 1],
      [6, 2],
      [7, 3],
      [9, 1],
    ] as const) {
      for (const seed of ['a', 'b']) {
        expect(take(bot.choose(decision(game, tokenState(2, pile), 0, `${seed}-${pile}`)))).toBe(best);
      }
    }
  });

  it('decides for the seat that acts at each node, seat 1 as well as seat 0', () => {
    expect(take(bot.choose(decision(game, tokenState(2, 6, 1), 1, 'seat-1')))).toBe(2);
  });

  it('plays whole matches with 3 and 4 players to an outcome', () => {
    for (const players of [3, 4]) {
      const bots = Array.from({ length: players }, () => mctsBot({ iterations: 50 })(game));
      const m = playMatch(game, bots, { players, options: { pile: 12 }, seed: `match-${players}` });
      expect(m.truncated).toBe(false);
      expect(m.outcome?.winners).toHaveLength(1);
    }
  });

  it('returns a lone legal action without searching', () => {
    const spy = spyResample(game);
    const d = decision(spy.game, tokenState(2, 1), 0, 'alone');
    expect(mctsBot({ iterations: 100 })(spy.game).choose(d)).toBe(d.legal[0]);
    expect(spy.views).toHaveLength(0);
  });
});

describe('mcts with several seats to act at once', () => {
  it('seals the dominant bid while another seat’s bid is hidden, with 3 players', () => {
    const s0 = sealedBids.setup(3, { rounds: 2 }, 'bids');
    const s = sealedBids.applyLegal(s0, 0, { type: 'bid', bid: 'low' }).state;
    expect(sealedBids.toAct(s)).toEqual([1, 2]);
    const bot = mctsBot({ iterations: 300 })(sealedBids);
    for (const seat of [1, 2]) {
      expect(bot.choose(decision(sealedBids, s, seat, `seal-${seat}`))).toEqual({ type: 'bid', bid: 'high' });
    }
  });

  it('plays whole matches with 2 to 6 players to an outcome', () => {
    for (const players of [2, 4, 6]) {
      const bots = Array.from({ length: players }, () => mctsBot({ iterations: 60 })(sealedBids));
      const m = playMatch(sealedBids, bots, { players, options: { rounds: 3 }, seed: `bids-${players}` });
      expect(m.truncated).toBe(false);
      // Every seat bids high every round, so all share the win.
      expect(m.outcome?.winners).toHaveLength(players);
    }
  });
});

describe('mcts budgets and hints', () => {
  it('stops a time budget on the clock it is given', () => {
    let now = 0;
    const clock = (): number => now++;
    const spy = spyResample(drawn(lastToken()));
    const bot = mctsBot({ ms: 40, clock })(spy.game);
    const a = bot.choose(decision(spy.game, tokenState(2, 10), 0, 'timed'));
    expect([1, 2, 3]).toContain(a.take);
    // One world per iteration; the clock ticks once per check, so about 40 iterations run.
    expect(spy.views.length).toBeGreaterThan(30);
    expect(spy.views.length).toBeLessThanOrEqual(41);
  });

  it('runs exactly its iteration budget, one world each, while the runner-up can still catch the leader', () => {
    const spy = spyResample(drawn(lastToken()));
    mctsBot({ iterations: 123 })(spy.game).choose(decision(spy.game, tokenState(2, 10), 0, 'count'));
    expect(spy.views).toHaveLength(123);
  });

  it('stops early once no other action can catch the leader, with the answer the whole budget gives', () => {
    // On a pile of 10 only taking 2 wins, and the search soon sees it.
    for (const seed of ['a', 'b', 'c']) {
      const spy = spyResample(lastToken());
      const a = mctsBot({ iterations: 4_000 })(spy.game).choose(decision(spy.game, tokenState(2, 10), 0, seed));
      expect(a.take).toBe(2);
      // It saves at least a quarter of the budget here; and the leader's margin (at most its visits) can exceed
      // the iterations left only past the budget's middle.
      expect(spy.views.length).toBeLessThan(3_000);
      expect(spy.views.length).toBeGreaterThan(2_000);
    }
  });

  it('stops a time budget early at the rate its iterations ran, not before', () => {
    let now = 0;
    const clock = (): number => now++;
    const spy = spyResample(lastToken());
    const a = mctsBot({ ms: 4_000, clock })(spy.game).choose(decision(spy.game, tokenState(2, 10), 0, 'timed-early'));
    expect(a.take).toBe(2);
    // The clock ticks once per iteration, so the rate is one iteration a tick: the same stop as 4,000 iterations.
    expect(spy.views.length).toBeLessThan(3_000);
    expect(spy.views.length).toBeGreaterThan(2_000);
  });

  it('refuses a time budget without a clock and a budget below one iteration', () => {
    expect(() => mctsBot({ ms: 100 })).toThrow(/clock/);
    expect(() => mctsBot({ iterations: 0 })).toThrow(/iterations/);
  });

  it('a prior orders and biases the search but cannot outweigh what the search learns', () => {
    // The prior prefers taking 1, on a scale that would swamp UCB unnormalised; on a pile of 6 only taking 2 wins.
    const misled = lastToken({ prior: (_v, _seat, a) => (4 - a.take) * 1000 });
    for (const treePriors of [false, true]) {
      const bot = mctsBot({ iterations: 400, treePriors })(misled);
      expect(take(bot.choose(decision(misled, tokenState(2, 6), 0, 'misled')))).toBe(2);
    }
  });

  it('asks the prior at the root only, from its own view, unless told to use it in the tree', () => {
    const asked: number[] = [];
    const game = lastToken({ prior: (v, seat) => (asked.push(seat), v.pile) });
    const d = decision(game, tokenState(2, 10), 0, 'asked');
    mctsBot({ iterations: 100 })(game).choose(d);
    expect(asked).toEqual([0, 0, 0]);
    asked.length = 0;
    mctsBot({ iterations: 100, treePriors: true })(game).choose(d);
    expect(asked.slice(0, 3)).toEqual([0, 0, 0]);
    expect(asked).toContain(1);
  });

  it('cuts playouts at rolloutDepth with evaluate', () => {
    let evaluated = 0;
    // Two players: the seat to move loses when it faces a multiple of 4, so this evaluation is exact.
    const game = lastToken({
      rolloutDepth: 0,
      evaluate: (s) => {
        evaluated++;
        const moverWins = s.pile % 4 !== 0;
        return s.next === 0 ? [moverWins ? 1 : 0, moverWins ? 0 : 1] : [moverWins ? 0 : 1, moverWins ? 1 : 0];
      },
    });
    expect(take(mctsBot({ iterations: 30 })(game).choose(decision(game, tokenState(2, 30), 0, 'cut')))).toBe(2);
    expect(evaluated).toBeGreaterThan(0);
  });

  it('grows its tree no deeper than treeDepth, the option before the game’s hint', () => {
    const piles: number[] = [];
    const hints = { rolloutDepth: 0, evaluate: (s: TokenState) => (piles.push(s.pile), [0.5, 0.5]) };
    const d = (game: ReturnType<typeof lastToken>) => decision(game, tokenState(2, 10), 0, 'shallow');
    const shallow = lastToken({ ...hints, treeDepth: 1 });
    mctsBot({ iterations: 200 })(shallow).choose(d(shallow));
    // One action below the root: the evaluation only ever sees piles of 7 to 9.
    expect(Math.min(...piles)).toBeGreaterThanOrEqual(7);
    piles.length = 0;
    mctsBot({ iterations: 200, treeDepth: 2 })(shallow).choose(d(shallow));
    expect(Math.min(...piles)).toBeGreaterThanOrEqual(4);
    expect(Math.min(...piles)).toBeLessThan(7);
    piles.length = 0;
    const deep = lastToken(hints);
    mctsBot({ iterations: 200 })(deep).choose(d(deep));
    expect(Math.min(...piles)).toBeLessThan(4);
    expect(() => mctsBot({ treeDepth: 0 })).toThrow(/treeDepth/);
  });

  it('lets the other seats follow the rollout hint in the tree when told to, and never the root seat', () => {
    const asked: number[] = [];
    const piles: number[] = [];
    // Playouts are cut at once, so the rollout hint is asked only in the tree.
    const game = lastToken({
      rolloutDepth: 0,
      evaluate: () => [0.5, 0.5],
      rollout: (s, seat, legal) => (asked.push(seat), piles.push(s.pile), legal.find((a) => (s.pile - a.take) % 4 === 0) ?? (legal[0] as TokenAction)),
    });
    const d = decision(game, tokenState(2, 10), 0, 'others');
    mctsBot({ iterations: 200 })(game).choose(d);
    expect(asked).toHaveLength(0);
    expect(take(mctsBot({ iterations: 400, others: 'rollout' })(game).choose(d))).toBe(2);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set([1]));
    // By default the game's hint says where: here at even piles only; the option overrides it.
    const told = lastToken({ ...game.hints, othersFollowRollout: (s) => s.pile % 2 === 0 });
    asked.length = 0;
    mctsBot({ iterations: 200, others: 'search' })(told).choose(decision(told, tokenState(2, 10), 0, 'told'));
    expect(asked).toHaveLength(0);
    piles.length = 0;
    mctsBot({ iterations: 200 })(told).choose(decision(told, tokenState(2, 10), 0, 'told'));
    expect(new Set(asked)).toEqual(new Set([1]));
    expect(piles.length).toBeGreaterThan(0);
    expect(piles.every((p) => p % 2 === 0)).toBe(true);
    expect(() => mctsBot({ others: 'nobody' as 'search' })).toThrow(/others/);
  });

  it('plays playouts with the rollout hint', () => {
    let rolled = 0;
    // Perfect play in the playouts: leave a multiple of 4 when possible.
    const game = lastToken({
      rollout: (s, _seat, legal) => {
        rolled++;
        return legal.find((a) => (s.pile - a.take) % 4 === 0) ?? (legal[0] as TokenAction);
      },
    });
    expect(take(mctsBot({ iterations: 30 })(game).choose(decision(game, tokenState(2, 30), 0, 'rolled')))).toBe(2);
    expect(rolled).toBeGreaterThan(0);
  });
});
