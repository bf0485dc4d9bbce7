import { defineGame, type Outcome } from '@docket/engine';
import { CASES } from './content/cases.js';
import { strategiesOf, type CaseContent } from './language/index.js';
import { jurorsBySide } from './jury.js';
import { legalActions, toAct } from './legal.js';
import { lawyerUpOptions, type LawyerUpOptions } from './options.js';
import { reduce } from './reduce.js';
import { render } from './render.js';
import { resample } from './resample.js';
import { setupCase } from './setup.js';
import type { LawyerUpAction, LawyerUpState } from './state.js';
import { describe, describeEvent, describeOutcome } from './text.js';
import { view, type LawyerUpView } from './view.js';
import { lawyerUpHints } from './hints/index.js';
import { lawyerUpMetrics } from './metrics.js';
import { registerCase } from './cards.js';

/** Over after the closing statements; the score is the jurors on each side. */
function outcome(s: LawyerUpState): Outcome | null {
  if (s.pending.step !== 'over' || s.winner === null) return null;
  const payoff = [0, 0];
  payoff[s.winner] = 1;
  return { winners: [s.winner], payoff, scores: jurorsBySide(s.jurors), reason: s.reason ?? 'witnesses' };
}

/** The game over a set of cases (the standard game knows Case 00; tests may bring a stand-in case). */
export function makeLawyerUp(cases: readonly CaseContent[]) {
  for (const c of cases) registerCase(c);
  const byId = new Map(cases.map((c) => [c.id as string, c]));
  // A strategy must be one of the chosen case's strategy cards: checked when the options are parsed.
  const options = lawyerUpOptions.refine(
    (o) => {
      const c = byId.get(o.case);
      return c !== undefined && (o.strategy === undefined || strategiesOf(c).some((x) => x.id === o.strategy));
    },
    { message: 'unknown case, or a strategy that is not one of the case’s strategy cards', path: ['strategy'] },
  );
  return defineGame<LawyerUpState, LawyerUpAction, LawyerUpView, LawyerUpOptions>({
    info: { id: 'lawyer-up', name: { en: 'Lawyer Up', fr: 'Lawyer Up' }, version: '1', minPlayers: 2, maxPlayers: 2 },
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
    describe,
    describeEvent,
    describeOutcome,
    render,
    hints: lawyerUpHints,
    metrics: lawyerUpMetrics,
  });
}

export const lawyerUp = makeLawyerUp(CASES);
