import type { GameHints } from '@docket/engine';
import type { GavelAction, GavelState, GavelView } from '../state.js';
import { evaluate } from './evaluate.js';
import { prior } from './prior.js';
import { rollout } from './rollout.js';

/**
 * Gavel's knowledge for bots: `prior` judges from a seat's own view (proffer where swords look scarce, attack
 * and answer when able, jury when the odds beat the race); `rollout` plays fast playouts; `evaluate` scores a
 * cut-off playout from the points toward the target.
 */
export const gavelHints: GameHints<GavelState, GavelAction, GavelView> = {
  // The search is level with the one-step rule at two players, and no bot can be much better (README, "Against
  // the greedy bot"): the levels step from random play to the rule, and the search is the hard level.
  levels: { easy: 'random', medium: 'greedy', hard: 'mcts:1s' },
  prior,
  rollout,
  evaluate,
  rolloutDepth: 40,
};
