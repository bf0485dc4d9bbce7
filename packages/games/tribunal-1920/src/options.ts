import { z } from 'zod';
import { GRID_SLOTS } from './board.js';
import { SYMBOLS } from './cards.js';

/** One grid slot's requirement on a house board: 1 to 4 symbols (a multiset). */
const requirementSchema = z.array(z.enum(SYMBOLS)).min(1).max(4);

export const tribunalOptions = z.object({
  /** Who starts the first hearing: drawn from the seeded generator, or a fixed seat (tests, tutorials). */
  firstPlayer: z.union([z.literal('random'), z.literal(0), z.literal(1)]).default('random'),
  /** A house court grid: 9 requirements in `GRID_SLOTS` order (NW, N, NE, W, C, E, SW, S, SE). */
  grid: z
    .array(requirementSchema)
    .length(GRID_SLOTS.length, { message: `A court grid has ${GRID_SLOTS.length} slots (NW, N, NE, W, C, E, SW, S, SE).` })
    .optional(),
});

export type TribunalOptions = z.infer<typeof tribunalOptions>;
