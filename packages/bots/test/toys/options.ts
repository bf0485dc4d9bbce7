import type { Game } from '@docket/engine';

/**
 * A stand-in for a game's options schema: the bots package does not depend on zod, and nothing here parses
 * options (tests hand `setup` and `playMatch` their options directly). `parse` answers the defaults.
 */
export function fixedOptions<O>(defaults: O): Game<unknown, { type: string }, unknown, O>['options'] {
  const parse = (): O => defaults;
  const safeParse = () => ({ success: true as const, data: defaults });
  return { parse, safeParse } as unknown as Game<unknown, { type: string }, unknown, O>['options'];
}
