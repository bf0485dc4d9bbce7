import type { Seat } from '@docket/engine';
import { card as cardData, witness } from './cards.js';
import { own, type Ctx } from './draft.js';
import { runQueue } from './effects/run.js';
import { influence } from './influence.js';
import { lockSide, swayStep } from './jury.js';
import { discardFromHand, drawUpTo } from './moves.js';
import { beginCall } from './calling.js';
import { closingStatements, endIfAllLocked, verdict } from './closing.js';
import { HAND_SIZE, other, type Frame, type LawyerUpState } from './state.js';

/** The winner of the current Witness: more Influence, a tie to the Judge's favour. */
export function witnessWinner(s: Pick<LawyerUpState, 'stand' | 'exams' | 'bonus' | 'favour'>): Seat {
  const p = influence(s, 0);
  const d = influence(s, 1);
  return p > d ? 0 : d > p ? 1 : s.favour;
}

/**
 * Resolving the Witness (both passed): compare Influence; the loser resolves the Defeat effects of its top card
 * and of the Witness, then the winner the Victory effects; a player with both chooses which resolves first.
 */
export function resolveWitness(ctx: Ctx): void {
  const { d } = ctx;
  const stand = d.stand;
  if (stand === null) throw new Error('no witness to resolve');
  const winner = witnessWinner(d);
  const loser = other(winner);
  ctx.events.push({ type: 'witness-won', audience: 'all', seat: winner, witness: stand.id, influence: [influence(d, 0), influence(d, 1)] });
  d.actor = winner;
  d.another = false;
  const top = (seat: Seat): string | undefined => d.exams[seat]![d.exams[seat]!.length - 1]?.card;
  for (const [seat, trigger] of [
    [loser, 'defeat'],
    [winner, 'victory'],
  ] as const) {
    const frames: Frame[] = [];
    const card = top(seat);
    const fromCard = card === undefined ? undefined : cardData(card).effects?.[trigger];
    if (card !== undefined && fromCard) frames.push({ seat, source: card, effects: fromCard });
    const fromWitness = witness(stand.id).effects?.[trigger];
    if (fromWitness) frames.push({ seat, source: stand.id, effects: fromWitness });
    if (frames.length === 2) frames[0] = { ...frames[0]!, ask: true };
    d.queue.push(...frames);
  }
  d.after = 'sway';
  runQueue(ctx);
}

/** The jurors `seat` can afford to sway one step with `points` of Influence. */
export function affordableJurors(s: Pick<LawyerUpState, 'jurors' | 'options'>, seat: Seat, points: number): number[] {
  const locks = lockSide(s);
  const out: number[] = [];
  s.jurors.forEach((j, i) => {
    if (j.skepticism <= points && swayStep(j, seat, locks, true) !== null) out.push(i);
  });
  return out;
}

/** The winner spends the Influence difference (after Victory / Defeat effects) to sway jurors. */
export function beginSway(ctx: Ctx): void {
  const { d } = ctx;
  const winner = d.actor;
  const points = influence(d, winner) - influence(d, other(winner));
  d.stats = { swayed: d.stats.swayed, margins: [...d.stats.margins, Math.max(0, points)] };
  if (points > 0 && affordableJurors(d, winner, points).length > 0) {
    d.pending = { step: 'sway', seat: winner, points };
    return;
  }
  claim(ctx);
}

