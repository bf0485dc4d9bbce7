import { performance } from 'node:perf_hooks';
import { levelSpec, parseBotSpec, type BotFactory } from '@docket/bots';
import { illegal, ok, type AnyGame, type Illegal, type Result } from '@docket/engine';
import { gavel } from '@docket/gavel';
import { lawyerUp } from '@docket/lawyer-up';
import { reasoningBot, theTrial, trialBot } from '@docket/the-trial';
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
  // The reasoning bot; -good / -bad play it on one side only (the other as `trial`), to measure each side.
  'trial-reason': { game: theTrial.info.id, factory: (() => reasoningBot('both')) as BotFactory },
  'trial-reason-good': { game: theTrial.info.id, factory: (() => reasoningBot('good')) as BotFactory },
  'trial-reason-bad': { game: theTrial.info.id, factory: (() => reasoningBot('bad')) as BotFactory },
};

/** The server's games and bots: the levels, random, greedy, mcts[:N|:Ns|:Nms] for every game, and The Trial's own bot. */
export const botRegistry: BotRegistry = {
  games: [tribunal1920, gavel, theTrial, lawyerUp],
  bot: (asked, game) => {
    // A level ("hard") is the spec this game names for it, which may be the game's own bot.
    const spec = levelSpec(game, asked).trim();
    const entry = GAME_BOTS[spec];
    if (entry) {
      return entry.game === game.info.id ? ok(entry.factory) : illegal('unknown-bot', `The "${spec}" bot plays ${entry.game} only.`);
    }
    return parseBotSpec(spec, { clock: () => performance.now() });
  },
};

const TIMED = /^mcts:(\d+(?:\.\d+)?)(s|ms)$/;

/**
 * The spec a decision is played with, given the server's thinking time `budgetMs`: a search counted in
 * iterations thinks that long instead, and a timed search ("mcts:1s", a level's) no longer than that.
 */
export function budgeted(spec: string, budgetMs: number | undefined): string {
  const s = spec.trim();
  if (budgetMs === undefined || !/^mcts(:|$)/.test(s)) return spec;
  const cap = Math.max(1, Math.floor(budgetMs));
  const timed = TIMED.exec(s);
  const own = timed ? Number(timed[1]) * (timed[2] === 's' ? 1000 : 1) : Infinity;
  return `mcts:${Math.max(1, Math.floor(Math.min(own, cap)))}ms`;
}

/** Whether a bot spec plays a game, checked on the server's thread when a match is created (no worker needed). */
export function checkBotSpec(gameId: string, spec: string, registry: BotRegistry = botRegistry): Result<void, Illegal> {
  const game = registry.games.find((g) => g.info.id === gameId);
  if (!game) return illegal('unknown-game', `No game "${gameId}".`);
  const factory = registry.bot(spec, game);
  return factory.ok ? ok(undefined) : factory;
}
