import type { GameHints } from '@docket/engine';
import type { TribunalAction, TribunalState, TribunalView } from '../state.js';
import { believe } from './believe.js';
import { evaluate, stakes } from './evaluate.js';
import { prior } from './prior.js';
import { rollout } from './rollout.js';

/**
 * Tribunal 1920's knowledge for bots: `prior` judges from a seat's own view (claims the hand proves, bluffs
 * that are plausible, objections to unlikely claims); `rollout` plays fast playouts; `evaluate` gives each seat's
 * chance to win the trial, with weights fitted on greedy games; `believe` deals worlds in which claims are as often
 * true as bot games showed; `stakes` says how much the hearing under way weighs in the trial.
 */
export const tribunalHints: GameHints<TribunalState, TribunalAction, TribunalView> = {
  prior,
  rollout,
  evaluate,
  // Measured with the bots' IS-MCTS at 1,000 iterations against the greedy bot: evaluating at the tree's edge
  // (0) plays as well as resolving the claim under way first (2), and better than any longer playout (4 and up
  // lose clearly: playout noise drowns the small differences one decision makes). The rollout policy remains
  // for callers that play further.
  rolloutDepth: 0,
  // One decision moves the evaluation by a few hundredths: with UCB1's usual √2 the search spreads its visits
  // almost evenly and mostly measures noise. 0.2 beat the greedy bot in 57 of 100 games where √2 won 41. The search
  // multiplies it by `stakes`, so it is counted in hearings whatever the score.
  exploration: 0.2,
  // Below the search's root the opponent chooses its claims by the rollout policy in each dealt world (it claims
  // what that world's hand proves, bluffs rarely): choosing by statistics pooled over worlds, it claimed alike
  // whatever it held, the search objected to those claims as bluffs in most worlds, and passing looked safe.
  // Its other decisions (answers, free pawns, effects) hang little on its hand and stay with the tree: following
  // the policy for all of them lost (it places its free pawn and takes effects worse than the bots it stands for,
  // so the search bluffed three times a game).
  othersFollowRollout: (s) => s.pending.step === 'claim',
  believe,
  stakes,
};
