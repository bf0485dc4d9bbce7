import type { FinishedMatch, GameEvent, Metric } from '@docket/engine';
import type { TribunalState } from './state.js';

function count(events: readonly GameEvent[], test: (e: GameEvent) => boolean): number {
  let n = 0;
  for (const e of events) if (test(e)) n++;
  return n;
}

const isBluff = (e: GameEvent): boolean => e.type === 'claim-truth' && e.bluff === true;
const isObjection = (e: GameEvent): boolean => e.type === 'answer' && e.objection === true;
const isExposure = (e: GameEvent): boolean => e.type === 'bluff-exposed';
type Match = FinishedMatch<TribunalState>;

/**
 * What a simulation report shows for Tribunal 1920. The truth of a claim is read from the claimant's own
 * `claim-truth` event (simulations see every event); an objection is right exactly when it exposed a bluff.
 */
export const tribunalMetrics: readonly Metric<TribunalState>[] = [
  {
    id: 'double-wins',
    label: { en: 'Hearings won by a double win (jury support)', fr: 'Audiences gagnées doublement (soutien du Jury)' },
    kind: 'share',
    measure: (m: Match) => {
      const won = m.events.filter((e) => e.type === 'hearing-won');
      return [count(won, (e) => e.reason === 'jury-support'), won.length];
    },
  },
  {
    id: 'bluffs',
    label: { en: 'Bluffs per match (claims without the cards)', fr: 'Bluffs par partie (Plaidoiries sans les cartes)' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, isBluff),
  },
  {
    id: 'bluffs-exposed',
    label: { en: 'Bluffs exposed by an objection', fr: 'Bluffs démasqués par une Objection' },
    kind: 'share',
    measure: (m: Match) => [count(m.events, isExposure), count(m.events, isBluff)],
  },
  {
    id: 'objections',
    label: { en: 'Objections per match', fr: 'Objections par partie' },
    kind: 'mean',
    measure: (m: Match) => count(m.events, isObjection),
  },
  {
    id: 'objections-right',
    label: { en: 'Objections that were right (the claim was a bluff)', fr: 'Objections justes (la Plaidoirie était un bluff)' },
    kind: 'share',
    measure: (m: Match) => [count(m.events, isExposure), count(m.events, isObjection)],
  },
];
