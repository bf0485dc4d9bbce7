import { randomBot } from '@docket/bots';
import { tribunal1920 } from '@docket/tribunal-1920';
import type { Registry } from './lookup.js';

/** Every game and bot the `docket` command offers. A new game or bot is one line here. */
export const registry: Registry = {
  games: [tribunal1920],
  bots: { random: randomBot },
};
