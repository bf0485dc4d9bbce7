import { GRID_SLOTS, LINES, LINES_THROUGH, SLOT_FACTS, type GridSlot, type Slot } from '../board.js';
import { DISTRICTS, type District } from '../cards.js';
import { DISTRICT_EFFECTS } from '../districts.js';
import { other, type Side } from '../state.js';

/** What the hints read of the board: the same in a state and in a view. */
export interface Position {
  readonly grid: readonly (Side | null)[];
  readonly districts: readonly (Side | null)[];
  readonly bribe: GridSlot | null;
  /** Cards left in the deck: the district column weighs more as the deck runs out. */
  readonly deck: number;
}

// Every value below is in hearings: a line standing on the grid is worth the hearing.
export const LINE_WON = 1;
/** A line holding two pawns of one colour and a free third slot: one claim from winning. */
const OPEN_TWO = 0.15;
const OPEN_ONE = 0.03;
/** A card drawn (Brooklyn): more cards, more true claims. */
const CARD = 0.03;
/**
 * The highest district pawn at the start of a hearing, by where it stands (Manhattan first): a pawn lower in
 * the column can still be overtaken by a claim above it. As the deck runs out, any top pawn nears a won hearing.
 */
const COLUMN_EARLY: readonly number[] = [0.4, 0.3, 0.25, 0.2, 0.15];
const COLUMN_LATE = 0.8;
/** Cards in the deck once both players have drawn their first card. */
const FULL_DECK = 18;

/** Whoever holds the highest district pawn wins a hearing whose deck runs out (rulebook). */
function columnValue(pos: Position, me: Side): number {
  for (let i = 0; i < pos.districts.length; i++) {
    const o = pos.districts[i];
    if (o === null || o === undefined) continue;
    const x = 1 - Math.min(pos.deck, FULL_DECK) / FULL_DECK;
    const early = COLUMN_EARLY[i] ?? 0;
    const v = early + (COLUMN_LATE - early) * x * x;
    return o === me ? v : -v;
  }
  return 0;
}

/**
 * How the board stands for `me`, in hearings: ±1 once a line stands; otherwise what the open lines (no opposing
 * pawn, no bribe token) and the district column promise. `threat` weighs the opponent's lines, more when its
 * turn comes next.
 */
export function standing(pos: Position, me: Side, threat = 1): number {
  const bribed = pos.bribe === null ? -1 : SLOT_FACTS[pos.bribe].index;
  let v = 0;
  for (const line of LINES) {
    let mine = 0;
    let theirs = 0;
    let dead = false;
    for (const i of line) {
      const o = pos.grid[i];
      if (o === me) mine++;
      else if (o !== null && o !== undefined) theirs++;
      else if (i === bribed) dead = true;
    }
    if (mine === 3) return LINE_WON;
    if (theirs === 3) return -LINE_WON;
    if (dead || (mine > 0 && theirs > 0)) continue;
    v += mine === 2 ? OPEN_TWO : mine === 1 ? OPEN_ONE : 0;
    v -= threat * (theirs === 2 ? OPEN_TWO : theirs === 1 ? OPEN_ONE : 0);
  }
  return v + columnValue(pos, me);
}

/** Whether `seat`'s pawn on grid index `at` would stand in a line of three of its colour. */
export function makesLine(grid: readonly (Side | null)[], at: number, seat: Side): boolean {
  for (const line of LINES_THROUGH[at] ?? []) {
    let n = 0;
    for (const i of line) if (i === at || grid[i] === seat) n++;
    if (n === 3) return true;
  }
  return false;
}

export function withPawn(pos: Position, seat: Side, slot: Slot): Position {
  const { grid: onGrid, index } = SLOT_FACTS[slot];
  const put = <T>(xs: readonly T[], v: T): T[] => xs.map((x, i) => (i === index ? v : x));
  return onGrid ? { ...pos, grid: put(pos.grid, seat) } : { ...pos, districts: put(pos.districts, seat) };
}

export function afterBribe(pos: Position, slot: GridSlot): Position {
  return { ...pos, bribe: slot };
}

export function afterMove(pos: Position, from: GridSlot, to: GridSlot): Position {
  const grid = pos.grid.slice();
  grid[SLOT_FACTS[to].index] = grid[SLOT_FACTS[from].index] ?? null;
  grid[SLOT_FACTS[from].index] = null;
  return { ...pos, grid };
}

export function afterErase(pos: Position, slot: GridSlot): Position {
  const grid = pos.grid.slice();
  grid[SLOT_FACTS[slot].index] = null;
  return { ...pos, grid };
}

/**
 * The best standing `seat` can reach with a district's effect, as a rise (a mandatory effect may lower it).
 * Tries every choice on one scratch copy of the board, changed and restored in place: the prior asks this for
 * every district slot of every decision.
 */
function effectGain(pos: Position, seat: Side, district: District, threat: number): number {
  const kind = DISTRICT_EFFECTS[district].kind;
  if (kind === 'tip-the-scales') return 0; // the column's own value already counts it
  if (kind === 'seek-evidence') return CARD * Math.min(2, pos.deck);
  const base = standing(pos, seat, threat);
  const grid = pos.grid.slice();
  const board = { ...pos, grid };
  const bribed = pos.bribe === null ? -1 : SLOT_FACTS[pos.bribe].index;
  const free = (i: number): boolean => grid[i] === null && i !== bribed;
  let best = -Infinity;
  const consider = (): void => {
    best = Math.max(best, standing(board, seat, threat));
  };
  for (let i = 0; i < GRID_SLOTS.length; i++) {
    if (kind === 'bribe' && free(i)) {
      board.bribe = GRID_SLOTS[i] as GridSlot;
      consider();
      board.bribe = pos.bribe;
    } else if (kind === 'erase-evidence' && grid[i] === other(seat)) {
      grid[i] = null;
      consider();
      grid[i] = other(seat);
    } else if (kind === 'turn-the-tables' && grid[i] !== null) {
      const owner = grid[i] ?? null;
      grid[i] = null;
      for (let to = 0; to < GRID_SLOTS.length; to++) {
        if (to === i || !free(to)) continue;
        grid[to] = owner;
        consider();
        grid[to] = null;
      }
      grid[i] = owner;
    }
  }
  // Every effect with a choice is mandatory: its best choice may still lower the standing (a bribe blocking one's
  // own line). With nothing to act on, it does nothing.
  return best === -Infinity ? 0 : best - base;
}

/** How much `seat`'s standing rises with its pawn on `slot`, its district effect (if any) played at its best. */
export function placementGain(pos: Position, seat: Side, slot: Slot, threat = 1): number {
  const before = standing(pos, seat, threat);
  const after = withPawn(pos, seat, slot);
  let v = standing(after, seat, threat);
  if (!SLOT_FACTS[slot].grid && Math.abs(v) !== LINE_WON) {
    v += effectGain(after, seat, DISTRICTS[SLOT_FACTS[slot].index] as District, threat);
  }
  return v - before;
}
