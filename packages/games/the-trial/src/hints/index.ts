import type { GameHints } from '@docket/engine';
import type { TrialAction, TrialState, TrialView } from '../state.js';
import { prior } from './prior.js';
import { evaluate, rollout } from './rollout.js';

/**
 * The Trial's knowledge for bots: `prior` is the role-aware rule-based play from a seat's own view (with its
 * belief over who is bad); `rollout` plays each team's side in a dealt world; `evaluate` scores the round track.
 */
export const trialHints: GameHints<TrialState, TrialAction, TrialView> = {
  prior,
  rollout,
  evaluate,
  rolloutDepth: 80,
};
