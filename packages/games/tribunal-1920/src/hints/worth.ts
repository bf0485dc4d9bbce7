import { SLOT_FACTS } from '../board.js';
import { CARD_FACTS, SYMBOLS, type CardId } from '../cards.js';
import type { Judgement } from './judgement.js';

/** A slot that gains nothing still makes its cards worth a little (it may matter after the board changes). */
const FLOOR = 0.02;
/** A requirement half met is worth less than half a met one: a claim needs all of it. */
const PARTIAL = 0.5;
/** District slots need three cards of one district: their partial cover promises less than a grid slot's. */
const PARTIAL_DISTRICT = 0.5;

const held = new Array<number>(SYMBOLS.length + 5).fill(0);

/**
 * What a hand is worth to its holder on this board: for each free slot, how much of its requirement the hand
 * covers, weighed by what a pawn there would gain. Used to keep the best cards (discard, show).
 */
export function handWorth(j: Judgement, hand: readonly CardId[]): number {
  held.fill(0);
  for (const c of hand) {
    held[CARD_FACTS[c].symbol]! += 1;
    held[SYMBOLS.length + CARD_FACTS[c].district]! += 1;
  }
  let total = 0;
  for (const need of j.needs) {
    let have = 0;
    need.cards.forEach((n, k) => {
      have += Math.min(n, held[k] ?? 0);
    });
    const full = have >= need.total;
    const cover = full ? 1 : (PARTIAL * have) / need.total;
    const weight = full || SLOT_FACTS[need.slot].grid ? 1 : PARTIAL_DISTRICT;
    total += Math.max(j.gain(j.me, need.slot), FLOOR) * cover * weight;
  }
  return total;
}

export function without(hand: readonly CardId[], gone: readonly CardId[]): CardId[] {
  return hand.filter((c) => !gone.includes(c));
}
