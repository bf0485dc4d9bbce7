import type { Rng, Seat } from '@docket/engine';
import { playCard } from '../cards.js';
import { influence } from '../influence.js';
import { other, type LawyerUpAction, type LawyerUpState } from '../state.js';
import { draftWorth, swayWorth, worth } from './prior.js';

function best(legal: readonly LawyerUpAction[], score: (a: LawyerUpAction) => number, rng: Rng): LawyerUpAction {
  let top = -Infinity;
  let pick = legal[0] as LawyerUpAction;
  let ties = 0;
  for (const a of legal) {
    const v = score(a);
    if (v > top) {
      top = v;
      pick = a;
      ties = 1;
    } else if (v === top && rng.int(++ties) === 0) pick = a;
  }
  return pick;
}

/**
 * The playout policy on a determinised world: draft as `prior` does, keep the hand (no mulligans, no clean-up
 * discards), play the
 * card worth most, pass once ahead of a passed opponent, object to Arguments of Value 2 or more, spend
 * Influence on jurors it flips; anything else at random.
 */
export function rollout(s: LawyerUpState, seat: Seat, legal: readonly LawyerUpAction[], rng: Rng): LawyerUpAction {
  const p = s.pending;
  switch (p.step) {
    case 'mulligan':
    case 'cleanup':
      return legal[legal.length - 1] as LawyerUpAction;
    case 'question': {
      const lead = influence(s, seat) - influence(s, other(seat));
      if (s.passed[other(seat)] && lead > 0) return { type: 'pass' };
      return best(legal, (a) => (a.type === 'play' ? 2 + worth(a.card, seat) : a.type === 'activate' ? 2.5 : a.type === 'pass' ? (lead > 3 ? 2.2 : 0) : a.type === 'sidebar' ? 0.5 : 1) + rng.float(), rng);
    }
    case 'objection':
      return playCard(p.card).value >= 2 && legal.some((a) => a.type === 'object') ? { type: 'object' } : { type: 'allow' };
    case 'reveal':
      return { type: 'done' };
    case 'sway':
      return best(legal, (a) => (a.type === 'juror' ? swayWorth(s.jurors[a.juror]!, seat) : 0), rng);
    case 'choose':
      if (p.choice.kind === 'juror') return best(legal, (a) => (a.type === 'juror' ? swayWorth(s.jurors[a.juror]!, seat) : 0), rng);
      return rng.pick(legal);
    case 'draft':
      return best(legal, (a) => (a.type === 'draft' ? draftWorth(a.order, seat) : 0), rng);
    case 'call':
    case 'strategy':
    case 'over':
      return rng.pick(legal);
  }
}