/** One step of a juror's token toward `seat`, paid with its Skepticism. */
export function swayJuror(ctx: Ctx, seat: Seat, juror: number, byInfluence: boolean): void {
  const { d } = ctx;
  const j = d.jurors[juror]!;
  const to = swayStep(j, seat, lockSide(d), byInfluence);
  if (to === null) throw new Error('juror cannot move');
  own(d, 'jurors')[juror] = { ...j, space: to };
  const swayed = d.stats.swayed.slice();
  swayed[seat] = (swayed[seat] ?? 0) + 1;
  d.stats = { swayed, margins: d.stats.margins };
  // On the lock side, Influence spent onto the locked space locks the juror (rulebook: "The Prosecution may
  // spend Influence to lock Jurors").
  const locked = to === 0 && lockSide(d);
  ctx.events.push({ type: locked ? 'lock' : 'sway', audience: 'all', seat, juror, space: to, ...(locked ? { paid: true } : {}) });
  if (endIfAllLocked(ctx)) return;
  if (!byInfluence || d.pending.step !== 'sway') return;
  const points = d.pending.points - j.skepticism;
  if (affordableJurors(d, seat, points).length > 0) d.pending = { ...d.pending, points };
  else endSway(ctx);
}

/** The sway is over (spent, unaffordable, or done): the witness is claimed, or, after the closing statements, the verdict. */
export function endSway(ctx: Ctx): void {
  const p = ctx.d.pending;
  if (p.step === 'sway' && p.closing === true) verdict(ctx);
  else claim(ctx);
}

/**
 * Claim and clean-up: examinations to their discard piles, the winner claims the Witness, the loser gains the
 * favour and refreshes its Sidebar, Influence resets. Unspent Influence is lost.
 */
export function claim(ctx: Ctx): void {
  const { d } = ctx;
  const stand = d.stand;
  const winner = d.actor;
  const loser = other(winner);
  for (const seat of [0, 1]) {
    for (const e of d.exams[seat]!) d.discards[seat]!.push(e.card);
    d.exams[seat] = [];
  }
  if (stand !== null) {
    own(d, 'claimed')[winner]!.push(stand.id);
    ctx.events.push({ type: 'claim', audience: 'all', seat: winner, witness: stand.id });
  }
  d.stand = null;
  d.favour = loser;
  d.sidebar[loser] = true;
  d.bonus = [0, 0];
  d.passed = [false, false];
  d.objected = [false, false];
  d.fresh = [];
  d.queue = [];
  d.pending = { step: 'cleanup', seat: 0 };
}

/** Clean-up discards, the Prosecution then the Defense; then both draw to 5 and the round ends. */
export function cleanupDiscard(ctx: Ctx, seat: Seat, x: string): void {
  discardFromHand(ctx, seat, x);
}

export function cleanupDone(ctx: Ctx, seat: Seat): void {
  const { d } = ctx;
  if (seat === 0) {
    d.pending = { step: 'cleanup', seat: 1 };
    return;
  }
  drawUpTo(ctx, HAND_SIZE);
  endOfRound(ctx);
}

/**
 * Case 00 ends when every key witness is done, or when a player's deck is empty at the end of a round. Case 01
 * ends when every key witness is done, with its own closing statements (its early end is `endIfAllLocked`).
 */
function endOfRound(ctx: Ctx): void {
  const { d } = ctx;
  if (lockSide(d)) return d.keyWitnesses.length === 0 ? closingStatements(ctx) : beginCall(ctx);
  const reason = d.keyWitnesses.length === 0 ? 'witnesses' : d.decks[0]!.length === 0 || d.decks[1]!.length === 0 ? 'deck-empty' : null;
  if (reason === null) return beginCall(ctx);
  d.reason = reason;
  d.winner = closingWinner(d);
  d.pending = { step: 'over' };
  ctx.events.push({ type: 'closing', audience: 'all', reason, winner: d.winner });
}

/** Closing Statements: a majority of jurors; tied, the most claimed witnesses; tied again, a hung jury: the Defense. */
export function closingWinner(s: Pick<LawyerUpState, 'jurors' | 'claimed'>): Seat {
  let p = 0;
  for (const j of s.jurors) if (j.space <= 1) p++;
  const dj = s.jurors.length - p;
  if (p !== dj) return p > dj ? 0 : 1;
  const cp = s.claimed[0]!.length;
  const cd = s.claimed[1]!.length;
  if (cp !== cd) return cp > cd ? 0 : 1;
  return 1;
}
