import type { FinishedMatch, GameEvent, Metric } from '@docket/engine';
import type { LawyerUpState } from './state.js';

/** How many events of `type` pass `test` (all of them without one). */
export function count(events: readonly GameEvent[], type: string, test: (e: GameEvent) => boolean = () => true): number {
  let n = 0;
  for (const e of events) if (e.type === type && test(e)) n++;
  return n;
}

type Match = FinishedMatch<LawyerUpState>;

/** The Influence margins of every resolved witness (winner minus loser, before Victory / Defeat effects). */
function margins(m: Match): number[] {
  return m.events
    .filter((e) => e.type === 'witness-won')
    .map((e) => {
      const inf = e.influence as readonly number[];
      return Math.abs((inf[0] ?? 0) - (inf[1] ?? 0));
    });
}

/** The juror steps of Case 01's last sway: every sway or lock after the closing statements' Influence. */
function closingSteps(m: Match): number {
  const i = m.events.findIndex((e) => e.type === 'closing-statements');
  return i < 0 ? 0 : count(m.events.slice(i), 'sway') + count(m.events.slice(i), 'lock');
}

/** Case 01's closing statements, when the match reached them: [the last sway changed the verdict, 1]. */
function closingDecided(m: Match): [number, number] {
  const e = m.events.find((x) => x.type === 'closing-statements');
  if (e === undefined || m.outcome === null) return [0, 0];
  return [e.before !== m.outcome.winners[0] ? 1 : 0, 1];
}

/** What a simulation report shows for Lawyer Up, counted from the match's events. */
export const lawyerUpMetrics: readonly Metric<LawyerUpState>[] = [
  {
    id: 'witnesses-prosecution',
    label: { en: 'Witnesses won by the Prosecution', fr: 'Témoins remportés par l’Accusation' },
    kind: 'share',
    measure: (m: Match) => [count(m.events, 'witness-won', (e) => e.seat === 0), count(m.events, 'witness-won')],
  },
  {
    id: 'witnesses-defense',
    label: { en: 'Witnesses won by the Defense', fr: 'Témoins remportés par la Défense' },
    kind: 'share',
    measure: (m: Match) => [count(m.events, 'witness-won', (e) => e.seat === 1), count(m.events, 'witness-won')],
  },
  {
    id: 'objections',
    label: { en: 'Objections used per match', fr: 'Objections soulevées par partie' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, 'object'),
  },
  {
    id: 'jurors-swayed',
    label: { en: 'Juror sways per match', fr: 'Jurés influencés par partie' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, 'sway'),
  },
  {
    id: 'influence-margin',
    label: { en: 'Mean Influence margin per witness', fr: 'Écart moyen d’Influence par témoin' },
    kind: 'share',
    measure: (m: Match) => {
      const all = margins(m);
      return [all.reduce((a, b) => a + b, 0), all.length];
    },
  },
];

/** Case 01's own measures (0 in Case 00): the lock side, the early end and the closing statements. */
export const case01Metrics: readonly Metric<LawyerUpState>[] = [
  {
    id: 'locks',
    label: { en: 'Jurors locked per match (effects and Influence)', fr: 'Jurés verrouillés par partie (effets et Influence)' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, 'lock'),
  },
  {
    id: 'unlocks',
    label: { en: 'Jurors unlocked per match', fr: 'Jurés déverrouillés par partie' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, 'unlock'),
  },
  {
    id: 'early-ends',
    label: { en: 'Matches ended early, all twelve jurors locked', fr: 'Parties finies tôt, les douze jurés verrouillés' },
    kind: 'share',
    measure: (m: Match) => [m.outcome?.reason === 'all-locked' ? 1 : 0, 1],
  },
  {
    id: 'closing-swing',
    label: { en: 'Juror steps in the closing statements’ last sway', fr: 'Pas de jurés de la dernière influence des plaidoiries' },
    kind: 'mean',
    measure: closingSteps,
  },
  {
    id: 'closing-decided',
    label: { en: 'Closing statements whose last sway changed the verdict', fr: 'Plaidoiries dont la dernière influence a changé le verdict' },
    kind: 'share',
    measure: closingDecided,
  },
];
