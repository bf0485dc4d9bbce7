import type { FinishedMatch, GameEvent, Metric } from '@docket/engine';
import type { GavelState } from './state.js';

function count(events: readonly GameEvent[], type: string, test: (e: GameEvent) => boolean = () => true): number {
  let n = 0;
  for (const e of events) if (e.type === type && test(e)) n++;
  return n;
}

type Match = FinishedMatch<GavelState>;

/** What a simulation report shows for Gavel, counted from the match's events. */
export const gavelMetrics: readonly Metric<GavelState>[] = [
  {
    id: 'jury-attempts',
    label: { en: 'Goes to the Jury per match', fr: 'Passages devant le Jury par partie' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, 'jury'),
  },
  {
    id: 'jury-success',
    label: { en: 'Goes to the Jury that won (Guilty)', fr: 'Passages devant le Jury gagnants (Coupable)' },
    kind: 'share',
    measure: (m: Match) => [count(m.events, 'verdict', (e) => e.guilty === true), count(m.events, 'jury')],
  },
  {
    id: 'objections',
    label: { en: 'Objections per match', fr: 'Objections par partie' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, 'object'),
  },
  {
    id: 'objections-answered',
    label: { en: 'Objections answered (Response or Out of Order)', fr: 'Objections parées (Réplique ou Hors de propos)' },
    kind: 'share',
    measure: (m: Match) => [count(m.events, 'respond') + count(m.events, 'out-of-order'), count(m.events, 'object')],
  },
  {
    id: 'turns-lost',
    label: { en: 'Turns lost to Out of Order per match', fr: 'Tours perdus sur Hors de propos par partie' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, 'turn-lost'),
  },
];
