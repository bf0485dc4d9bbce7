import { performance } from 'node:perf_hooks';
import { parseBotSpec, type BotFactory } from '@docket/bots';
import { ok } from '@docket/engine';
import { gavel } from '@docket/gavel';
import { cardCatalogue, lawyerUp } from '@docket/lawyer-up';
import { reasoningBot, theTrial, trialBot } from '@docket/the-trial';
import { tribunal1920 } from '@docket/tribunal-1920';
import { CliError } from './errors.js';
import type { Registry } from './lookup.js';

/** Bots written for one game (a game package exports them): the spec name, the game, the factory. */
const GAME_BOTS: Record<string, { readonly game: string; readonly factory: BotFactory }> = {
  trial: { game: theTrial.info.id, factory: ((game) => trialBot(game)) as BotFactory },
  // The reasoning bot; -good / -bad play it on one side only (the other as `trial`), to measure each side.
  'trial-reason': { game: theTrial.info.id, factory: (() => reasoningBot('both')) as BotFactory },
  'trial-reason-good': { game: theTrial.info.id, factory: (() => reasoningBot('good')) as BotFactory },
  'trial-reason-bad': { game: theTrial.info.id, factory: (() => reasoningBot('bad')) as BotFactory },
};

function gameBot(spec: string, entry: { readonly game: string; readonly factory: BotFactory }): BotFactory {
  return ((game) => {
    if (game.info.id !== entry.game) throw new CliError(`The "${spec}" bot plays ${entry.game} only, not ${game.info.id}.`);
    return entry.factory(game);
  }) as BotFactory;
}

/**
 * Every game and bot the `docket` command offers. A new game is one line here; generic bots and levels are
 * read from specs by the bots package, game-specific ones from GAME_BOTS. Time-budgeted bots get this
 * process's clock: the CLI is the one layer allowed to read it.
 */
export const registry: Registry = {
  games: [tribunal1920, gavel, theTrial, lawyerUp],
  bot: (spec) => {
    const entry = GAME_BOTS[spec];
    if (entry) return ok(gameBot(spec, entry));
    // The unknown-bot message names every bot this command offers, the game-specific ones too.
    const otherBots = Object.entries(GAME_BOTS).map(([name, e]) => `${name} (${e.game} only)`);
    // A level ("hard") stands for a spec per game, which may be a game's own bot: it is read here too.
    return parseBotSpec(spec, { clock: () => performance.now(), otherBots, resolve: (s) => registry.bot(s) });
  },
  module: import.meta.url,
  cards: { [lawyerUp.info.id]: cardCatalogue },
};
