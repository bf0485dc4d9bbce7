import type { Seat, Step } from '@docket/engine';
import { SLOT_FACTS, type Slot } from './board.js';
import { DISTRICTS, type CardId, type District } from './cards.js';
import { completesLine, hasFreeSlot } from './court.js';
import { bribe, erase, move, startEffect } from './districts.js';
import { discardCards, draftOf, draw, putPawn, type Ctx } from './draft.js';
import type { TribunalEvent } from './events.js';
import { discardStep, investigate } from './hearing.js';
import { claimIsTrue } from './requirements.js';
import { other, type Side, type TribunalAction, type TribunalState } from './state.js';

/** Plays a legal action (defineGame has checked it): copy-on-write from `s`. */
export function reduce(s: TribunalState, seat: Seat, a: TribunalAction): Step<TribunalState, TribunalEvent> {
  const ctx: Ctx = { d: draftOf(s), events: [] };
  const me = seat as Side;
  switch (a.type) {
    case 'claim':
      ctx.d.pending = { step: 'answer', seat: other(me), slot: a.slot };
      ctx.events.push(
        { type: 'claim', audience: 'all', seat: me, slot: a.slot },
        // Only the claimant learns from the game whether it bluffed: an OK'd claim's truth is never told to the
        // opponent, but simulations need it (the bluff metrics).
        { type: 'claim-truth', audience: [me], seat: me, slot: a.slot, bluff: !claimIsTrue(s.hands[me], a.slot, s, me) },
      );
      break;
    case 'pass':
      ctx.events.push({ type: 'pass', audience: 'all', seat: me });
      discardStep(ctx);
      break;
    case 'ok':
      ctx.events.push({ type: 'answer', audience: 'all', seat: me, objection: false });
      placePlea(ctx, s.active, claimedSlot(s), 'claim');
      break;
    case 'object':
      ctx.events.push({ type: 'answer', audience: 'all', seat: me, objection: true });
      ctx.d.pending = { step: 'prove', seat: other(me), slot: claimedSlot(s) };
      break;
    case 'show':
      prove(ctx, claimedSlot(s), a.cards);
      break;
    case 'confess':
      exposeBluff(ctx, claimedSlot(s));
      break;
    case 'place':
      placePlea(ctx, me, a.slot, 'free');
      break;
    case 'bribe':
      bribe(ctx, me, a.slot);
      discardStep(ctx);
      break;
    case 'move':
      move(ctx, me, a.from, a.to);
      discardStep(ctx);
      break;
    case 'erase':
      erase(ctx, me, a.slot);
      discardStep(ctx);
      break;
    case 'discard':
      discardCards(ctx.d, me, [a.card]);
      ctx.events.push({ type: 'discard', audience: 'all', seat: me, card: a.card });
      discardStep(ctx);
      break;
    case 'investigate':
      investigate(ctx, me, DISTRICTS.indexOf(a.district));
      break;
  }
  return { state: ctx.d, events: ctx.events };
}

function claimedSlot(s: TribunalState): Slot {
  const p = s.pending;
  if (p.step !== 'answer' && p.step !== 'prove') throw new Error(`No claim is pending (step ${p.step}).`);
  return p.slot;
}

/**
 * "Objection !" to a bluff: "il avoue avoir bluffé mais ne montre pas sa Main". A public fact; the hand is kept
 * hidden, and the objector places a pawn for free.
 */
function exposeBluff(ctx: Ctx, slot: Slot): void {
  const { d } = ctx;
  const claimant = d.active;
  const objector = other(claimant);
  d.bluffs = d.bluffs.concat({ seat: claimant, slot });
  ctx.events.push({ type: 'bluff-exposed', audience: 'all', seat: claimant, slot });
  if (d.supply[objector] > 0 && hasFreeSlot(d)) d.pending = { step: 'place', seat: objector };
  else discardStep(ctx);
}

/** A true, objected claim: the cards are shown and discarded, as many are drawn, then the pawn is placed. */
function prove(ctx: Ctx, slot: Slot, cards: readonly CardId[]): void {
  const { d } = ctx;
  const claimant = d.active;
  discardCards(d, claimant, cards);
  ctx.events.push({ type: 'show', audience: 'all', seat: claimant, slot, cards });
  draw(ctx, claimant, cards.length);
  const { grid, index } = SLOT_FACTS[slot];
  // Jury support: an objected claim, shown true, that completes the claimant's line on the grid.
  if (grid && completesLine(d.grid, index, claimant)) d.jurySupport = true;
  placePlea(ctx, claimant, slot, 'claim');
}

/** A pawn goes on the board; on a district, its effect applies for whoever placed it. */
function placePlea(ctx: Ctx, seat: Side, slot: Slot, how: 'claim' | 'free'): void {
  putPawn(ctx.d, seat, slot);
  ctx.events.push({ type: 'place', audience: 'all', seat, slot, how });
  if (!SLOT_FACTS[slot].grid) {
    const pending = startEffect(ctx, slot as District, seat);
    if (pending !== null) {
      ctx.d.pending = pending;
      return;
    }
  }
  discardStep(ctx);
}
