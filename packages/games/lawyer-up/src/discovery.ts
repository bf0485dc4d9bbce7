import type { Seat } from '@docket/engine';
import { own, withRng, type Ctx } from './draft.js';
import { draftBit, handBit, noteMove, PLACE, PUBLIC } from './knowledge.js';
import { drawCards, moveToDiscard } from './moves.js';
import { beginCall } from './calling.js';
import { automaSeat } from './solo/seat.js';
import { HAND_SIZE, type LawyerUpState } from './state.js';

/** Where the cards of a draft pick go, in order (rulings: deck for P, deck for D, buried). */
const TARGETS = [PLACE.deckP, PLACE.deckD, PLACE.buried] as const;

/**
 * A draft round: each player draws 3 from the case deck, the Prosecution first. Near the end, the last
 * cards are dealt as evenly as possible, the Prosecution first (rulings' remainder rule).
 */
export function beginDraftRound(ctx: Ctx): void {
  const { d } = ctx;
  const n = d.caseDeck.length;
  if (n === 0) return finishDiscovery(ctx);
  // Solo: only the player drafts, three cards at a time (the Automa's deck gets one card of every three).
  const automa = automaSeat(d);
  const counts = automa !== null ? [0, 1].map((seat) => (seat === automa ? 0 : Math.min(3, n))) : n >= 6 ? [3, 3] : [Math.ceil(n / 2), Math.floor(n / 2)];
  counts.forEach((count, seat) => {
    for (let k = 0; k < count; k++) {
      const c = own(d, 'caseDeck').shift() as string;
      own(d, 'draftHands')[seat]!.push(c);
      noteMove(d, c, PLACE.caseDeck, draftBit(seat), [seat]);
    }
    if (count > 0) ctx.events.push({ type: 'draft-dealt', audience: [seat], seat, cards: d.draftHands[seat]!.slice() });
  });
  d.pending = { step: 'draft', picks: [null, null] };
}

/** The seats still to choose in this draft round. */
export function draftersLeft(d: Pick<LawyerUpState, 'draftHands' | 'pending'>): Seat[] {
  const picks = d.pending.step === 'draft' ? d.pending.picks : [];
  return [0, 1].filter((seat) => d.draftHands[seat]!.length > 0 && picks[seat] === null);
}

/** A seat's hidden choice; once both chose, every card goes face down where its drafter sent it. */
export function draftPick(ctx: Ctx, seat: Seat, order: readonly string[]): void {
  const { d } = ctx;
  if (d.pending.step !== 'draft') throw new Error('no draft');
  const picks = d.pending.picks.slice();
  picks[seat] = order.slice();
  d.pending = { step: 'draft', picks };
  ctx.events.push({ type: 'draft-chosen', audience: 'all', seat });
  if (draftersLeft(d).length > 0) return;
  for (const s of [0, 1]) {
    const chosen = picks[s];
    if (chosen === null || chosen === undefined) continue;
    chosen.forEach((c, i) => {
      const to = TARGETS[i]!;
      if (to === PLACE.buried) own(d, 'buried').push(c);
      else d.decks[to === PLACE.deckP ? 0 : 1]!.push(c);
      noteMove(d, c, draftBit(s), to, [s]);
    });
    own(d, 'draftHands')[s] = [];
    ctx.events.push({ type: 'drafted', audience: [s], seat: s, order: chosen.slice() });
  }
  beginDraftRound(ctx);
}

/** Option `firstGameDeal`: 10 cards at random to each deck and to the Buried Evidence; the rest stay in the box. */
export function dealFirstGame(ctx: Ctx): void {
  const { d } = ctx;
  const cards = own(d, 'caseDeck').splice(0);
  cards.forEach((c, i) => {
    const to = i < 10 ? PLACE.deckP : i < 20 ? PLACE.deckD : i < 30 ? PLACE.buried : PLACE.box;
    if (to === PLACE.deckP) d.decks[0]!.push(c);
    else if (to === PLACE.deckD) d.decks[1]!.push(c);
    else if (to === PLACE.buried) own(d, 'buried').push(c);
    else own(d, 'box').push(c);
    noteMove(d, c, PLACE.caseDeck, to, []);
  });
  ctx.events.push({ type: 'dealt', audience: 'all', count: Math.min(10, cards.length) });
  finishDiscovery(ctx);
}

/** Each player shuffles its deck and draws 5; then the mulligans, the Prosecution first. */
function finishDiscovery(ctx: Ctx): void {
  const { d } = ctx;
  for (const seat of [0, 1]) withRng(d, (rng) => rng.shuffle(d.decks[seat]!));
  for (const seat of [0, 1]) drawCards(ctx, seat, HAND_SIZE);
  d.pending = { step: 'mulligan', seat: 0 };
}

/** Marks a card for the mulligan (hidden until both have kept). */
export function markMulligan(ctx: Ctx, seat: Seat, card: string): void {
  own(ctx.d, 'mulligan')[seat]!.push(card);
  ctx.events.push({ type: 'mulligan-marked', audience: [seat], seat, card });
}

/** Ends a seat's mulligan; after the Defense's, both discard what they marked and draw back to 5. */
export function keepHand(ctx: Ctx, seat: Seat): void {
  const { d } = ctx;
  ctx.events.push({ type: 'keep', audience: 'all', seat });
  if (seat === 0) {
    d.pending = { step: 'mulligan', seat: 1 };
    return;
  }
  // One event per side for the discards and one for the redraw, however many were marked: how many a side
  // marked stays hidden until then, so the kinds of events the other receives must not depend on it.
  for (const s of [0, 1]) {
    const marked = d.mulligan[s]!.slice();
    for (const c of marked) moveToDiscard(d, s, c);
    ctx.events.push({ type: 'mulligan', audience: 'all', seat: s, cards: marked });
    drawCards(ctx, s, marked.length, true);
    own(d, 'mulligan')[s] = [];
  }
  for (const s of [0, 1]) joinOpeningHand(ctx, s);
  beginCall(ctx);
}

/**
 * "In Case 01 the Prosecution adds the Bloody Knife to their opening hand as a sixth card after the opening hand
 * has been drawn": set-aside cards join the hand, face up to all, once both mulligans are done.
 */
function joinOpeningHand(ctx: Ctx, seat: Seat): void {
  const { d } = ctx;
  for (const c of d.aside[seat]!) {
    d.hands[seat]!.push(c);
    noteMove(d, c, PUBLIC, handBit(seat), []);
    ctx.events.push({ type: 'set-aside-joins', audience: 'all', seat, card: c });
  }
  own(d, 'aside')[seat] = [];
}
