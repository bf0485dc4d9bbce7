import type { GameHints } from '@docket/engine';
import type { TrialAction, TrialState, TrialView } from '../state.js';
import { believe } from './believe.js';
import { prior } from './prior.js';
import { evaluate, rollout } from './rollout.js';

/**
 * The Trial's knowledge for bots: `prior` is the role-aware rule-based play from a seat's own view (with its
 * belief over who is bad); `believe` deals the search's worlds by that belief; `rollout` plays each team's side
 * in a dealt world; `evaluate` scores the round track.
 */
export const trialHints: GameHints<TrialState, TrialAction, TrialView> = {
  // Today's rule-based bot, then the reasoning bot in good seats only (its bad seats lie as the rule-based bot
  // does, so they are easier to catch), then the reasoning bot everywhere, whose lies hold up (README, "Bots").
  levels: { easy: 'trial', medium: 'trial-reason-good', hard: 'trial-reason' },
  prior,
  believe,
  rollout,
  evaluate,
  rolloutDepth: 80,
};
