import { SLOT_FACTS, type Slot } from '../board.js';
import type { CardId } from '../cards.js';
import type { Board } from '../requirements.js';
import { other, type Side } from '../state.js';
import { chanceOfProof } from './odds.js';
import { LINE_WON, makesLine } from './position.js';

/** What a wrong objection costs: the claimant swaps its shown cards for fresh ones, and the deck runs down. */
const WRONG_OBJECTION = 0.02;
/**
 * How often a claimant lacking the cards claims all the same, as the answerer assumes: claims are made
 * more often by hands that hold the cards, so a claim is likelier true than a random hand would be.
 */
const BLUFF_RATE: Readonly<Record<'line' | 'other', number>> = { line: 0.5, other: 0.7 };

/** What the answerer knows when it rates its answer: shared by the prior (a view) and the tree's opponent (a state). */
export interface AnswerSight {
  readonly grid: readonly (Side | null)[];
  readonly board: Board;
  /** The cards the answerer has not seen. */
  readonly unseen: readonly CardId[];
  /** The claimant's hand size. */
  readonly claimantCards: number;
  /** How much a pawn on `slot` would raise `seat`'s standing. */
  gain(seat: Side, slot: Slot): number;
  /** The answerer's best free placement (what exposing a bluff hands it). */
  bestFree(seat: Side): number;
}

/**
 * OK lets the claimant's pawn stand. An objection to a true claim lets it stand too (and wins a second hearing
 * when it completes a line); to a bluff, it keeps the pawn off and gives the objector a free one. The chance the
 * claim is true: a random hand of the claimant's size among the cards this seat has not seen, raised because
 * players claim more often what they hold.
 */
export function answerValue(sight: AnswerSight, me: Side, slot: Slot, object: boolean): number {
  const claimant = other(me);
  const g = sight.gain(claimant, slot);
  if (!object) return -g;
  const { grid, index } = SLOT_FACTS[slot];
  const line = grid && makesLine(sight.grid, index, claimant);
  const random = chanceOfProof(sight.unseen, sight.claimantCards, slot, sight.board, claimant);
  const bluffRate = BLUFF_RATE[line ? 'line' : 'other'];
  const p = random === 0 ? 0 : random / (random + bluffRate * (1 - random));
  const jury = line ? LINE_WON : 0;
  return p * (-g - jury - WRONG_OBJECTION) + (1 - p) * sight.bestFree(me);
}
