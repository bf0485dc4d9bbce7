import type { BotFactory } from '@docket/bots';
import type { AnyGame } from '@docket/engine';
import { CliError } from './errors.js';

/** The games and bots the CLI offers: a list of games, and bots by name. */
export interface Registry {
  readonly games: readonly AnyGame[];
  readonly bots: Readonly<Record<string, BotFactory>>;
}

export function gameIds(registry: Registry): string[] {
  return registry.games.map((g) => g.info.id);
}

export function findGame(registry: Registry, id: string): AnyGame | undefined {
  return registry.games.find((g) => g.info.id === id);
}

export function requireGame(registry: Registry, id: string): AnyGame {
  const game = findGame(registry, id);
  if (!game) throw new CliError(`Unknown game "${id}"; games: ${gameIds(registry).join(', ') || 'none'}.`);
  return game;
}

export function requireBot(registry: Registry, name: string): BotFactory {
  // Own keys only: "constructor" is not a bot.
  const bot = Object.hasOwn(registry.bots, name) ? registry.bots[name] : undefined;
  if (!bot) {
    throw new CliError(`Unknown bot "${name}"; bots: ${Object.keys(registry.bots).join(', ') || 'none'}.`);
  }
  return bot;
}
