import type { FinishedMatch, GameEvent, Metric } from '@docket/engine';
import type { LawyerUpState } from './state.js';

function count(events: readonly GameEvent[], type: string, test: (e: GameEvent) => boolean = () => true): number {
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
