import type { GameHints } from '@docket/engine';
import type { LawyerUpAction, LawyerUpState } from '../state.js';
import type { LawyerUpView } from '../view.js';
import { evaluate } from './evaluate.js';
import { prior } from './prior.js';
import { rollout } from './rollout.js';

/**
 * Lawyer Up's knowledge for bots: `prior` judges from a seat's own view (draft for the best difference, call a
 * witness that counts and chains, play what counts, object to strong Arguments, pass when ahead, sway where a
 * juror flips); `rollout` plays fast, sensible playouts; `evaluate` scores a cut-off playout from the jury and
 * the claimed witnesses.
 */
export const lawyerUpHints: GameHints<LawyerUpState, LawyerUpAction, LawyerUpView> = {
  prior,
  rollout,
  evaluate,
  rolloutDepth: 160,
};
