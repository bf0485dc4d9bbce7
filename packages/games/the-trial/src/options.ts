import { z } from 'zod';

// Strict: a misspelt key is refused with the allowed keys named, never silently ignored.
export const trialOptions = z.strictObject({
  /**
   * The rulebook's variant: each Lawyer holds one objection card (once per game it stops the Judge's warning
   * that round), the Judge may warn the same player two rounds running, and the hand limit is 3.
   */
  objectionVariant: z.boolean().default(false),
});

export type TrialOptions = z.infer<typeof trialOptions>;
