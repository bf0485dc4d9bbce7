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
  prior,
  rollout,
  evaluate,
  rolloutDepth: 40,
};
