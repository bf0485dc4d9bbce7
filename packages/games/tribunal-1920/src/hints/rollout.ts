import type { Rng, Seat } from '@docket/engine';
import type { Slot } from '../board.js';
import type { Side, TribunalAction, TribunalState } from '../state.js';
import { greedyAnswer } from './answer.js';
import { bestBoardChoice } from './board-choice.js';
import { countHand, covers, usefulness, urgency } from './quick.js';

/** How often a playout claims without the cards: for a winning line, and otherwise. */
const BLUFF_FOR_LINE = 0.3;
const BLUFF = 0.05;

function slotOf(a: TribunalAction): Slot | null {
  return a.type === 'claim' ? a.slot : null;
}

/** The urgency of the action `mostUrgent` last chose (kept here so that it returns without allocating). */
let bestU = 0;

/**
 * The most urgent slot among the claims (ties broken at random); with `truthful`,
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
 * bluff now and then (more for a winning line), else pass; answer, place a free pawn and take effects as the
 * greedy bot does (the search's tree lets the opponent take these by this policy); everything else at random.
 * It reads nothing hidden from the deciding seat but its own hand.
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
    case 'answer':
      // As the greedy bot answers, from the answerer's own view (`answer.ts`).
      return ofType(legal, greedyAnswer(s, me)) ?? rng.pick(legal);
    case 'place':
    case 'bribe':
    case 'move':
    case 'erase':
      // As the greedy bot chooses: the search's tree lets the opponent take these by this policy.
      return bestBoardChoice(s, me, legal, rng) ?? rng.pick(legal);
    case 'discard':
      return leastUseful(s, me, legal, rng);
    default:
      return rng.pick(legal);
  }
}
