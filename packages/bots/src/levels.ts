import type { AnyGame, Illegal, Result } from '@docket/engine';
import type { BotFactory } from './bot.js';

/** The levels people pick a bot by, weakest first. */
export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * A level's bot where the game names none: the one-step rule, then the search at the budgets a stand-in on the
 * server may think (100 ms and 1 s a decision, on one core).
 */
export const DEFAULT_LEVELS: Readonly<Record<Level, string>> = { easy: 'greedy', medium: 'mcts:100ms', hard: 'mcts:1s' };

export function isLevel(spec: string): spec is Level {
  return (LEVELS as readonly string[]).includes(spec.trim());
}

/** The bot spec a level stands for in one game (its `hints.levels`, else the default); any other spec as it is. */
export function levelSpec(game: AnyGame, spec: string): string {
  const name = spec.trim();
  if (!isLevel(name)) return spec;
  return game.hints?.levels?.[name] ?? DEFAULT_LEVELS[name];
}

/**
 * The bot of a level: in each game, the spec the level stands for there, read by `resolve` (the caller's own
 * reader, which knows game-specific bots too), named after the level and that spec (`"hard (mcts:1s)"`).
 * A game whose level names a bot `resolve` cannot read is a bug in the game's hints: it throws, naming both.
 */
export function levelBot(level: Level, resolve: (spec: string) => Result<BotFactory, Illegal>): BotFactory {
  return ((game) => {
    const spec = levelSpec(game, level);
    const factory = resolve(spec);
    if (!factory.ok) throw new Error(`${game.info.id}'s level "${level}" is "${spec}", which is no bot: ${factory.error.message}`);
    const bot = factory.value(game);
    return { name: `${level} (${spec})`, choose: (d) => bot.choose(d) };
  }) as BotFactory;
}
