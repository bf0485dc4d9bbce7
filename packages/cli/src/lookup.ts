import type { BotFactory } from '@docket/bots';
import type { AnyGame, Illegal, Result } from '@docket/engine';
import type { CardEntry } from './cards/cards-command.js';
import { CliError } from './errors.js';

/** The games and bots the CLI offers. */
export interface Registry {
  readonly games: readonly AnyGame[];
  /** Reads a bot spec ("random", "greedy", "mcts:500", "mcts:2s"); a refusal's message names the known ones. */
  readonly bot: (spec: string) => Result<BotFactory, Illegal>;
  /**
   * The URL of a module that exports this registry as `registry`, so a worker thread can load it
   * (`simulate --workers`). A registry without one runs its simulations on the calling thread only.
   */
  readonly module?: string;
  /** Card lists by game id, for games made of printed cards (`docket cards`). */
  readonly cards?: Readonly<Record<string, () => readonly CardEntry[]>>;
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

export function requireBot(registry: Registry, spec: string): BotFactory {
  const r = registry.bot(spec);
  if (!r.ok) throw new CliError(r.error.message);
  return r.value;
}
