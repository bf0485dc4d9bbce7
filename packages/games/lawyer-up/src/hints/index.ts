import type { GameHints } from '@docket/engine';
import type { LawyerUpAction, LawyerUpState } from '../state.js';
import type { LawyerUpView } from '../view.js';
import { evaluate } from './evaluate.js';
import { prior } from './prior.js';
import { rollout } from './rollout.js';

/**
 * Lawyer Up's knowledge for bots: `prior` judges from a seat's own view (draft for the best difference, call a
 * witness that counts and chains, play what counts, object to strong Arguments, pass when ahead, sway where a
 * juror flips); `rollout` plays fast, sensible playouts; `evaluate` scores a playout cut off after
 * `rolloutDepth` actions from the jury, the claimed witnesses and the Witness on the stand. 30 actions (one or two
 * witnesses) played best for its time against the greedy bot: 85% at 100 iterations, against 79% at depth 10,
 * 64% at 2 and 65% at 0 (100 games each).
 */
export const lawyerUpHints: GameHints<LawyerUpState, LawyerUpAction, LawyerUpView> = {
  levels: { easy: 'greedy', medium: 'mcts:100ms', hard: 'mcts:1s' },
  prior,
  rollout,
  evaluate,
  rolloutDepth: 30,
};
