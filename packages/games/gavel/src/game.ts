import { defineGame, type Outcome } from '@docket/engine';
import type { GavelEvent } from './events.js';
import { gavelHints } from './hints/index.js';
import { legalActions, toAct } from './legal.js';
import { gavelMetrics } from './metrics.js';
import { gavelOptions, type GavelOptions } from './options.js';
import { redeal } from './redeal.js';
import { reduce } from './reduce.js';
import { render } from './render.js';
import { seatName } from './names.js';
import { setup } from './setup.js';
import type { GavelAction, GavelState, GavelView } from './state.js';
import { describe, describeEvent, describeOutcome } from './text.js';
import { resample, view } from './view.js';

/** Over once someone won (target, jury, last standing) or nobody can play; the score is the admitted points. */
function outcome(s: GavelState): Outcome | null {
  if (s.pending.step !== 'over') return null;
  const payoff = new Array<number>(s.players).fill(0);
  if (s.winner !== null) payoff[s.winner] = 1;
  else {
    // A stalemate shares the win among the players still in.
    const live = s.eliminated.filter((e) => !e).length;
    s.eliminated.forEach((e, seat) => (payoff[seat] = e ? 0 : 1 / live));
  }
  return {
    winners: s.winner === null ? [] : [s.winner],
    payoff,
    scores: s.points.slice(),
    reason: s.reason ?? 'stalemate',
  };
}

export const gavel = defineGame<GavelState, GavelAction, GavelView, GavelOptions, GavelEvent>({
  info: { id: 'gavel', name: { en: 'Gavel', fr: 'Gavel' }, version: '2', minPlayers: 2, maxPlayers: 6 },
  options: gavelOptions,
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
  hints: gavelHints,
  metrics: gavelMetrics,
});
