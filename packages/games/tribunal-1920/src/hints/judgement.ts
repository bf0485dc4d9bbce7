import { SLOT_FACTS, type Slot } from '../board.js';
import { CARDS, SYMBOLS, type CardId } from '../cards.js';
import { freeSlots } from '../court.js';
import { districtCost } from '../requirements.js';
import type { Side, TribunalView } from '../state.js';
import { placementGain, standing, type Position } from './position.js';

/**
 * The opponent's lines weigh half as much again in a seat's own judgement: after its decision, the opponent
 * is usually the next to claim.
 */
export const THREAT = 1.5;

/** What one free slot asks of the judging seat: cards per symbol (grid) or of one district. */
export interface Need {
  readonly slot: Slot;
  /** Per symbol, then per district (`SYMBOLS.length + district`), how many cards the slot asks for. */
  readonly cards: readonly number[];
  readonly total: number;
}

/**
 * What a seat makes of the board in one view, worked out once per decision and shared by every action the
 * bot scores (bots ask `prior` once per legal action, always with the same view object).
 */
export interface Judgement {
  readonly view: TribunalView;
  readonly me: Side;
  readonly pos: Position;
  /** The seat's standing now. */
  readonly base: number;
  /** The free slots and what each asks of this seat. */
  readonly needs: readonly Need[];
  /** The cards an outsider has not seen (all but the discard pile), and those this seat has not seen. */
  readonly publicPool: readonly CardId[];
  readonly unseen: readonly CardId[];
  /** How much a pawn on `slot` would raise `seat`'s standing (cached). */
  gain(seat: Side, slot: Slot): number;
  /** The best free placement `seat` could make now (what exposing a bluff hands the objector); 0 without pawns. */
  bestFree(seat: Side): number;
}

const cache = new WeakMap<TribunalView, Judgement>();

function needsOf(view: TribunalView, me: Side, slots: readonly Slot[]): Need[] {
  return slots.map((slot) => {
    const cards = new Array<number>(SYMBOLS.length + 5).fill(0);
    const { grid, index } = SLOT_FACTS[slot];
    if (grid) for (const sym of view.requirements[index] ?? []) cards[SYMBOLS.indexOf(sym)]! += 1;
    else cards[SYMBOLS.length + index] = districtCost(view, index, me);
    return { slot, cards, total: cards.reduce((a, b) => a + b, 0) };
  });
}

export function judge(view: TribunalView, me: Side): Judgement {
  const known = cache.get(view);
  if (known !== undefined && known.me === me) return known;
  const pos: Position = { grid: view.grid, districts: view.districts, bribe: view.bribe, deck: view.deckCount };
  const free = freeSlots(pos);
  const gains = new Map<string, number>();
  const frees = new Map<Side, number>();
  const hand = view.hand ?? [];
  const j: Judgement = {
    view,
    me,
    pos,
    base: standing(pos, me, THREAT),
    needs: needsOf(view, me, free),
    publicPool: CARDS.filter((c) => !view.discard.includes(c)),
    unseen: CARDS.filter((c) => !view.discard.includes(c) && !hand.includes(c)),
    gain(seat, slot) {
      const key = `${seat}${slot}`;
      let g = gains.get(key);
      if (g === undefined) {
        g = placementGain(pos, seat, slot, THREAT);
        gains.set(key, g);
      }
      return g;
    },
    bestFree(seat) {
      let best = frees.get(seat);
      if (best === undefined) {
        best = view.supply[seat] > 0 && free.length > 0 ? Math.max(...free.map((s) => j.gain(seat, s))) : 0;
        frees.set(seat, best);
      }
      return best;
    },
  };
  cache.set(view, j);
  return j;
}
