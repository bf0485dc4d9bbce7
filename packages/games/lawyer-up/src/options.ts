import { z } from 'zod';
import { BIASES } from './language/index.js';

/** The game's options; `lawyerUpOptions.parse({})` is the recommended first game of Case 00. */
export const lawyerUpOptions = z.object({
  /** The case: "00" (Art of the Crime) or "01" (Fairmount Tragedy). */
  case: z.enum(['00', '01']).default('00'),
  /** Case 00: a strategy card's id; left out: the case's recommended one (Opening Statements). */
  strategy: z.string().min(1).optional(),
  /** Case 01: the Prosecution's strategy, preset; left out, the Prosecution chooses it, hidden, at set-up. */
  prosecutionStrategy: z.string().min(1).optional(),
  /** Case 01: the Defense's strategy, preset; left out, the Defense chooses it, hidden, at set-up. */
  defenseStrategy: z.string().min(1).optional(),
  /** "unbiased", or the bias of a Biased Judge (changes what may be objected to). */
  judge: z.enum(['unbiased', ...BIASES]).default('unbiased'),
  /** Deal 10 case cards at random to each deck and the Buried Evidence instead of drafting. */
  firstGameDeal: z.boolean().default(false),
  /** Solo mode (Case 00 only): the side the Automa plays; the other side is the one person at the table. */
  solo: z.enum(['P', 'D']).optional(),
});

export type LawyerUpOptions = z.infer<typeof lawyerUpOptions>;
