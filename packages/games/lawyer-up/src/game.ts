import { defineGame, type Outcome } from '@docket/engine';
import { CASES } from './content/cases.js';
import { strategiesOf, type CaseContent } from './language/index.js';
import { jurorsBySide } from './jury.js';
import { legalActions, toAct } from './legal.js';
import { lawyerUpOptions, type LawyerUpOptions } from './options.js';
import { reduce } from './reduce.js';
import { render } from './render.js';
import { seatName } from './names.js';
import { resample } from './resample.js';
import { redeal } from './redeal.js';
import { explain, lookup } from './card-text.js';
import { setupCase } from './setup.js';
import type { LawyerUpAction, LawyerUpState } from './state.js';
import type { LawyerUpEvent } from './events.js';
import { describe, describeEvent, describeOutcome } from './text.js';
import { view, type LawyerUpView } from './view.js';
import { lawyerUpHints } from './hints/index.js';
import { case01Metrics, lawyerUpMetrics } from './metrics.js';
import { registerCase } from './cards.js';
import { soloMetrics } from './solo/metrics.js';

/** Over after the closing statements; the score is the jurors on each side. */
function outcome(s: LawyerUpState): Outcome | null {
  if (s.pending.step !== 'over' || s.winner === null) return null;
  const payoff = [0, 0];
  payoff[s.winner] = 1;
  return { winners: [s.winner], payoff, scores: jurorsBySide(s.jurors), reason: s.reason ?? 'witnesses' };
}

/** The game over a set of cases (the standard game knows Cases 00 and 01; tests may bring stand-in cases). */
export function makeLawyerUp(cases: readonly CaseContent[]) {
  for (const c of cases) registerCase(c);
  const byId = new Map(cases.map((c) => [c.id as string, c]));
  // A strategy must be one of the chosen case's strategy cards (Case 01: one of that side's): checked when the
  // options are parsed.
  const options = lawyerUpOptions.refine(
    (o) => {
      const c = byId.get(o.case);
      if (c === undefined) return false;
      const perSide = c.strategyPerSide === true;
      const fits = (id: string | undefined, side: 'N' | 'P' | 'D' | null): boolean =>
        id === undefined || strategiesOf(c).some((x) => x.id === id && (side === null || x.side === side));
      if (perSide) return o.strategy === undefined && fits(o.prosecutionStrategy, 'P') && fits(o.defenseStrategy, 'D');
      return o.prosecutionStrategy === undefined && o.defenseStrategy === undefined && fits(o.strategy, null);
    },
    { message: 'unknown case, or a strategy that is not one of the case’s (or that side’s) strategy cards', path: ['strategy'] },
  ).refine((o) => o.solo === undefined || o.case === '00', {
    // The rulebook: "Solo mode is recommended for Case 00 only"; the Automa knows nothing of locks or strategies per side.
    message: 'solo mode (the Automa) is played with Case 00 only',
    path: ['solo'],
  });
  return defineGame<LawyerUpState, LawyerUpAction, LawyerUpView, LawyerUpOptions, LawyerUpEvent>({
    info: { id: 'lawyer-up', name: { en: 'Lawyer Up', fr: 'Lawyer Up' }, version: '2', minPlayers: 2, maxPlayers: 2 },
    options,
    setup(players, options, seed) {
      const c = byId.get(options.case);
      if (c === undefined) throw new Error(`Case ${options.case} is not available.`);
      return setupCase(c, players, options, seed);
    },
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
    hints: lawyerUpHints,
    metrics: [...lawyerUpMetrics, ...case01Metrics, ...soloMetrics],
    // `docket play lawyer-up --solo --seat P|D`: the person takes that side, the Automa the other.
    solo: { seats: ['P', 'D'], options: (seat) => ({ solo: seat === 0 ? 'D' : 'P' }) },
  });
}

export const lawyerUp = makeLawyerUp(CASES);
