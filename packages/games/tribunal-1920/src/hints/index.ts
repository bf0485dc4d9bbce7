import type { GameHints } from '@docket/engine';
import type { TribunalAction, TribunalState, TribunalView } from '../state.js';
import { believe } from './believe.js';
import { isBoardStep } from './board-choice.js';
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
  levels: { easy: 'greedy', medium: 'mcts:100ms', hard: 'mcts:1s' },
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
  // Below the search's root the opponent plays by the rollout policy in each dealt world wherever the tree's
  // statistics model it badly. Its claims: pooled over worlds, it claimed alike whatever it held, and the search
  // objected to those claims as bluffs. Its answers, free pawns and effects, taken as the greedy bot takes them:
  // by the statistics it answered knowing the search's hand and, its first visits spread at random over every free
  // slot and Bronx move, found exposing a bluff hardly better than letting it pass, so the search's bluffs looked
  // cheap. Its discards and proofs, which hang on its hand, stay with the tree.
  othersFollowRollout: (s) => s.pending.step === 'claim' || s.pending.step === 'answer' || isBoardStep(s.pending.step),
  believe,
  stakes,
};
