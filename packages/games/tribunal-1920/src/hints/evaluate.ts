import { HEARINGS_TO_WIN, JURY_SUPPORT_HEARINGS, SLOT_FACTS } from '../board.js';
import { DISTRICTS } from '../cards.js';
import { freeSlots, lineOwner } from '../court.js';
import { claimIsTrue, districtCost } from '../requirements.js';
import { other, type Side, type TribunalState } from '../state.js';
import { makesLine, placementGain, standing, withPawn, type Position } from './position.js';
import { countHand, coversGrid, heldOfDistrict } from './quick.js';

/** How sharply the board's standing (in hearings) turns into a chance of winning the hearing. */
const SHARPNESS = 4;
/** A hand that can truly claim a winning slot, or the top of the district column, at its next claim. */
const READY_LINE = 0.4;
const READY_TOP = 0.25;
/** Part of a district claim gathered: towards the top of the column. */
const GATHERING_TOP = 0.06;
/** The seat about to claim uses its hand first. */
const TO_CLAIM = 1.5;

/**
 * RACE[a][b]: the chance that a player needing `a` more hearings wins the trial before one needing `b`, each
 * hearing a coin toss (later hearings start from an empty board).
 */
const RACE: readonly (readonly number[])[] = (() => {
  const r: number[][] = [];
  for (let a = 0; a <= HEARINGS_TO_WIN; a++) {
    r.push([]);
    for (let b = 0; b <= HEARINGS_TO_WIN; b++) {
      r[a]![b] = a === 0 ? 1 : b === 0 ? 0 : 0.5 * (r[a - 1]![b]! + (r[a]![b - 1] ?? 0));
    }
  }
  return r;
})();

function race(need0: number, need1: number): number {
  return RACE[Math.max(0, need0)]![Math.max(0, need1)]!;
}

/**
 * What `seat`'s hand promises on this board, in hearings: a true claim that wins a line, or that takes the top of
 * the district column (a district above every district pawn), or part of the cards for such a claim.
 */
function handPromise(s: TribunalState, seat: Side): number {
  countHand(s, s.hands[seat]);
  let best = 0;
  const bribed = s.bribe === null ? -1 : SLOT_FACTS[s.bribe].index;
  for (let i = 0; i < 9; i++) {
    if (s.grid[i] === null && i !== bribed && coversGrid(i) && makesLine(s.grid, i, seat)) {
      best = READY_LINE;
      break;
    }
  }
  for (let d = 0; d < DISTRICTS.length && s.districts[d] === null; d++) {
    const cost = districtCost(s, d, seat);
    const held = heldOfDistrict(d);
    best = Math.max(best, held >= cost ? READY_TOP : (GATHERING_TOP * held) / cost);
  }
  const p = s.pending;
  return p.step === 'claim' && p.seat === seat ? best * TO_CLAIM : best;
}

/**
 * Each seat's chance to win the trial: the current hearing's chance, then a race to 3 hearings of coin tosses.
 * A line standing decides the hearing (two hearings with jury support); otherwise the open lines, the district
 * column (weighed by the cards left) and what each hand can truly claim make seat 0's chance on a logistic curve.
 * It reads both hands: it judges a world the bot dealt itself, never the true one.
 */
export function evaluate(s: TribunalState): number[] {
  const step = s.pending.step;
  return judged(step === 'answer' ? answered(s) : step === 'place' ? placed(s) : s);
}

/** A free pawn waiting to be placed (after an exposed bluff) stands where it raises its owner most. */
function placed(s: TribunalState): TribunalState {
  const p = s.pending;
  if (p.step !== 'place') return s;
  const pos: Position = { grid: s.grid, districts: s.districts, bribe: s.bribe, deck: s.deck.length };
  return { ...s, ...board(bestFree(pos, p.seat)), pending: { step: 'claim', seat: other(s.active) } };
}

/** The position after `seat`'s best free placement (by the standing it adds), or `pos` with no free slot. */
function bestFree(pos: Position, seat: Side): Position {
  let best = -Infinity;
  let after = pos;
  for (const slot of freeSlots(pos)) {
    const g = placementGain(pos, seat, slot);
    if (g > best) {
      best = g;
      after = withPawn(pos, seat, slot);
    }
  }
  return after;
}

/**
 * A claim awaiting its answer, judged by its likely end: true, its pawn stands (an objection only adds jury
 * support); a bluff is objected to (answerers object to most claims) and hands the answerer its best free pawn.
 * Without this, a search cut off at the claim scores a bluff like a true claim until its answers are explored.
 */
function answered(s: TribunalState): TribunalState {
  const p = s.pending;
  if (p.step !== 'answer') return s;
  const claimant = other(p.seat);
  const pos: Position = { grid: s.grid, districts: s.districts, bribe: s.bribe, deck: s.deck.length };
  const next = { step: 'claim', seat: p.seat } as const;
  if (claimIsTrue(s.hands[claimant], p.slot, s, claimant)) return { ...s, ...board(withPawn(pos, claimant, p.slot)), pending: next };
  if (s.supply[p.seat] === 0) return { ...s, pending: next };
  return { ...s, ...board(bestFree(pos, p.seat)), pending: next };
}

function board(pos: Position): Pick<TribunalState, 'grid' | 'districts'> {
  return { grid: pos.grid, districts: pos.districts };
}

function judged(s: TribunalState): number[] {
  const need0 = HEARINGS_TO_WIN - s.hearings[0];
  const need1 = HEARINGS_TO_WIN - s.hearings[1];
  let p: number;
  if (need0 <= 0 || need1 <= 0) {
    p = need0 <= 0 ? 1 : 0;
  } else if (s.pending.step === 'investigate') {
    // Between hearings the board still shows the hearing already counted on the track.
    p = race(need0, need1);
  } else {
    const line = lineOwner(s.grid);
    if (line !== null) {
      const won = s.jurySupport && line === s.active ? JURY_SUPPORT_HEARINGS : 1;
      p = line === 0 ? race(need0 - won, need1) : race(need0, need1 - won);
    } else {
      const board = standing({ grid: s.grid, districts: s.districts, bribe: s.bribe, deck: s.deck.length }, 0);
      const x = board + handPromise(s, 0) - handPromise(s, 1);
      const w = 1 / (1 + Math.exp(-SHARPNESS * x));
      p = w * race(need0 - 1, need1) + (1 - w) * race(need0, need1 - 1);
    }
  }
  return [p, 1 - p];
}
