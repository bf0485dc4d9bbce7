import { performance } from 'node:perf_hooks';
import { parseBotSpec, type BotFactory } from '@docket/bots';
import { illegal, ok, type AnyGame, type Illegal, type Result } from '@docket/engine';
import { gavel } from '@docket/gavel';
import { lawyerUp } from '@docket/lawyer-up';
import { theTrial, trialBot } from '@docket/the-trial';
import { tribunal1920 } from '@docket/tribunal-1920';

/**
 * What a bot worker loads: the games it can play and how a bot spec becomes a bot for one of them.
 * A worker imports a registry module by URL (its `botRegistry` export), so tests can load another.
 */
export interface BotRegistry {
  readonly games: readonly AnyGame[];
  bot(spec: string, game: AnyGame): Result<BotFactory, Illegal>;
}

/** Bots written for one game: spec name → the game they play and their factory. */
const GAME_BOTS: Record<string, { readonly game: string; readonly factory: BotFactory }> = {
  trial: { game: theTrial.info.id, factory: ((game) => trialBot(game)) as BotFactory },
};

/** The server's games and bots: random, greedy, mcts[:N|:Ns|:Nms] for every game, and The Trial's own bot. */
export const botRegistry: BotRegistry = {
  games: [tribunal1920, gavel, theTrial, lawyerUp],
  bot: (spec, game) => {
    const entry = GAME_BOTS[spec];
    if (entry) {
      return entry.game === game.info.id ? ok(entry.factory) : illegal('unknown-bot', `The "${spec}" bot plays ${entry.game} only.`);
    }
    return parseBotSpec(spec, { clock: () => performance.now() });
  },
};

/**
 * The spec a decision is played with: a time budget replaces an mcts spec's own budget, so the host's
 * level ("mcts") thinks as long as the server allows and no longer.
 */
export function budgeted(spec: string, budgetMs: number | undefined): string {
  if (budgetMs === undefined || !/^mcts(:|$)/.test(spec.trim())) return spec;
  return `mcts:${Math.max(1, Math.floor(budgetMs))}ms`;
}

/** Whether a bot spec plays a game, checked on the server's thread when a match is created (no worker needed). */
export function checkBotSpec(gameId: string, spec: string, registry: BotRegistry = botRegistry): Result<void, Illegal> {
  const game = registry.games.find((g) => g.info.id === gameId);
  if (!game) return illegal('unknown-game', `No game "${gameId}".`);
  const factory = registry.bot(spec, game);
  return factory.ok ? ok(undefined) : factory;
}
