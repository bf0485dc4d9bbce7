import type { Seat } from '@docket/engine';
import { removeOne, weightOf, type CardId, type EvidenceId } from './cards.js';
import { draw, finish, toDiscard, withIndex, type Ctx } from './draft.js';
import { evidenceExhausted } from './legal.js';
import { liveCount, nextLive, type GavelState } from './state.js';

/** No evidence is left to admit and nobody may Go to the Jury: no one can ever win (ours, here). */
function deadlocked(d: GavelState): boolean {
  if (!evidenceExhausted(d)) return false;
  for (let i = 0; i < d.players; i++) if (!d.eliminated[i] && (d.points[i] as number) >= d.juryMinimum) return false;
  return true;
}

/**
 * Begins the turn of `seat`, or of the next seat that can play: a seat that owes a lost turn (Out of Order)
 * forfeits it; with enough points it is asked whether to Go to the Jury before drawing; otherwise it draws
 * and must play. A seat left with no card to play passes its turn (ours, here); when every live seat is in
 * that state, nobody can ever act again and the match ends without a winner; so does a match where every
 * evidence card is admitted and nobody has the points to Go to the Jury.
 */
export function beginTurn(ctx: Ctx, seat: Seat): void {
  const { d, events } = ctx;
  if (deadlocked(d)) {
    finish(ctx, null, 'stalemate');
    return;
  }
  let who = d.eliminated[seat] ? nextLive(d.eliminated, seat) : seat;
  let idle = 0;
  for (let guard = 0; guard < 10_000; guard++) {
    const owed = d.lostTurns[who] as number;
    if (owed > 0) {
      d.lostTurns = withIndex(d.lostTurns, who, owed - 1);
      events.push({ type: 'turn-lost', audience: 'all', seat: who });
      who = nextLive(d.eliminated, who);
      continue;
    }
    d.active = who;
    if ((d.points[who] as number) >= d.juryMinimum) {
      d.pending = { step: 'open', seat: who };
      return;
    }
    draw(ctx, who);
    if (d.hands[who]!.length > 0) {
      d.pending = { step: 'play', seat: who };
      return;
    }
    events.push({ type: 'no-play', audience: 'all', seat: who });
    if (++idle >= liveCount(d.eliminated)) {
      finish(ctx, null, 'stalemate');
      return;
    }
    who = nextLive(d.eliminated, who);
  }
  throw new Error('beginTurn: no seat could take a turn');
}

/** Play continues clockwise from `seat`. */
export function passTurn(ctx: Ctx, seat: Seat): void {
  beginTurn(ctx, nextLive(ctx.d.eliminated, seat));
}

/** Declining the jury: the turn goes on with the draw. */
export function drawInstead(ctx: Ctx, seat: Seat): void {
  const { d } = ctx;
  draw(ctx, seat);
  if (d.hands[seat]!.length > 0) {
    d.pending = { step: 'play', seat };
    return;
  }
  ctx.events.push({ type: 'no-play', audience: 'all', seat });
  passTurn(ctx, seat);
}

/** "If he does not have evidence, he must discard into the Discard Stack with play continuing clockwise." */
export function discardCard(ctx: Ctx, seat: Seat, card: CardId): void {
  const { d } = ctx;
  d.hands = withIndex(d.hands, seat, removeOne(d.hands[seat]!, card));
  toDiscard(d, card);
  ctx.events.push({ type: 'discard', audience: 'all', seat, card });
  passTurn(ctx, seat);
}

/** The evidence is admitted; "the first player to have 12 points of weight admitted into evidence wins". */
export function admit(ctx: Ctx, seat: Seat, card: EvidenceId): boolean {
  const { d } = ctx;
  d.admitted = withIndex(d.admitted, seat, d.admitted[seat]!.concat(card));
  const total = (d.points[seat] as number) + weightOf(card);
  d.points = withIndex(d.points, seat, total);
  ctx.events.push({ type: 'admitted', audience: 'all', seat, card, points: total });
  if (total < d.targetPoints) return false;
  finish(ctx, seat, 'target');
  return true;
}
