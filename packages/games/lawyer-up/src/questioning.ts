import type { Seat } from '@docket/engine';
import { playCard } from './cards.js';
import { own, type Ctx } from './draft.js';
import { queueTrigger, runQueue } from './effects/run.js';
import { handBit, noteMove, PUBLIC } from './knowledge.js';
import { witnessBiases } from './influence.js';
import { JUDGES } from './content/base/index.js';
import { drawCards } from './moves.js';
import { resolveWitness } from './resolution.js';
import { other, type LawyerUpState } from './state.js';

/** The biases the next card in `seat`'s examination must match: its end of the Witness, then its top card. */
export function chainBiases(s: Pick<LawyerUpState, 'stand' | 'exams'>, seat: Seat): readonly string[] {
  const exam = s.exams[seat]!;
  const top = exam[exam.length - 1];
  if (top !== undefined) return playCard(top.card).biases;
  return s.stand === null ? [] : witnessBiases(s.stand, seat);
}

/** Whether `card` may be played into `seat`'s examination: at least one bias in common with the chain. */
export function canChain(s: Pick<LawyerUpState, 'stand' | 'exams'>, seat: Seat, card: string): boolean {
  const need = chainBiases(s, seat);
  for (const b of playCard(card).biases) if (need.includes(b)) return true;
  return false;
}

/**
 * Whether the other player may object to `card`: once per Witness, with an unexhausted token, to an
 * Argument; before a Biased Judge, to any Argument or Evidence without the Judge's bias.
 */
export function objectable(s: Pick<LawyerUpState, 'options' | 'objections' | 'objected'>, objector: Seat, card: string): boolean {
  if (s.objected[objector] || (s.objections[objector] ?? 0) <= 0) return false;
  const c = playCard(card);
  const judge = JUDGES.find((j) => j.id === s.options.judge);
  if (judge === undefined || judge.bias === null) return c.type === 'Argument';
  return (c.type === 'Argument' || c.type === 'Evidence') && !c.biases.includes(judge.bias);
}

/** Play an Evidence, Argument or Procedure into the examination; the objection window opens when it may. */
export function playIntoExamination(ctx: Ctx, seat: Seat, card: string): void {
  const { d } = ctx;
  const hand = d.hands[seat]!;
  hand.splice(hand.indexOf(card), 1);
  d.exams[seat]!.push({ card, value: playCard(card).value });
  noteMove(d, card, handBit(seat), PUBLIC, []);
  ctx.events.push({ type: 'play', audience: 'all', seat, card });
  d.actor = seat;
  d.another = false;
  const objector = other(seat);
  if (objectable(d, objector, card)) {
    d.pending = { step: 'objection', seat: objector, card };
    return;
  }
  examine(ctx, seat, card);
}

/** The card stands: its Examine effects resolve, then play goes on. */
function examine(ctx: Ctx, seat: Seat, card: string): void {
  queueTrigger(ctx.d, seat, card, 'examine');
  ctx.d.after = 'next-turn';
  runQueue(ctx);
}

/** Objection! The card is discarded with no effect and its player must take another action. */
export function object(ctx: Ctx, objector: Seat): void {
  const { d } = ctx;
  if (d.pending.step !== 'objection') throw new Error('no objection window');
  const card = d.pending.card;
  const player = other(objector);
  d.objections[objector]!--;
  d.objected[objector] = true;
  const exam = d.exams[player]!;
  exam.splice(exam.findIndex((e) => e.card === card), 1);
  d.discards[player]!.push(card);
  ctx.events.push({ type: 'object', audience: 'all', seat: objector, card });
  d.pending = { step: 'question', seat: player };
}

export function allow(ctx: Ctx, objector: Seat): void {
  if (ctx.d.pending.step !== 'objection') throw new Error('no objection window');
  const card = ctx.d.pending.card;
  ctx.events.push({ type: 'allow', audience: 'all', seat: objector, card });
  examine(ctx, other(objector), card);
}

/** A Procedure into the player's procedure area; its Action waits for a later turn. */
export function playProcedure(ctx: Ctx, seat: Seat, card: string): void {
  const { d } = ctx;
  const hand = d.hands[seat]!;
  hand.splice(hand.indexOf(card), 1);
  own(d, 'procedures')[seat]!.push(card);
  own(d, 'fresh').push(card);
  noteMove(d, card, handBit(seat), PUBLIC, []);
  ctx.events.push({ type: 'procedure', audience: 'all', seat, card });
  d.actor = seat;
  d.another = false;
  nextTurn(ctx);
}

/**
 * Activate a Procedure (needs the Judge's favour): it is discarded and the favour passes to the other
 * player, then its Action resolves (ours, here: discarded first, so the Action cannot pick the card itself).
 */
export function activate(ctx: Ctx, seat: Seat, card: string): void {
  const { d } = ctx;
  const area = own(d, 'procedures')[seat]!;
  area.splice(area.indexOf(card), 1);
  d.discards[seat]!.push(card);
  d.favour = other(seat);
  ctx.events.push({ type: 'activate', audience: 'all', seat, card });
  d.actor = seat;
  d.another = false;
  queueTrigger(d, seat, card, 'action');
  d.after = 'next-turn';
  runQueue(ctx);
}

/** Sidebar: exhaust the token, draw a card, gain the Judge's favour. */
export function sidebar(ctx: Ctx, seat: Seat): void {
  const { d } = ctx;
  d.sidebar[seat] = false;
  ctx.events.push({ type: 'sidebar', audience: 'all', seat });
  drawCards(ctx, seat, 1);
  d.favour = seat;
  d.actor = seat;
  d.another = false;
  nextTurn(ctx);
}

/** Pass: no more actions for this Witness (objections still allowed). */
export function pass(ctx: Ctx, seat: Seat): void {
  ctx.d.passed[seat] = true;
  ctx.events.push({ type: 'pass', audience: 'all', seat });
  ctx.d.actor = seat;
  ctx.d.another = false;
  nextTurn(ctx);
}

/** Players alternate single actions; a passed player is skipped; when both passed the Witness is resolved. */
export function nextTurn(ctx: Ctx): void {
  const { d } = ctx;
  const s = d.actor;
  const again = d.another;
  d.another = false;
  if (again && !d.passed[s] && d.stand !== null) {
    d.pending = { step: 'question', seat: s };
    return;
  }
  d.fresh = [];
  const o = other(s);
  if (!d.passed[o]) d.pending = { step: 'question', seat: o };
  else if (!d.passed[s]) d.pending = { step: 'question', seat: s };
  else return resolveWitness(ctx);
  d.actor = d.pending.seat;
}
