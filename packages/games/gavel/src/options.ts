import { z } from 'zod';
import { DEFAULT_DECK, deckSchema } from './cards.js';

/** The rulings' options; `gavelOptions.parse({})` is the standard game. */
export const gavelOptions = z.object({
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
});

export type GavelOptions = z.infer<typeof gavelOptions>;
