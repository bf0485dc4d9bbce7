import type { Seat } from '@docket/engine';
import { OUT_OF_ORDER, removeOne, type AttackId, type EvidenceId, type ResponseId } from './cards.js';
import { toDiscard, withIndex, type Ctx } from './draft.js';
import type { Pending } from './state.js';
import { admit, beginTurn, passTurn } from './turn.js';

type Attack = Extract<Pending, { step: 'attack' }>;
type Respond = Extract<Pending, { step: 'respond' }>;

/**
 * "The player proffering evidence does so by placing an evidence card face up in front of himself." The attack
 * window opens: every live opponent is asked, holder of a matching sword or not, so asking reveals nothing.
 */
export function proffer(ctx: Ctx, seat: Seat, card: EvidenceId): void {
  const { d } = ctx;
  d.hands = withIndex(d.hands, seat, removeOne(d.hands[seat]!, card));
  const waiting: Seat[] = [];
  for (let k = 1; k < d.players; k++) {
    const i = (seat + k) % d.players;
    if (!d.eliminated[i]) waiting.push(i);
  }
  d.pending = { step: 'attack', seat, evidence: card, waiting };
  ctx.events.push({ type: 'proffer', audience: 'all', seat, card });
}

/** An opponent lets the evidence through; when all have, "the evidence is admitted into evidence". */
export function passAttack(ctx: Ctx, seat: Seat, p: Attack): void {
  const { d } = ctx;
  ctx.events.push({ type: 'pass', audience: 'all', seat });
  const waiting = p.waiting.filter((w) => w !== seat);
  if (waiting.length > 0) {
    d.pending = { ...p, waiting };
    return;
  }
  if (!admit(ctx, p.seat, p.evidence)) passTurn(ctx, p.seat);
}

/** The first objection taken ends the window: the sword goes on top of the evidence. */
export function object(ctx: Ctx, seat: Seat, card: AttackId, p: Attack): void {
  const { d } = ctx;
  d.hands = withIndex(d.hands, seat, removeOne(d.hands[seat]!, card));
  d.pending = { step: 'respond', seat: p.seat, evidence: p.evidence, attack: card, objector: seat };
  ctx.events.push({ type: 'object', audience: 'all', seat, card, evidence: p.evidence });
}

/** "If the appropriate defense is made, the objection and response cards are discarded. The evidence is admitted." */
export function respond(ctx: Ctx, card: ResponseId, p: Respond): void {
  const { d } = ctx;
  d.hands = withIndex(d.hands, p.seat, removeOne(d.hands[p.seat]!, card));
  toDiscard(d, p.attack, card);
  ctx.events.push({ type: 'respond', audience: 'all', seat: p.seat, card, objector: p.objector });
  if (!admit(ctx, p.seat, p.evidence)) passTurn(ctx, p.seat);
}

/** Out of Order, instead of a response: the attack is discarded, the evidence admitted, the objector loses its next turn. */
export function outOfOrder(ctx: Ctx, p: Respond): void {
  const { d } = ctx;
  d.hands = withIndex(d.hands, p.seat, removeOne(d.hands[p.seat]!, OUT_OF_ORDER));
  toDiscard(d, p.attack, OUT_OF_ORDER);
  d.lostTurns = withIndex(d.lostTurns, p.objector, (d.lostTurns[p.objector] as number) + 1);
  ctx.events.push({ type: 'out-of-order', audience: 'all', seat: p.seat, objector: p.objector });
  if (!admit(ctx, p.seat, p.evidence)) passTurn(ctx, p.seat);
}

/** "The Evidence card and objection cards are discarded, and the successful objector goes next." */
export function concede(ctx: Ctx, p: Respond): void {
  toDiscard(ctx.d, p.evidence, p.attack);
  ctx.events.push({ type: 'sustained', audience: 'all', seat: p.seat, objector: p.objector, evidence: p.evidence });
  beginTurn(ctx, p.objector);
}
