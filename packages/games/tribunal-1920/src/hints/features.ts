import { LINES, SLOT_FACTS } from '../board.js';
import { CARD_FACTS, DISTRICTS } from '../cards.js';
import { districtCost } from '../requirements.js';
import { other, type Side, type TribunalState } from '../state.js';
import { makesLine } from './position.js';
import { countHand, coversGrid, heldOfDistrict } from './quick.js';

// What the evaluation reads of a dealt world, as numbers: the fitted weights (`weights.ts`) turn them into the
// chances of each hearing result. Both seats' features come from the same function, so the model is symmetric.

/** One seat's features, in this order (names for the fitting script and the weights' comments). */
export const SIDE_FEATURES = [
  'top', // owns the highest district pawn
  'top-late', // … weighed by how far the deck has run down
  'top-late2',
  'top-low', // … by how low in the column it stands (0 Manhattan, 1 Staten Island)
  'ready-above', // its hand proves a free district above the highest district pawn (any district if none)
  'ready-above-to-claim', // … and it is the seat about to claim
  'progress', // the most of a free, still possible district above the highest pawn its hand holds (share of the cost)
  'progress-late',
  'ready-line', // its hand proves a free grid slot completing its line
  'ready-line-to-claim',
  'open-two', // lines of 2 of its pawns with the third slot free
  'open-one',
  'to-claim', // it is about to claim
  'hand', // cards in hand, in hand limits
  'effect', // it is taking a district effect's decision (bribe, move, erase)
] as const;
/** Features of a hearing with no district pawn yet, for the chance that it ends void. */
export const VOID_FEATURES = ['bias', 'late', 'late2', 'ready-above', 'progress', 'progress-late', 'open-two', 'ready-line'] as const;

export const SIDE_COUNT = SIDE_FEATURES.length;
export const VOID_COUNT = VOID_FEATURES.length;

/** Cards in the deck once both players have drawn their first card. */
const FULL_DECK = 18;
const CARDS_PER_DISTRICT = 4;
const HAND_SIZE = 4;

/** Scratch: per district, cards in the discard pile (recounted per call; no allocation). */
const gone = new Int8Array(DISTRICTS.length);

/** The column's highest pawn: its index, or the column's length when there is none. */
function topIndex(s: TribunalState): number {
  for (let i = 0; i < s.districts.length; i++) if (s.districts[i] !== null) return i;
  return s.districts.length;
}

/** How far the deck has run down this hearing, 0 (full) to 1 (empty). */
function lateness(s: TribunalState): number {
  return 1 - Math.min(s.deck.length, FULL_DECK) / FULL_DECK;
}

function countGone(s: TribunalState): void {
  gone.fill(0);
  for (const c of s.discard) gone[CARD_FACTS[c].district]! += 1;
}

/**
 * Writes `x`'s features into `out` from `at`. Reads `x`'s hand, as the evaluation of a dealt world may; the
 * discard pile must have been counted (`countGone`) for this state.
 */
function side(s: TribunalState, x: Side, top: number, late: number, out: Float64Array, at: number): void {
  countHand(s, s.hands[x]);
  const owner = top < s.districts.length ? s.districts[top] : null;
  const mine = owner === x ? 1 : 0;
  const p = s.pending;
  const toClaim = p.step === 'claim' && p.seat === x ? 1 : 0;
  let ready = 0;
  let progress = 0;
  for (let d = 0; d < top; d++) {
    const cost = districtCost(s, d, x);
    if (CARDS_PER_DISTRICT - (gone[d] as number) < cost) continue;
    const held = heldOfDistrict(d);
    if (held >= cost) ready = 1;
    progress = Math.max(progress, Math.min(1, held / cost));
  }
  const bribed = s.bribe === null ? -1 : SLOT_FACTS[s.bribe].index;
  let line = 0;
  for (let i = 0; i < 9 && line === 0; i++) {
    if (s.grid[i] === null && i !== bribed && coversGrid(i) && makesLine(s.grid, i, x)) line = 1;
  }
  let two = 0;
  let one = 0;
  const y = other(x);
  for (const l of LINES) {
    let m = 0;
    let dead = false;
    for (const i of l) {
      const o = s.grid[i];
      if (o === x) m++;
      else if (o === y || i === bribed) dead = true;
    }
    if (dead) continue;
    if (m === 2) two++;
    else if (m === 1) one++;
  }
  const effect = (p.step === 'bribe' || p.step === 'move' || p.step === 'erase') && p.seat === x ? 1 : 0;
  out[at] = mine;
  out[at + 1] = mine * late;
  out[at + 2] = mine * late * late;
  out[at + 3] = mine * (top / (s.districts.length - 1));
  out[at + 4] = ready;
  out[at + 5] = ready * toClaim;
  out[at + 6] = progress;
  out[at + 7] = progress * late;
  out[at + 8] = line;
  out[at + 9] = line * toClaim;
  out[at + 10] = two;
  out[at + 11] = one;
  out[at + 12] = toClaim;
  out[at + 13] = s.hands[x].length / HAND_SIZE;
  out[at + 14] = effect;
}

/**
 * The features of `s` for the hearing under way: seat 0's, then seat 1's (`SIDE_COUNT` each), then the void
 * features (`VOID_COUNT`, meaningful only while the column is empty). Written into `out` (reused by callers).
 */
export function features(s: TribunalState, out: Float64Array): void {
  countGone(s);
  const top = topIndex(s);
  const late = lateness(s);
  side(s, 0, top, late, out, 0);
  side(s, 1, top, late, out, SIDE_COUNT);
  const v = 2 * SIDE_COUNT;
  const f0 = 0;
  const f1 = SIDE_COUNT;
  out[v] = 1;
  out[v + 1] = late;
  out[v + 2] = late * late;
  out[v + 3] = (out[f0 + 4] as number) + (out[f1 + 4] as number);
  out[v + 4] = (out[f0 + 6] as number) + (out[f1 + 6] as number);
  out[v + 5] = (out[v + 4] as number) * late;
  out[v + 6] = (out[f0 + 10] as number) + (out[f1 + 10] as number);
  out[v + 7] = (out[f0 + 8] as number) + (out[f1 + 8] as number);
}
