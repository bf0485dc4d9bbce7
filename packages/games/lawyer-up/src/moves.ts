import type { Seat } from '@docket/engine';
import { withRng, type Ctx } from './draft.js';
import { isAutoma } from './solo/seat.js';
import { deckBit, handBit, noteMove, PUBLIC } from './knowledge.js';
import type { Draft } from './state.js';

/**
 * Draws the top `n` cards of a seat's deck into its hand. An empty deck is not reshuffled (rulebook:
 * "If a player's deck runs out of cards, there is no reshuffling").
 */
export function drawCards(ctx: Ctx, seat: Seat, n: number, always = false): void {
  const { d } = ctx;
  // The Automa holds no hand: its cards come off the top of its deck on its turn (solo/turn.ts).
  if (isAutoma(d, seat)) return;
  const deck = d.decks[seat]!;
  const hand = d.hands[seat]!;
  const drawn: string[] = [];
  for (let k = 0; k < n && deck.length > 0; k++) {
    const c = deck.shift() as string;
    hand.push(c);
    noteMove(d, c, deckBit(seat), handBit(seat), [seat]);
    drawn.push(c);
  }
  // `always`: the events go out even for no card, when how many is drawn is a secret until now (mulligans).
  if (drawn.length === 0 && !always) return;
  ctx.events.push({ type: 'draw', audience: [seat], seat, cards: drawn });
  ctx.events.push({ type: 'draw-hidden', audience: { except: [seat] }, seat, count: drawn.length });
}

/** A card from a seat's hand to its discard pile, face up. */
export function discardFromHand(ctx: Ctx, seat: Seat, card: string): void {
  moveToDiscard(ctx.d, seat, card);
  ctx.events.push({ type: 'discard', audience: 'all', seat, card });
}

/** The move alone, for callers that announce it otherwise (the mulligans' one event per side). */
export function moveToDiscard(d: Draft, seat: Seat, card: string): void {
  const hand = d.hands[seat]!;
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`${card} is not in hand`);
  hand.splice(i, 1);
  d.discards[seat]!.push(card);
  noteMove(d, card, handBit(seat), PUBLIC, []);
}

/** Shuffles a seat's deck (after a search, or cards shuffled in). */
export function shuffleDeck(ctx: Ctx, seat: Seat): void {
  const deck = ctx.d.decks[seat]!;
  withRng(ctx.d, (rng) => rng.shuffle(deck));
}

/** Draws each seat back up to `size` cards, the Prosecution first. */
export function drawUpTo(ctx: Ctx, size: number): void {
  for (const seat of [0, 1]) {
    const missing = size - ctx.d.hands[seat]!.length;
    if (missing > 0) drawCards(ctx, seat, missing);
  }
}
