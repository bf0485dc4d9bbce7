import type { Rng, Seat } from '@docket/engine';
import { SIDE_OF } from '../cards.js';
import { bestRated } from './best.js';
import type { TrialAction, TrialState } from '../state.js';

/**
 * A fast playout move in a dealt world, where every alignment is set: each player plays its team's side
 * (discards, gifts, filings as the rule-based bot does, with the world's alignments), nobody speaks, the Jury
 * passes, the Judge gives no warning. Anything else: at random.
 */
export function rollout(s: TrialState, seat: Seat, legal: readonly TrialAction[], rng: Rng): TrialAction {
  const good = s.alignments[seat] === 'good';
  const mine = good ? 'innocence' : 'guilt';
  const score = (a: TrialAction): number => {
    switch (a.type) {
      case 'pass':
      case 'no-warning':
      case 'allow':
      case 'rest':
        return 1;
      case 'discard':
      case 'excess':
        return SIDE_OF[a.card] === mine ? 0 : 2;
      case 'give':
        return (SIDE_OF[a.card] === mine) === (s.alignments[a.lawyer] === s.alignments[seat]) ? 2 : 0;
      case 'file':
        return SIDE_OF[a.card] === mine ? 2 : 0;
      case 'confirm':
        return 2;
      default:
        return 0;
    }
  };
  return bestRated(legal, score, rng);
}

/** A cut-off playout's payoff: each round won moves the good team's chances by a sixth. */
export function evaluate(s: TrialState): number[] {
  if (s.winner !== null) return s.alignments.map((a) => (a === s.winner ? 1 : 0));
  const good = Math.min(1, Math.max(0, 0.5 + (s.wins.good - s.wins.bad) / 6));
  return s.alignments.map((a) => (a === 'good' ? good : 1 - good));
}
