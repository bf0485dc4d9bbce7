import type { Seat } from '@docket/engine';
import { without, type Kind } from './cards.js';
import { startWitnesses } from './court.js';
import { active, addOne, drawCards, emit, remember, setHand, setHolding, setPins, type Ctx } from './draft.js';
import { DEFENDANT_DRAW, GIFT, MIN_FILED, REPLACEMENT_DRAW, SHORT_DRAW, type Role } from './roles.js';
import { at, judgeOf, replaced, type Need, type OrderGroup } from './state.js';

const GROUP_ROLE: Readonly<Record<OrderGroup, Role>> = { defendants: 'defendant', lawyers: 'lawyer', witnesses: 'witness' };
const NEXT_GROUP: Readonly<Record<OrderGroup, OrderGroup | null>> = { defendants: 'lawyers', lawyers: 'witnesses', witnesses: null };

/** A new round: last round's warned player sits this one out; the Judge then sets the order of play. */
export function startRound(c: Ctx): void {
  const d = c.d;
  d.round += 1;
  d.stopped = d.warned;
  d.warned = null;
  d.order = { defendants: [], lawyers: [], witnesses: [] };
  emit(c, { type: 'round-start', audience: 'all', round: d.round, stopped: d.stopped });
  orderNext(c, 'defendants');
}

/** "The order of which defendant will go first is decided by the judge, same goes with the two lawyers and the witnesses." */
export function orderNext(c: Ctx, group: OrderGroup): void {
  const d = c.d;
  const chosen = d.order[group];
  const left = active(d, GROUP_ROLE[group]).filter((s) => !chosen.includes(s));
  if (left.length >= 2) {
    d.pending = { step: 'order', seat: judgeOf(d.roles), group };
    return;
  }
  d.order = { ...d.order, [group]: [...chosen, ...left] };
  const next = NEXT_GROUP[group];
  if (next !== null) orderNext(c, next);
  else startDefendants(c);
}

export function choose(c: Ctx, group: OrderGroup, seat: Seat): void {
  c.d.order = { ...c.d.order, [group]: [...c.d.order[group], seat] };
  emit(c, { type: 'order', audience: 'all', group, seat });
  orderNext(c, group);
}

function startDefendants(c: Ctx): void {
  c.d.queue = c.d.order.defendants.slice();
  nextDefendant(c);
}

/** "Draw 5 evidence cards" (3 while a lawyer is stopped). */
function nextDefendant(c: Ctx): void {
  const d = c.d;
  const seat = d.queue[0];
  if (seat === undefined) {
    afterDefendants(c);
    return;
  }
  d.queue = d.queue.slice(1);
  const n = active(d, 'lawyer').length === 2 ? DEFENDANT_DRAW : SHORT_DRAW;
  const cards = drawCards(c, n);
  setHolding(c, seat, cards);
  remember(c, seat, { round: d.round, what: 'drew', cards: at(d.holding, seat).slice() });
  emit(c, { type: 'draw', audience: [seat], seat, cards: at(d.holding, seat).slice() });
  emit(c, { type: 'draw-hidden', audience: { except: [seat] }, seat, count: cards.length });
  if (cards.length === 0) nextDefendant(c);
  else d.pending = { step: 'discard', seat };
}

/** "Discard 1 of them in front of you facedown on top of the last cards discarded." */
export function discard(c: Ctx, seat: Seat, card: Kind): void {
  const d = c.d;
  setHolding(c, seat, without(at(d.holding, seat), card));
  d.piles = replaced(d.piles, seat, [...at(d.piles, seat), { card, seenBy: [seat] }]);
  remember(c, seat, { round: d.round, what: 'discarded', card });
  emit(c, { type: 'discard', audience: 'all', seat });
  const needs: Need[] = active(d, 'lawyer').map((lawyer) => ({ lawyer, count: GIFT }));
  d.pending = { step: 'give', seat, needs };
  settleGifts(c, seat, needs);
}

/** "Give each lawyer 2 evidence cards", one card at a time. */
export function give(c: Ctx, seat: Seat, card: Kind, lawyer: Seat): void {
  const p = c.d.pending;
  if (p.step !== 'give') throw new Error('give outside a give step');
  handOver(c, seat, card, lawyer);
  const needs = p.needs.map((n) => (n.lawyer === lawyer ? { lawyer, count: n.count - 1 } : n));
  c.d.pending = { step: 'give', seat, needs };
  settleGifts(c, seat, needs);
}

