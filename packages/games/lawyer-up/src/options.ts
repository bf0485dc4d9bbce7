import { z } from 'zod';
import { BIASES } from './language/index.js';

/** The game's options; `lawyerUpOptions.parse({})` is the recommended first game of Case 00. */
export const lawyerUpOptions = z.object({
  /** The case: "00" (Art of the Crime) now; "01" and solo later. */
  case: z.enum(['00']).default('00'),
  /** A strategy card's id; left out: the case's recommended one (Opening Statements for Case 00). */
  strategy: z.string().min(1).optional(),
  /** "unbiased", or the bias of a Biased Judge (changes what may be objected to). */
  judge: z.enum(['unbiased', ...BIASES]).default('unbiased'),
  /** Deal 10 case cards at random to each deck and the Buried Evidence instead of drafting. */
  firstGameDeal: z.boolean().default(false),
});

export type LawyerUpOptions = z.infer<typeof lawyerUpOptions>;
