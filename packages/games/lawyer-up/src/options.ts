import { z } from 'zod';
import { BIASES } from './language/index.js';

/** An enum whose error names the allowed values (`judge must be one of "unbiased", "evidential", …`). */
function oneOf<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  return z.enum(values, { error: () => `${name} must be one of ${values.map((x) => JSON.stringify(x)).join(', ')}` });
}

const JUDGES = ['unbiased', ...BIASES] as const;

const shape = {
  /** The case: "00" (Art of the Crime) or "01" (Fairmount Tragedy). */
  case: oneOf('case', ['00', '01']).default('00'),
  /** Case 00: a strategy card's id; left out: the case's recommended one (Opening Statements). */
  strategy: z.string().min(1).optional(),
  /** Case 01: the Prosecution's strategy, preset; left out, the Prosecution chooses it, hidden, at set-up. */
  prosecutionStrategy: z.string().min(1).optional(),
  /** Case 01: the Defense's strategy, preset; left out, the Defense chooses it, hidden, at set-up. */
  defenseStrategy: z.string().min(1).optional(),
  /** "unbiased", or the bias of a Biased Judge (changes what may be objected to). */
  judge: oneOf('judge', JUDGES).default('unbiased'),
  /** Deal 10 case cards at random to each deck and the Buried Evidence instead of drafting. */
  firstGameDeal: z.boolean().default(false),
  /** Solo mode (Case 00 only): the side the Automa plays; the other side is the one person at the table. */
  solo: oneOf('solo', ['P', 'D']).optional(),
};

/** The option keys, for messages. */
export const OPTION_KEYS = Object.keys(shape);

/**
 * The game's options; `lawyerUpOptions.parse({})` is the recommended first game of Case 00. A key it does not
 * know is refused with the known keys named (a misspelt `cas` must not silently start Case 00).
 */
export const lawyerUpOptions = z.strictObject(shape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys'
      ? `unknown option${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}; the options are ${OPTION_KEYS.join(', ')}`
      : undefined,
});

export type LawyerUpOptions = z.infer<typeof lawyerUpOptions>;
