import { SLOT_FACTS, type Slot } from './board.js';
import type { CardId } from './cards.js';
import type { TribunalEvent } from './events.js';
import { type Pair, type Side, type TribunalState } from './state.js';

/**
 * The next state while `reduce` builds it: a shallow copy of the previous state whose fields are replaced,
 * never mutated in place (copy-on-write: unchanged arrays are shared with the previous state).
 */
export type Draft = { -readonly [K in keyof TribunalState]: TribunalState[K] };

/** `reduce`'s working set: the draft and the events of this step, in order. */
export interface Ctx {
  readonly d: Draft;
  readonly events: TribunalEvent[];
}

/**
 * The shallow copy `reduce` starts from. Written out field by field (not spread) so every state shares one
 * object shape, which keeps property reads fast in long playouts.
 */
export function draftOf(s: TribunalState): Draft {
  return {
    rng: s.rng,
    requirements: s.requirements,
    deck: s.deck,
    hands: s.hands,
    discard: s.discard,
    grid: s.grid,
    districts: s.districts,
    investigators: s.investigators,
    bribe: s.bribe,
    supply: s.supply,
    investigatorsLeft: s.investigatorsLeft,
    hearings: s.hearings,
    hearing: s.hearing,
    starter: s.starter,
    active: s.active,
    pending: s.pending,
    jurySupport: s.jurySupport,
    bluffs: s.bluffs,
    lastHearing: s.lastHearing,
  };
}

export function withSeat<T>(pair: Pair<T>, seat: Side, value: T): Pair<T> {
  return seat === 0 ? [value, pair[1]] : [pair[0], value];
}

export function withIndex<T>(items: readonly T[], index: number, value: T): T[] {
  const next = items.slice();
  next[index] = value;
  return next;
}

/** Draws up to `n` cards (as many as the deck holds): the drawer learns them, the other seat only the count. */
export function draw(ctx: Ctx, seat: Side, n: number): void {
  const { d } = ctx;
  const k = Math.min(n, d.deck.length);
  if (k === 0) return;
  const cards = d.deck.slice(0, k);
  d.deck = d.deck.slice(k);
  d.hands = withSeat(d.hands, seat, d.hands[seat].concat(cards));
  ctx.events.push(
    { type: 'draw', audience: [seat], seat, cards },
    { type: 'draw-hidden', audience: { except: [seat] }, seat, count: k },
  );
}

/** Moves cards from a hand to the face-up discard pile. */
export function discardCards(d: Draft, seat: Side, cards: readonly CardId[]): void {
  d.hands = withSeat(
    d.hands,
    seat,
    d.hands[seat].filter((c) => !cards.includes(c)),
  );
  d.discard = d.discard.concat(cards);
}

/** Puts one of `seat`'s plea pawns from its supply on a free slot. */
export function putPawn(d: Draft, seat: Side, slot: Slot): void {
  const { grid, index } = SLOT_FACTS[slot];
  if (grid) d.grid = withIndex(d.grid, index, seat);
  else d.districts = withIndex(d.districts, index, seat);
  d.supply = withSeat(d.supply, seat, d.supply[seat] - 1);
}
