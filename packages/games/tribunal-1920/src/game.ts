import { defineGame, winnerTakesAll, type Outcome } from '@docket/engine';
import { HEARINGS_TO_WIN } from './board.js';
import type { TribunalEvent } from './events.js';
import { explain, lookup } from './explain.js';
import { tribunalHints } from './hints/index.js';
import { legalActions, toAct } from './legal.js';
import { tribunalMetrics } from './metrics.js';
import { tribunalOptions, type TribunalOptions } from './options.js';
import { render } from './render.js';
import { seatName } from './names.js';
import { setup } from './setup.js';
import type { TribunalAction, TribunalState, TribunalView } from './state.js';
import { describe, describeEvent, describeOutcome } from './text.js';
import { redeal } from './redeal.js';
import { reduce } from './turn.js';
import { resample, view } from './view.js';

/** Over once a player holds 3 hearings; the trial's score is the hearing track. */
function outcome(s: TribunalState): Outcome | null {
  if (s.pending.step !== 'over') return null;
  const winner = s.hearings[0] >= HEARINGS_TO_WIN ? 0 : 1;
  return {
    winners: [winner],
    payoff: winnerTakesAll(2, winner),
    scores: [s.hearings[0], s.hearings[1]],
    reason: 'three-hearings',
  };
}

export const tribunal1920 = defineGame<TribunalState, TribunalAction, TribunalView, TribunalOptions, TribunalEvent>({
  info: {
    id: 'tribunal-1920',
    name: { en: 'Tribunal 1920', fr: 'Tribunal 1920' },
    version: '2',
    minPlayers: 2,
    maxPlayers: 2,
  },
  options: tribunalOptions,
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
  explain,
  lookup,
  hints: tribunalHints,
  metrics: tribunalMetrics,
});