function handOver(c: Ctx, seat: Seat, card: Kind, lawyer: Seat): void {
  const d = c.d;
  setHolding(c, seat, without(at(d.holding, seat), card));
  setHand(c, lawyer, [...at(d.hands, lawyer), card]);
  remember(c, seat, { round: d.round, what: 'gave', lawyer, card });
  remember(c, lawyer, { round: d.round, what: 'received', from: seat, card });
  setPins(c, seat, lawyer, addOne(at(at(d.pins, seat), lawyer), card));
  emit(c, { type: 'give', audience: [seat, lawyer], seat, lawyer, card });
  emit(c, { type: 'give-hidden', audience: { except: [seat, lawyer] }, seat, lawyer });
}

/** Plays the gifts that leave no choice (one lawyer left to serve), then moves on once the defendant is done. */
function settleGifts(c: Ctx, seat: Seat, needs: readonly Need[]): void {
  const open = needs.filter((n) => n.count > 0);
  const holding = at(c.d.holding, seat);
  if (open.length === 1) {
    const only = at(open, 0);
    for (const card of holding.slice(0, only.count)) handOver(c, seat, card, only.lawyer);
  } else if (open.length > 1 && holding.length > 0) {
    return;
  }
  // Ours: a card left over (never with a full draw) goes on the defendant's own pile.
  for (const card of at(c.d.holding, seat)) {
    c.d.piles = replaced(c.d.piles, seat, [...at(c.d.piles, seat), { card, seenBy: [seat] }]);
    remember(c, seat, { round: c.d.round, what: 'discarded', card });
    emit(c, { type: 'discard', audience: 'all', seat });
  }
  setHolding(c, seat, []);
  nextDefendant(c);
}

/** "If the judge stops a defendant: as a replacement of their role each lawyer draws 2 evidence cards." */
function afterDefendants(c: Ctx): void {
  const d = c.d;
  if (d.stopped !== null && d.roles[d.stopped] === 'defendant') {
    for (const lawyer of d.order.lawyers) {
      const cards = drawCards(c, REPLACEMENT_DRAW);
      setHand(c, lawyer, [...at(d.hands, lawyer), ...cards]);
      remember(c, lawyer, { round: d.round, what: 'drew', cards });
      emit(c, { type: 'draw', audience: [lawyer], seat: lawyer, cards });
      emit(c, { type: 'draw-hidden', audience: { except: [lawyer] }, seat: lawyer, count: cards.length });
    }
  }
  startLawyers(c);
}

/** "If the judge stops a lawyer: … the judge draws two evidence cards and places them in the case file without looking." */
function startLawyers(c: Ctx): void {
  const d = c.d;
  if (d.stopped !== null && d.roles[d.stopped] === 'lawyer') {
    const cards = drawCards(c, REPLACEMENT_DRAW);
    d.caseFile = [...d.caseFile, ...cards.map((card) => ({ by: 'judge' as const, card }))];
    emit(c, { type: 'judge-files', audience: 'all', seat: judgeOf(d.roles), count: cards.length });
  }
  d.queue = d.order.lawyers.slice();
  nextLawyer(c);
}

/** "Put at least 2 evidence cards in the case file": a hand of 2 or fewer goes in whole, with no choice. */
function nextLawyer(c: Ctx): void {
  const d = c.d;
  const seat = d.queue[0];
  if (seat === undefined) {
    startWitnesses(c);
    return;
  }
  d.queue = d.queue.slice(1);
  const hand = at(d.hands, seat);
  if (hand.length <= MIN_FILED) {
    for (const card of hand) fileOne(c, seat, card);
    nextLawyer(c);
  } else {
    d.pending = { step: 'file', seat, filed: 0 };
  }
}

function fileOne(c: Ctx, seat: Seat, card: Kind): void {
  const d = c.d;
  setHand(c, seat, without(at(d.hands, seat), card));
  d.caseFile = [...d.caseFile, { by: seat, card }];
  remember(c, seat, { round: d.round, what: 'filed', card });
  emit(c, { type: 'file', audience: 'all', seat });
}

export function file(c: Ctx, seat: Seat, card: Kind, filed: number): void {
  fileOne(c, seat, card);
  if (at(c.d.hands, seat).length === 0) nextLawyer(c);
  else c.d.pending = { step: 'file', seat, filed: filed + 1 };
}

export function rest(c: Ctx, seat: Seat, filed: number): void {
  emit(c, { type: 'rest', audience: 'all', seat, filed });
  nextLawyer(c);
}
