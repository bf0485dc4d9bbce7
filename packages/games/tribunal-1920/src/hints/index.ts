import type { GameHints } from '@docket/engine';
import type { TribunalAction, TribunalState, TribunalView } from '../state.js';
import { evaluate } from './evaluate.js';
import { prior } from './prior.js';
import { rollout } from './rollout.js';

/**
 * Tribunal 1920's knowledge for bots: `prior` judges from a seat's own view (claims the hand proves, bluffs
 * that are plausible, objections to unlikely claims); `rollout` plays fast playouts; `evaluate` scores a
 * cut-off playout from the hearing track and the board.
 */
export const tribunalHints: GameHints<TribunalState, TribunalAction, TribunalView> = {
  prior,
  rollout,
  evaluate,
  rolloutDepth: 40,
};
