import type { Slot } from '../board.js';
import { CARDS } from '../cards.js';
import { freeSlots } from '../court.js';
import { other, type Side, type TribunalState } from '../state.js';
import { answerValue, type AnswerSight } from './answering.js';
import { THREAT } from './judgement.js';
import { placementGain, type Position } from './position.js';

/**
 * How `me` answers the claim pending in `s`: as the greedy bot does, from what its own view shows (the claim's
 * plausibility among the cards it has not seen, what the claimed pawn would gain, what an exposed bluff would hand
 * it), read straight from the state without building a view. The search's tree lets the opponent answer the
 * search's claims this way (`othersFollowRollout`). By the tree's statistics the opponent answered knowing the
 * search's hand (every world the search deals holds it), and since a caught bluff in a lost hearing costs nothing,
 * it let such bluffs pass as often as not (46 of 52 visits in one last turn where the greedy bot objects).
 */
export function greedyAnswer(s: TribunalState, me: Side): 'ok' | 'object' {
  const p = s.pending;
  if (p.step !== 'answer') return 'ok';
  const pos: Position = { grid: s.grid, districts: s.districts, bribe: s.bribe, deck: s.deck.length };
  const mine = s.hands[me];
  const gain = (seat: Side, slot: Slot): number => placementGain(pos, seat, slot, THREAT);
  const sight: AnswerSight = {
    grid: s.grid,
    board: s,
    unseen: CARDS.filter((c) => !s.discard.includes(c) && !mine.includes(c)),
    claimantCards: s.hands[other(me)].length,
    gain,
    bestFree(seat) {
      const free = freeSlots(pos);
      return s.supply[seat] > 0 && free.length > 0 ? Math.max(...free.map((slot) => gain(seat, slot))) : 0;
    },
  };
  return answerValue(sight, me, p.slot, true) > answerValue(sight, me, p.slot, false) ? 'object' : 'ok';
}
