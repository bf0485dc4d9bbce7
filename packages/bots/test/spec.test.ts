import { describe, expect, it } from 'vitest';
import { greedyBot, mctsBot, parseBotSpec, randomBot, type BotFactory } from '../src/index.js';
import { decision, drawn, spyResample } from './helpers.js';
import { lastToken, tokenState } from './toys/last-token.js';

function factory(spec: string, clock?: () => number): BotFactory {
  const r = parseBotSpec(spec, clock ? { clock } : {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** How many worlds the bot of `spec` deals for one decision where nothing leads (one per iteration, all of them). */
function worlds(spec: string, clock?: () => number): number {
  const spy = spyResample(drawn(lastToken()));
  factory(spec, clock)(spy.game).choose(decision(spy.game, tokenState(2, 10), 0, spec));
  return spy.views.length;
}

describe('parseBotSpec', () => {
  it('reads random and greedy', () => {
    expect(factory('random')).toBe(randomBot);
    expect(factory(' greedy ')).toBe(greedyBot);
  });

  it('reads mcts with its default budget and with iterations, naming the bot after the spec', () => {
    expect(worlds('mcts')).toBe(1000);
    expect(worlds('mcts:37')).toBe(37);
    expect(factory('mcts:37')(lastToken()).name).toBe('mcts:37');
  });

  it('reads time budgets in seconds and milliseconds, on the clock it is given', () => {
    let now = 0;
    const clock = (): number => (now += 10);
    expect(worlds('mcts:1s', clock)).toBe(100);
    expect(worlds('mcts:300ms', clock)).toBe(30);
    expect(factory('mcts:0.5s', clock)(lastToken()).name).toBe('mcts:0.5s');
  });

  it('refuses unknown bots, bad budgets and time budgets without a clock', () => {
    const code = (spec: string): string | null => {
      const r = parseBotSpec(spec);
      return r.ok ? null : r.error.code;
    };
    expect(code('minimax')).toBe('unknown-bot');
    expect(code('')).toBe('unknown-bot');
    expect(code('mcts:0')).toBe('bad-bot-spec');
    expect(code('mcts:1.5')).toBe('bad-bot-spec');
    expect(code('mcts:ten')).toBe('bad-bot-spec');
    expect(code('mcts:10:20')).toBe('bad-bot-spec');
    expect(code('mcts:0s')).toBe('bad-bot-spec');
    expect(code('random:5')).toBe('bad-bot-spec');
    expect(code('mcts:2s')).toBe('no-clock');
    const r = parseBotSpec('minimax');
    expect(!r.ok && r.error.message).toBe('Unknown bot "minimax"; bots: easy, medium, hard, random, greedy, mcts, mcts:<iterations>, mcts:<seconds>s, mcts:<ms>ms.');
    const noClock = parseBotSpec('mcts:250ms');
    expect(!noClock.ok && noClock.error.message).toMatch(/needs a clock from the caller/);
  });

  it('lists the bots its caller reads itself (a game’s own bot) in the unknown-bot message', () => {
    const r = parseBotSpec('wizard', { otherBots: ['trial'] });
    expect(!r.ok && r.error.message).toMatch(/bots: easy, medium, hard, random, greedy, mcts, .*mcts:<ms>ms, trial\.$/);
  });

  it('stops a time-budgeted search at its budget: one iteration when the clock is already past it', () => {
    let now = 0;
    // Each reading jumps 400 ms: the budget of 250 ms is spent after the first iteration.
    expect(worlds('mcts:250ms', () => (now += 400))).toBe(1);
    // Iterations and time together: whichever runs out first.
    let slow = 0;
    const spy = spyResample(lastToken());
    mctsBot({ iterations: 7, ms: 1000, clock: () => (slow += 1) })(spy.game).choose(decision(spy.game, tokenState(2, 10), 0, 'both'));
    expect(spy.views).toHaveLength(7);
    expect(() => mctsBot({ ms: 100 })).toThrow(/needs a clock/);
  });
});
