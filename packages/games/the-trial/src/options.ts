import { z } from 'zod';

export const trialOptions = z.object({
  /**
   * The rulebook's variant: each Lawyer holds one objection card (once per game it stops the Judge's warning
   * that round), the Judge may warn the same player two rounds running, and the hand limit is 3.
   */
  objectionVariant: z.boolean().default(false),
});

export type TrialOptions = z.infer<typeof trialOptions>;
