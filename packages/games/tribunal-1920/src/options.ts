import { z } from 'zod';
import { GRID_SLOTS } from './board.js';
import { SYMBOLS } from './cards.js';

/** One grid slot's requirement on a house board: 1 to 4 symbols (a multiset). zod's enum error lists the symbols. */
const requirementSchema = z.array(z.enum(SYMBOLS)).min(1).max(4);

const FIRST_PLAYERS = ['random', 0, 1] as const;

const shape = {
  /** Who starts the first hearing: drawn from the seeded generator, or a fixed seat (tests, tutorials). */
  firstPlayer: z
    .literal(FIRST_PLAYERS, { error: `firstPlayer is one of ${FIRST_PLAYERS.map((v) => JSON.stringify(v)).join(', ')}.` })
    .default('random'),
  /** A house court grid: 9 requirements in `GRID_SLOTS` order (NW, N, NE, W, C, E, SW, S, SE). */
  grid: z
    .array(requirementSchema)
    .length(GRID_SLOTS.length, { message: `A court grid has ${GRID_SLOTS.length} slots (NW, N, NE, W, C, E, SW, S, SE).` })
    .optional(),
};

/** Strict: a misspelt option is refused with the allowed keys named, never silently ignored. */
export const tribunalOptions = z.strictObject(shape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown option ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}; the options are ${Object.keys(shape).join(', ')}.`
      : undefined,
});

export type TribunalOptions = z.infer<typeof tribunalOptions>;
