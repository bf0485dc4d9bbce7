import type { FinishedMatch, Metric } from '@docket/engine';
import { wasTrue } from './honesty.js';
import type { Role } from './roles.js';
import type { TrialState } from './state.js';

type Match = FinishedMatch<TrialState>;

function count<T>(items: readonly T[], test: (x: T) => boolean): number {
  let n = 0;
  for (const x of items) if (test(x)) n++;
  return n;
}

function warningsOf(role: Role, en: string, fr: string): Metric<TrialState> {
  return {
    id: `warnings-${role}`,
    label: { en: `Warnings given to a ${en}, per game`, fr: `Avertissements donnés à un ${fr}, par partie` },
    kind: 'mean',
    measure: (m: Match) => count(m.events, (e) => e.type === 'warn' && typeof e.target === 'number' && m.final.roles[e.target] === role),
  };
}

/**
 * What a simulation report shows for The Trial: counts of public events, a warning's target role from the final
 * state's roles, and a statement's truth judged from the final state once the game is over.
 */
export const trialMetrics: readonly Metric<TrialState>[] = [
  {
    id: 'good-team-wins',
    label: { en: 'Games won by the good team', fr: 'Parties gagnées par les gentils' },
    kind: 'share',
    measure: (m: Match) => [m.final.winner === 'good' ? 1 : 0, 1],
  },
  {
    id: 'rounds-good',
    label: { en: 'Rounds won by the good team', fr: 'Manches gagnées par les gentils' },
    kind: 'share',
    measure: (m: Match) => {
      const reveals = m.events.filter((e) => e.type === 'reveal');
      return [count(reveals, (e) => e.winner === 'good'), reveals.length];
    },
  },
  {
    id: 'rounds',
    label: { en: 'Rounds per game', fr: 'Manches par partie' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, (e) => e.type === 'reveal'),
  },
  {
    id: 'accusations',
    label: { en: 'Accusations made by the Jury, per game', fr: 'Accusations du Jury, par partie' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, (e) => e.type === 'accusation'),
  },
  {
    id: 'accusations-correct',
    label: { en: 'Accusations that were correct', fr: 'Accusations justes' },
    kind: 'share',
    measure: (m: Match) => {
      const made = m.events.filter((e) => e.type === 'accusation');
      return [count(made, (e) => e.correct === true), made.length];
    },
  },
  warningsOf('defendant', 'defendant', 'accusé'),
  warningsOf('lawyer', 'lawyer', 'avocat'),
  warningsOf('witness', 'witness', 'témoin'),
  {
    id: 'statements-honest',
    label: { en: 'Statements that were true', fr: 'Déclarations vraies' },
    kind: 'share',
    // From the final state, once every role is revealed: no seat ever receives a statement's truth.
    measure: (m: Match) => {
      if (m.final.pending.step !== 'over') return [0, 0];
      return [count(m.final.statements, (x) => wasTrue(m.final, x)), m.final.statements.length];
    },
  },
];
