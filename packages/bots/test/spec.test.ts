import { describe, expect, it } from 'vitest';
import { greedyBot, parseBotSpec, randomBot, type BotFactory } from '../src/index.js';
import { decision, spyResample } from './helpers.js';
import { lastToken, tokenState } from './toys/last-token.js';

function factory(spec: string, clock?: () => number): BotFactory {
  const r = parseBotSpec(spec, clock ? { clock } : {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** How many worlds the bot of `spec` deals for one decision (one per iteration). */
function worlds(spec: string, clock?: () => number): number {
  const spy = spyResample(lastToken());
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
    expect(!r.ok && r.error.message).toMatch(/random, greedy, mcts/);
  });
});
