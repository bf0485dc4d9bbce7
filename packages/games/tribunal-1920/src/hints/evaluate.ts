import type { Seat } from '@docket/engine';
import { HEARINGS_TO_WIN, JURY_SUPPORT_HEARINGS, SLOT_FACTS } from '../board.js';
import { completesLine, freeSlots, lineOwner } from '../court.js';
import { claimIsTrue } from '../requirements.js';
import { other, type Side, type TribunalState, type TribunalView } from '../state.js';
import { features, SIDE_COUNT, VOID_COUNT } from './features.js';
import { resultChances, type Weights } from './model.js';
import { placementGain, withPawn, type Position } from './position.js';
import { MINE, RACE, THEIRS, VOID } from './weights.js';

/**
 * Each seat's chance to win the trial: the chances of the current hearing's results (seat 0 wins, seat 1 wins,
 * void), each followed by the race to 3 hearings as bot games ran it. A line standing decides the hearing (two
 * hearings with jury support); otherwise a softmax of fitted weights over the features of the column, the grid and
 * both hands (`features.ts`, `weights.ts`). It reads both hands: it judges a world the bot dealt itself, never
 * the true one.
 */
export function evaluate(s: TribunalState): number[] {
  return judged(settle(s));
}

/** The world as the evaluation judges it: a claim awaiting its answer, or a free pawn its place, settled. */
export function settle(s: TribunalState): TribunalState {
  const step = s.pending.step;
  return step === 'answer' || step === 'prove' ? answered(s) : step === 'place' ? placed(s) : s;
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
 * A claim awaiting its answer (or its proof), judged by its likely end: true, its pawn stands (an objection only
 * adds jury support); a bluff is objected to (answerers object to most claims) and hands the answerer its best
 * free pawn.
 * Without this, a search cut off at the claim scores a bluff like a true claim until its answers are explored.
 */
function answered(s: TribunalState): TribunalState {
  const p = s.pending;
  if (p.step !== 'answer' && p.step !== 'prove') return s;
  // Whether answering or proving, the claimant is the active seat; the other seat plays next.
  const claimant = s.active;
  const answerer = other(claimant);
  const pos: Position = { grid: s.grid, districts: s.districts, bribe: s.bribe, deck: s.deck.length };
  const next = { step: 'claim', seat: answerer } as const;
  if (claimIsTrue(s.hands[claimant], p.slot, s, claimant)) {
    // Proved after an objection, a pawn completing the claimant's line wins with jury support.
    const jurySupport = p.step === 'prove' && SLOT_FACTS[p.slot].grid && completesLine(s.grid, SLOT_FACTS[p.slot].index, claimant);
    return { ...s, ...board(withPawn(pos, claimant, p.slot)), pending: next, jurySupport };
  }
  if (s.supply[answerer] === 0) return { ...s, pending: next };
  return { ...s, ...board(bestFree(pos, answerer)), pending: next };
}

function board(pos: Position): Pick<TribunalState, 'grid' | 'districts'> {
  return { grid: pos.grid, districts: pos.districts };
}

/** The chance that the seat holding `a` hearings wins the trial against one holding `b` (from bot games). */
function race(a: number, b: number): number {
  if (a >= HEARINGS_TO_WIN) return 1;
  if (b >= HEARINGS_TO_WIN) return 0;
  return RACE[a]![b]!;
}

/**
 * What the hearing under way is worth to the trial for `seat`: its chance if it wins the hearing less its chance
 * if it loses it. 0.04 at none all (the loser's investigator nearly makes up for the hearing), 1 at two all.
 */
export function stakes(view: TribunalView, seat: Seat): number {
  const me = seat as Side;
  const mine = view.hearings[me];
  const theirs = view.hearings[other(me)];
  return race(mine + 1, theirs) - race(mine, theirs + 1);
}

const scratch = new Float64Array(2 * SIDE_COUNT + VOID_COUNT);

function judged(s: TribunalState): number[] {
  const [h0, h1] = s.hearings;
  let p: number;
  if (h0 >= HEARINGS_TO_WIN || h1 >= HEARINGS_TO_WIN) {
    p = h0 >= HEARINGS_TO_WIN ? 1 : 0;
  } else if (s.pending.step === 'investigate') {
    // Between hearings the board still shows the hearing already counted on the track.
    p = race(h0, h1);
  } else {
    const line = lineOwner(s.grid);
    if (line !== null) {
      const won = s.jurySupport && line === s.active ? JURY_SUPPORT_HEARINGS : 1;
      p = line === 0 ? race(h0 + won, h1) : race(h0, h1 + won);
    } else {
      const [win0, win1, none] = hearingChances(s);
      p = win0 * race(h0 + 1, h1) + win1 * race(h0, h1 + 1) + none * race(h0, h1);
    }
  }
  return [p, 1 - p];
}

/** The fitted weights (`weights.ts`). */
const FITTED: Weights = { mine: MINE, theirs: THEIRS, void: VOID };

/** The chances that seat 0 wins the hearing under way, that seat 1 does, and that it ends void. */
export function hearingChances(s: TribunalState): [number, number, number] {
  features(s, scratch);
  return resultChances(FITTED, scratch);
}
