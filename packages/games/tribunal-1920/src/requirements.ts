import { DISTRICT_COST, INVESTIGATED_COST, SLOT_FACTS, type Requirement, type Slot } from './board.js';
import { CARD_FACTS, CARDS, SYMBOLS, sortCards, type CardId } from './cards.js';
import type { Side } from './state.js';

/** What a claim is checked against: the board's requirements and the investigators standing in the column. */
export interface Board {
  readonly requirements: readonly Requirement[];
  readonly investigators: readonly (Side | null)[];
}

/** One part of a slot's requirement: `need` cards among those that match (a grid slot's parts are disjoint). */
export interface Group {
  readonly matches: (card: CardId) => boolean;
  readonly need: number;
}

/** How many cards a district slot asks of `seat`: 2 on its own investigator's slot, 3 otherwise. */
export function districtCost(board: Board, district: number, seat: Side): number {
  return board.investigators[district] === seat ? INVESTIGATED_COST : DISTRICT_COST;
}

export function proofGroups(board: Board, slot: Slot, seat: Side): Group[] {
  const { grid, index } = SLOT_FACTS[slot];
  if (!grid) return [{ matches: (c) => CARD_FACTS[c].district === index, need: districtCost(board, index, seat) }];
  const need = symbolCounts(board.requirements[index] ?? []);
  const out: Group[] = [];
  need.forEach((n, symbol) => {
    if (n > 0) out.push({ matches: (c) => CARD_FACTS[c].symbol === symbol, need: n });
  });
  return out;
}

function symbolCounts(req: Requirement): number[] {
  const counts = [0, 0, 0, 0];
  for (const s of req) counts[SYMBOLS.indexOf(s)]! += 1;
  return counts;
}

/** A claim is true when the hand holds the slot's requirement (rulings: multiset of symbols, or district cards). */
export function claimIsTrue(hand: readonly CardId[], slot: Slot, board: Board, seat: Side): boolean {
  const { grid, index } = SLOT_FACTS[slot];
  if (!grid) {
    let n = 0;
    for (const c of hand) if (CARD_FACTS[c].district === index) n++;
    return n >= districtCost(board, index, seat);
  }
  const counts = [0, 0, 0, 0];
  for (const c of hand) counts[CARD_FACTS[c].symbol]! += 1;
  const need = symbolCounts(board.requirements[index] ?? []);
  for (let s = 0; s < 4; s++) if ((counts[s] as number) < (need[s] as number)) return false;
  return true;
}

/** Binomial coefficients up to the 20 cards of the game. */
const BINOMIAL: readonly (readonly number[])[] = (() => {
  const rows: number[][] = [];
  for (let n = 0; n <= CARDS.length; n++) {
    const row = [1];
    for (let k = 1; k <= n; k++) row.push((rows[n - 1]?.[k - 1] ?? 0) + (rows[n - 1]?.[k] ?? 0));
    rows.push(row);
  }
  return rows;
})();

/** The number of ways to choose `k` of `n` (0 outside 0 ≤ k ≤ n). */
export function choose(n: number, k: number): number {
  return k < 0 || k > n ? 0 : (BINOMIAL[n]?.[k] ?? 0);
}

/** Every distinct set of cards from `hand` that proves the claim, each in canonical order; [] when false. */
export function proofSets(hand: readonly CardId[], slot: Slot, board: Board, seat: Side): CardId[][] {
  const sorted = sortCards(hand);
  let sets: CardId[][] = [[]];
  for (const g of proofGroups(board, slot, seat)) {
    const options = combinations(sorted.filter(g.matches), g.need);
    const next: CardId[][] = [];
    for (const partial of sets) for (const o of options) next.push(partial.concat(o));
    sets = next;
  }
  return sets.map(sortCards);
}

/** All k-subsets of `items`, each keeping the items' order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  const pick = (start: number, chosen: T[]): void => {
    if (chosen.length === k) {
      out.push(chosen.slice());
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i] as T);
      pick(i + 1, chosen);
      chosen.pop();
    }
  };
  pick(0, []);
  return out;
}
