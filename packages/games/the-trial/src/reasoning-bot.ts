import type { TrialAction } from './state.js';
import type { TrialBot, TrialDecision } from './bot.js';
import { bestRated } from './hints/best.js';
import { prior } from './hints/prior.js';
import { reasoning } from './hints/reasoning.js';

/**
 * Which seats play the reasoning: 'both' every seat; 'good' only good seats (a bad seat plays as `trialBot`),
 * so that the good side's reasoning can be measured against today's bad side; 'bad' the reverse.
 */
export type ReasoningSides = 'both' | 'good' | 'bad';

export const REASONING_BOT_NAMES: Readonly<Record<ReasoningSides, string>> = {
  both: 'trial-reason',
  good: 'trial-reason-good',
  bad: 'trial-reason-bad',
};

/**
 * The reasoning bot: a good seat weighs every world by its peeks, gifts, the filings anyone can count and the
 * statements (checked against what it knows), then warns and accuses on that belief; a bad seat lies only where
 * it cannot be shown false. Ties broken by the generator it is handed; nothing else is random.
 */
export function reasoningBot(sides: ReasoningSides = 'both'): TrialBot {
  return {
    name: REASONING_BOT_NAMES[sides],
    choose({ view, seat, legal, rng }: TrialDecision): TrialAction {
      const good = (view.alignments[seat] ?? 'good') === 'good';
      const reasons = sides === 'both' || (sides === 'good') === good;
      return bestRated(legal, (a) => (reasons ? reasoning(view, seat, a) : prior(view, seat, a)), rng);
    },
  };
}
