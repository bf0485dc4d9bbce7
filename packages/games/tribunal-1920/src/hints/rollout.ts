import type { Rng, Seat } from '@docket/engine';
import { SLOT_FACTS, type Slot } from '../board.js';
import { other, type Side, type TribunalAction, type TribunalState } from '../state.js';
import { countHand, covers, usefulness, urgency } from './quick.js';

/** How often a playout claims without the cards: for a winning line, and otherwise. */
const BLUFF_FOR_LINE = 0.3;
const BLUFF = 0.05;
/**
 * How often a playout objects: less when a true claim would win a second hearing (jury support). Bots object to
 * most claims (the greedy bot to 93% of the search's in 30 games). The search's own use of this policy is at the
 * opponent's claims only (`othersFollowRollout`), where answering plays no part; the rate matters to playouts
 * (`rolloutDepth` above 0) and was set while the opponent in the tree answered by this policy too: at one
 * objection in two, the search found bluffing a district worth more than a true claim.
 */
const OBJECT_TO_LINE = 0.4;
const OBJECT = 0.9;

function slotOf(a: TribunalAction): Slot | null {
  return a.type === 'claim' || a.type === 'place' ? a.slot : null;
}

/** The urgency of the action `mostUrgent` last chose (kept here so that it returns without allocating). */
let bestU = 0;

/**
 * The most urgent slot among the actions of type `claim`/`place` (ties broken at random); with `truthful`,
 * only the claims the hand proves. null when none qualifies.
 */
function mostUrgent(s: TribunalState, seat: Side, legal: readonly TribunalAction[], rng: Rng, truthful: boolean): TribunalAction | null {
  let best: TribunalAction | null = null;
  bestU = 0;
  let ties = 0;
  for (const a of legal) {
    const slot = slotOf(a);
    if (slot === null || (truthful && !covers(s, seat, slot))) continue;
    const u = urgency(s, seat, slot);
    if (u > bestU) {
      best = a;
      bestU = u;
      ties = 1;
    } else if (u === bestU && rng.int(++ties) === 0) best = a;
  }
  return best;
}

/** The discard of the card that shares the least with the rest of the hand (ties at random). */
function leastUseful(s: TribunalState, seat: Side, legal: readonly TribunalAction[], rng: Rng): TribunalAction {
  countHand(s, s.hands[seat]);
  let best = legal[0] as TribunalAction;
  let low = Infinity;
  let ties = 0;
  for (const a of legal) {
    if (a.type !== 'discard') continue;
    const u = usefulness(a.card);
    if (u < low) {
      best = a;
      low = u;
      ties = 1;
    } else if (u === low && rng.int(++ties) === 0) best = a;
  }
  return best;
}

function ofType(legal: readonly TribunalAction[], type: TribunalAction['type']): TribunalAction | undefined {
  for (const a of legal) if (a.type === type) return a;
  return undefined;
}

/**
 * The playout policy on a determinised world: claim the most urgent slot the hand proves; without one,
 * bluff now and then (more for a winning line), else pass; object often; place and bribe where lines are
 * won or blocked; everything else at random. It reads nothing hidden from the deciding seat but its own hand.
 */
export function rollout(s: TribunalState, seat: Seat, legal: readonly TribunalAction[], rng: Rng): TribunalAction {
  const me = seat as Side;
  switch (s.pending.step) {
    case 'claim': {
      countHand(s, s.hands[me]);
      const truthful = mostUrgent(s, me, legal, rng, true);
      if (truthful !== null) return truthful;
      // Without the cards: bluff a winning line now and then, anything else more rarely, else pass.
      const r = rng.float();
      const bluff = r < BLUFF_FOR_LINE ? mostUrgent(s, me, legal, rng, false) : null;
      if (bluff !== null && (bestU === 4 || r < BLUFF)) return bluff;
      return ofType(legal, 'pass') ?? rng.pick(legal);
    }
    case 'answer': {
      const slot = s.pending.slot;
      const claimant = other(me);
      const line = SLOT_FACTS[slot].grid && urgency(s, claimant, slot) === 4;
      const object = rng.float() < (line ? OBJECT_TO_LINE : OBJECT);
      return ofType(legal, object ? 'object' : 'ok') ?? rng.pick(legal);
    }
    case 'place':
      return mostUrgent(s, me, legal, rng, false) ?? rng.pick(legal);
    case 'bribe':
      // The token blocks the opponent's winning slot if it has one.
      for (const a of legal) if (a.type === 'bribe' && urgency(s, other(me), a.slot) === 4) return a;
      return rng.pick(legal);
    case 'discard':
      return leastUseful(s, me, legal, rng);
    default:
      return rng.pick(legal);
  }
}
