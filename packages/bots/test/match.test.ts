import { replay, type Seat } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { playMatch, randomBot, type Bot } from '../src/index.js';
import { lastToken, type TokenAction, type TokenView } from './toys/last-token.js';
import { sealedBids } from './toys/sealed-bids.js';

const game = lastToken();

/** A bot that takes `take` tokens whatever the pile, recording the views it was handed. */
function taker(take: number, seen: TokenView[] = []): Bot<TokenAction, TokenView> {
  return { name: `take-${take}`, choose: ({ view }) => (seen.push(view), { type: 'take', take }) };
}

describe('playMatch', () => {
  it('plays to the end through the match authority: its record replays to its final state and outcome', () => {
    const m = playMatch(game, [taker(1), taker(2)], { players: 2, options: { pile: 10 }, seed: 'm' });
    // 1 + 2 + 1 + 2 + 1 + 2 + 1 = 10: seat 0 takes the last token on the 7th action.
    expect(m.actions).toBe(7);
    expect(m.truncated).toBe(false);
    expect(m.outcome?.winners).toEqual([0]);
    expect(m.record).toMatchObject({ game: 'last-token', version: '1', players: 2, options: { pile: 10 }, seed: 'm' });
    expect(m.record.actions.map((a) => a.seat)).toEqual([0, 1, 0, 1, 0, 1, 0]);
    const r = replay(game, m.record);
    expect(r.ok && r.value.final).toEqual(m.final);
  });

  it('hands each bot its own seat’s view', () => {
    const seen: TokenView[] = [];
    playMatch(game, [taker(1, seen), taker(1, seen)], { players: 2, options: { pile: 4 }, seed: 'v' });
    expect(seen.map((v) => [v.pile, v.next])).toEqual([
      [4, 0],
      [3, 1],
      [2, 0],
      [1, 1],
    ]);
  });

  it('stops at maxActions and says the match was cut short', () => {
    const m = playMatch(game, [taker(1), taker(1)], { players: 2, options: { pile: 10 }, seed: 'cut', maxActions: 3 });
    expect([m.actions, m.truncated, m.outcome, m.record.actions.length]).toEqual([3, true, null, 3]);
  });

  it('throws on a bot that answers an illegal action, naming the bot', () => {
    expect(() => playMatch(game, [taker(4), taker(1)], { players: 2, options: { pile: 10 }, seed: 'bad' })).toThrow(/take-4 at seat 0/);
  });

  it('orders simultaneous seats by the match’s own generator, the same for the same seed', () => {
    const order = (seed: string): Seat[] =>
      playMatch(sealedBids, [0, 1, 2].map(() => randomBot(sealedBids)), { players: 3, options: { rounds: 2 }, seed }).record.actions.map((a) => a.seat);
    expect(order('s')).toEqual(order('s'));
    const orders = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => order(seed).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});
