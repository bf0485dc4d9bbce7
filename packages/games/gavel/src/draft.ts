import { Rng, type Seat } from '@docket/engine';
import { sortCards, type CardId } from './cards.js';
import type { GavelEvent } from './events.js';
import type { GavelState, WinReason } from './state.js';

/**
 * The next state while `reduce` builds it: a shallow copy of the previous state whose fields are replaced,
 * never mutated in place (copy-on-write: unchanged arrays are shared with the previous state).
 */
export type Draft = { -readonly [K in keyof GavelState]: GavelState[K] };

/** `reduce`'s working set: the draft and the events of this step, in order. */
export interface Ctx {
  readonly d: Draft;
  readonly events: GavelEvent[];
}

/** Field by field (not spread) so every state shares one object shape, which keeps playouts fast. */
export function draftOf(s: GavelState): Draft {
  return {
    rng: s.rng,
    players: s.players,
    targetPoints: s.targetPoints,
    juryMinimum: s.juryMinimum,
    outOfOrder: s.outOfOrder,
    cards: s.cards,
    drawStack: s.drawStack,
    discard: s.discard,
    hands: s.hands,
    admitted: s.admitted,
    points: s.points,
    eliminated: s.eliminated,
    lostTurns: s.lostTurns,
    reshuffled: s.reshuffled,
    drawnSince: s.drawnSince,
    active: s.active,
    pending: s.pending,
    verdict: s.verdict,
    winner: s.winner,
    reason: s.reason,
  };
}

export function withIndex<T>(items: readonly T[], index: number, value: T): T[] {
  const next = items.slice();
  next[index] = value;
  return next;
}

/** Puts cards on the face-up discard stack, in order (the last becomes the top). */
export function toDiscard(d: Draft, ...cards: readonly CardId[]): void {
  d.discard = d.discard.concat(cards);
}

/**
 * Draws one card. An empty draw stack is first made anew from the shuffled discard stack; with both empty the
 * draw is skipped. The drawer learns the card, everyone else only that a card was drawn.
 */
export function draw(ctx: Ctx, seat: Seat): void {
  const { d, events } = ctx;
  if (d.drawStack.length === 0) {
    if (d.discard.length === 0) {
      events.push({ type: 'draw-skipped', audience: 'all', seat });
      return;
    }
    const rng = Rng.from(d.rng);
    d.drawStack = rng.shuffle(d.discard.slice());
    d.rng = rng.state();
    d.reshuffled = sortCards(d.discard);
    d.discard = [];
    d.drawnSince = d.hands.map(() => []);
    events.push({ type: 'reshuffle', audience: 'all', count: d.drawStack.length });
  }
  const card = d.drawStack[0] as CardId;
  d.drawStack = d.drawStack.slice(1);
  d.hands = withIndex(d.hands, seat, d.hands[seat]!.concat(card));
  if (d.reshuffled !== null) d.drawnSince = withIndex(d.drawnSince, seat, d.drawnSince[seat]!.concat(card));
  events.push({ type: 'draw', audience: [seat], seat, card }, { type: 'draw-hidden', audience: { except: [seat] }, seat });
}

/** Ends the match. */
export function finish(ctx: Ctx, winner: Seat | null, reason: WinReason): void {
  const { d } = ctx;
  d.pending = { step: 'over' };
  d.winner = winner;
  d.reason = reason;
  ctx.events.push({ type: 'won', audience: 'all', seat: winner, reason, points: d.points.slice() });
}
