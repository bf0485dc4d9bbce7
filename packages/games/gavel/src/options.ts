import { z } from 'zod';
import { DEFAULT_DECK, deckSchema } from './cards.js';

const shape = {
  /** Points of admitted evidence that win the moment they are reached. */
  targetPoints: z.number().int().min(1).max(200).default(12),
  /** Points a player needs to Go to the Jury. */
  juryMinimum: z.number().int().min(1).max(12).default(3),
  /** Cards dealt to each player. */
  handSize: z.number().int().min(1).max(20).default(6),
  /** The printing of the deck. */
  deck: deckSchema.default(DEFAULT_DECK),
  /** Whether the Out of Order cards are shuffled in (and playable). */
  outOfOrder: z.boolean().default(true),
};

/**
 * The rulings' options; `gavelOptions.parse({})` is the standard game. A key it does not know is refused with
 * the ones it knows named: a misspelt option must not silently start the standard game.
 */
export const gavelOptions = z.strictObject(shape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys' ? `Unknown option ${issue.keys.map((k) => `"${k}"`).join(', ')}; Gavel's options are ${Object.keys(shape).join(', ')}.` : undefined,
});

export type GavelOptions = z.infer<typeof gavelOptions>;
