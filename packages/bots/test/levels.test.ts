import { illegal, ok, type Illegal, type Result } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVELS, levelBot, levelSpec, parseBotSpec, randomBot, type BotFactory } from '../src/index.js';
import { decision } from './helpers.js';
import { lastToken, tokenState } from './toys/last-token.js';

/** A game that names its own easy level and leaves the others to the defaults. */
const named = lastToken({ levels: { easy: 'random' } });
const plain = lastToken();

function factory(spec: string, options: Parameters<typeof parseBotSpec>[1] = {}): BotFactory {
  const r = parseBotSpec(spec, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('levels', () => {
  it('stand for the spec the game names, else the default, and leave other specs alone', () => {
    expect(levelSpec(named, 'easy')).toBe('random');
    expect(levelSpec(named, ' hard ')).toBe(DEFAULT_LEVELS.hard);
    expect(levelSpec(plain, 'easy')).toBe('greedy');
    expect(levelSpec(plain, 'mcts:50')).toBe('mcts:50');
  });

  it('are read by parseBotSpec, and the bot is named after the level and what it stands for', () => {
    expect(factory('easy')(named).name).toBe('easy (random)');
    expect(factory('easy')(plain).name).toBe('easy (greedy)');
    expect(factory('hard', { clock: () => 0 })(plain).name).toBe('hard (mcts:1s)');
  });

  it('play as the bot they stand for', () => {
    const mine = factory('easy')(named);
    const theirs = randomBot(named);
    const d = () => decision(named, tokenState(2, 10), 0, 'same seed');
    expect(mine.choose(d())).toEqual(theirs.choose(d()));
  });

  it('go through the caller’s reader, so a game’s level may name a bot only that caller knows', () => {
    const asked: string[] = [];
    const resolve = (spec: string): Result<BotFactory, Illegal> => {
      asked.push(spec);
      return spec === 'house' ? ok(randomBot) : parseBotSpec(spec);
    };
    const house = lastToken({ levels: { medium: 'house' } });
    expect(factory('medium', { resolve })(house).name).toBe('medium (house)');
    expect(asked).toEqual(['house']);
  });

  it('refuse a budget, and a game whose level names no bot is a bug that names both', () => {
    const r = parseBotSpec('hard:2s');
    expect(!r.ok && r.error.code).toBe('bad-bot-spec');
    const broken = lastToken({ levels: { hard: 'wizard' } });
    const none = (): Result<BotFactory, Illegal> => illegal('unknown-bot', 'Unknown bot "wizard".');
    expect(() => levelBot('hard', none)(broken)).toThrow(/last-token's level "hard" is "wizard", which is no bot/);
  });
});
