import { GRID_SLOTS, LINES, LINES_THROUGH, SLOT_FACTS, type GridSlot, type Slot } from './board.js';
import { DISTRICTS } from './cards.js';
import type { Side, TribunalState } from './state.js';

/** The board as the rules read it: pawns, bribe token. */
type Court = Pick<TribunalState, 'grid' | 'districts' | 'bribe'>;

function bribeIndex(c: Court): number {
  return c.bribe === null ? -1 : SLOT_FACTS[c.bribe].index;
}

/** Free grid slots: no pawn and no bribe token ("the bribed slot is not free"). */
export function freeGridSlots(c: Court): GridSlot[] {
  const bribed = bribeIndex(c);
  const out: GridSlot[] = [];
  for (let i = 0; i < 9; i++) if (c.grid[i] === null && i !== bribed) out.push(GRID_SLOTS[i] as GridSlot);
  return out;
}

export function freeSlots(c: Court): Slot[] {
  const out: Slot[] = freeGridSlots(c);
  for (let i = 0; i < DISTRICTS.length; i++) if (c.districts[i] === null) out.push(DISTRICTS[i] as Slot);
  return out;
}

export function hasFreeSlot(c: Court): boolean {
  const bribed = bribeIndex(c);
  for (let i = 0; i < 9; i++) if (c.grid[i] === null && i !== bribed) return true;
  return c.districts.includes(null);
}

export function isFree(c: Court, slot: Slot): boolean {
  const { grid, index } = SLOT_FACTS[slot];
  if (!grid) return c.districts[index] === null;
  return c.grid[index] === null && index !== bribeIndex(c);
}

/** The colour with 3 in a row (orthogonally or diagonally), if any. */
export function lineOwner(grid: readonly (Side | null)[]): Side | null {
  for (const [a, b, c] of LINES) {
    const o = grid[a];
    if (o !== null && o !== undefined && grid[b] === o && grid[c] === o) return o;
  }
  return null;
}

/** Whether a pawn of `seat` on grid index `at` makes (or stands in) a line of 3 of its colour. */
export function completesLine(grid: readonly (Side | null)[], at: number, seat: Side): boolean {
  for (const line of LINES_THROUGH[at] ?? []) {
    if (line.every((i) => i === at || grid[i] === seat)) return true;
  }
  return false;
}

/** The owner of the highest pawn in the district column: who wins a hearing whose deck ran out. */
export function highestDistrictPawn(districts: readonly (Side | null)[]): Side | null {
  for (const o of districts) if (o !== null && o !== undefined) return o;
  return null;
}

export function gridPawnsOf(grid: readonly (Side | null)[], seat: Side): GridSlot[] {
  const out: GridSlot[] = [];
  for (let i = 0; i < 9; i++) if (grid[i] === seat) out.push(GRID_SLOTS[i] as GridSlot);
  return out;
}
