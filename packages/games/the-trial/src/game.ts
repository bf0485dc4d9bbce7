import { defineGame, type Outcome } from '@docket/engine';
import type { TrialEvent } from './events.js';
import { trialHints } from './hints/index.js';
import { legalActions, toAct } from './legal.js';
import { trialMetrics } from './metrics.js';
import { trialOptions, type TrialOptions } from './options.js';
import { render } from './render.js';
import { seatName } from './names.js';
import { redeal } from './redeal.js';
import { resample } from './resample.js';
import { MAX_PLAYERS, MIN_PLAYERS } from './roles.js';
import { setup } from './setup.js';
import type { TrialAction, TrialState, TrialView } from './state.js';
import { describe, describeEvent, describeOutcome } from './text.js';
import { reduce } from './turn.js';
import { view } from './view.js';

/** A team game: every seat of the winning team scores 1; a seat's score is its team's round wins. */
function outcome(s: TrialState): Outcome | null {
  if (s.pending.step !== 'over' || s.winner === null) return null;
  const winner = s.winner;
  const seats = (a: 'good' | 'bad'): number[] => s.alignments.flatMap((x, seat) => (x === a ? [seat] : []));
  return {
    winners: seats(winner),
    payoff: s.alignments.map((a) => (a === winner ? 1 : 0)),
    scores: s.alignments.map((a) => s.wins[a]),
    reason: s.reason ?? 'three-rounds',
    teams: [
      { id: 'good', seats: seats('good') },
      { id: 'bad', seats: seats('bad') },
    ],
    winningTeam: winner,
  };
}

export const theTrial = defineGame<TrialState, TrialAction, TrialView, TrialOptions, TrialEvent>({
  info: {
    id: 'the-trial',
    name: { en: 'The Trial', fr: 'Le Procès' },
    // Bump on any change that makes a record replay differently, and record test/golden/ again (golden.test.ts).
    version: '2',
    minPlayers: MIN_PLAYERS,
    maxPlayers: MAX_PLAYERS,
  },
  options: trialOptions,
  setup,
  toAct,
  legalActions,
  reduce,
  view,
  outcome,
  resample,
  redeal,
  describe,
  describeEvent,
  describeOutcome,
  render,
  seatName,
  hints: trialHints,
  metrics: trialMetrics,
});
