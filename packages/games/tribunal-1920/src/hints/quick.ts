import { LINES_THROUGH, SLOT_FACTS, type Requirement, type Slot } from '../board.js';
import { CARD_FACTS, SYMBOLS, type CardId, type ClueSymbol } from '../cards.js';
import { districtCost } from '../requirements.js';
import type { Side, TribunalState } from '../state.js';

// Quick judgements on a full state, for playouts and evaluations: no views, no allocation.

const SYMBOL_INDEX = Object.fromEntries(SYMBOLS.map((s, i) => [s, i])) as Readonly<Record<ClueSymbol, number>>;
const S = SYMBOLS.length;
// Scratch tables, reused by every call: playouts run millions of times and must not allocate.
/** The hand's cards per symbol, then per district. */
const held = new Int8Array(S + 5);
/** The symbols each grid slot asks for (slot × symbol), for the requirements last seen. */
const needed = new Int8Array(9 * S);
let neededFor: readonly Requirement[] | null = null;

export function countHand(s: TribunalState, hand: readonly CardId[]): void {
  held.fill(0);
  for (const c of hand) {
    const f = CARD_FACTS[c];
    held[f.symbol]! += 1;
    held[S + f.district]! += 1;
  }
  // A playout's states share the requirements of the world it started from: recount only for a new world.
  if (s.requirements !== neededFor) {
    needed.fill(0);
    s.requirements.forEach((req, slot) => {
      for (const sym of req) needed[slot * S + SYMBOL_INDEX[sym]]! += 1;
    });
    neededFor = s.requirements;
  }
}

/** Whether the hand counted by `countHand` proves `seat`'s claim on `slot`. */
export function covers(s: TribunalState, seat: Side, slot: Slot): boolean {
  const { grid, index } = SLOT_FACTS[slot];
  return grid ? coversGrid(index) : heldOfDistrict(index) >= districtCost(s, index, seat);
}

/** Whether the hand counted by `countHand` holds what grid slot `index` asks for. */
export function coversGrid(index: number): boolean {
  for (let k = 0; k < S; k++) if (held[k]! < needed[index * S + k]!) return false;
  return true;
}

/** The cards of district `index` in the hand counted by `countHand`. */
export function heldOfDistrict(index: number): number {
  return held[S + index]!;
}

/** 4: wins the line; 3: blocks the opponent's; 2: extends an open line or takes the top of the column; else 1. */
export function urgency(s: TribunalState, seat: Side, slot: Slot): number {
  const { grid, index } = SLOT_FACTS[slot];
  if (!grid) {
    for (let i = 0; i < index; i++) if (s.districts[i] !== null) return 1;
    return 2;
  }
  let u = 1;
  for (const line of LINES_THROUGH[index] ?? []) {
    let mine = 0;
    let theirs = 0;
    for (const i of line) {
      if (i === index) continue;
      const o = s.grid[i];
      if (o === seat) mine++;
      else if (o !== null) theirs++;
    }
    if (mine === 2) return 4;
    if (theirs === 2) u = 3;
    else if (mine === 1 && theirs === 0 && u < 2) u = 2;
  }
  return u;
}


/**
 * How much a card of the hand counted by `countHand` works with the others: cards of its symbol (grid slots ask
 * for pairs) and of its district (district slots ask for three).
 */
export function usefulness(card: CardId): number {
  const f = CARD_FACTS[card];
  return held[f.symbol]! + held[S + f.district]!;
}
