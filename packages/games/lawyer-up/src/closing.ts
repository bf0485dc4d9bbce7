import type { Seat } from '@docket/engine';
import { witness } from './cards.js';
import type { Ctx } from './draft.js';
import { jurorSide, lockSide } from './jury.js';
import type { Bias } from './language/index.js';
import { affordableJurors } from './resolution.js';
import { strategyCard } from './strategies.js';
import type { LawyerUpState } from './state.js';

/** Influence per matching bias symbol in Case 01's closing statements (rulebook). */
export const CLOSING_PER_SYMBOL = 3;

/** The biases a seat's strategy scores in the closing statements (none before strategies are chosen). */
export function strategyBiases(s: Pick<LawyerUpState, 'options'>, seat: Seat): readonly Bias[] {
  const id = seat === 0 ? s.options.prosecutionStrategy : s.options.defenseStrategy;
  return id === undefined ? [] : (strategyCard(id).biases ?? []);
}

/**
 * The bias symbols of a claimed witness: every bias printed on the card, each counted once even when both ends
 * show it (the rulebook: "the associated Biases are listed on both sides of the card") (ours, here).
 */
export function witnessSymbols(id: string): Bias[] {
  const w = witness(id);
  return [...new Set([...w.biases.primary, ...w.biases.secondary])];
}

/** "Each player gains 3 influence for each Bias symbol on their claimed Witnesses that matches their Strategy." */
export function closingInfluence(s: Pick<LawyerUpState, 'options' | 'claimed'>, seat: Seat): number {
  const scored = strategyBiases(s, seat);
  let n = 0;
  for (const w of s.claimed[seat]!) n += witnessSymbols(w).filter((b) => scored.includes(b)).length;
  return CLOSING_PER_SYMBOL * n;
}

/** Case 01's verdict: "The Prosecution wins if every Juror is on their side. The Defense wins if at least one Juror is on their side." */
export function unanimousWinner(s: Pick<LawyerUpState, 'jurors'>): Seat {
  return s.jurors.every((j) => jurorSide(j) === 0) ? 0 : 1;
}

/** "Preemptively if the Prosecution has the Bias of all 12 Jurors locked on their side." */
export function allLocked(s: Pick<LawyerUpState, 'jurors' | 'options'>): boolean {
  return lockSide(s) && s.jurors.every((j) => j.space === 0);
}

/** Ends the game at once, whatever was pending, when the last juror is locked; true when it did. */
export function endIfAllLocked(ctx: Ctx): boolean {
  const { d } = ctx;
  if (d.pending.step === 'over' || !allLocked(d)) return false;
  d.queue = [];
  d.reason = 'all-locked';
  d.winner = 0;
  d.pending = { step: 'over' };
  ctx.events.push({ type: 'all-locked', audience: 'all', winner: 0 });
  return true;
}

/**
 * Case 01's closing statements, once every key witness is resolved: both gain Influence for their strategy's
 * biases on their claimed witnesses; the one with more spends the difference to sway one last time (paying
 * Skepticism, as after a witness: the Prosecution may lock, the Defense cannot unlock); then the verdict.
 */
export function closingStatements(ctx: Ctx): void {
  const { d } = ctx;
  const influence = [closingInfluence(d, 0), closingInfluence(d, 1)];
  // `before`: the verdict the jury would give without the last sway (reports measure what the sway changes).
  ctx.events.push({ type: 'closing-statements', audience: 'all', influence, before: unanimousWinner(d) });
  const [p, df] = influence as [number, number];
  const seat: Seat = p >= df ? 0 : 1;
  const points = Math.abs(p - df);
  d.actor = seat;
  if (points > 0 && affordableJurors(d, seat, points).length > 0) {
    d.pending = { step: 'sway', seat, points, closing: true };
    return;
  }
  verdict(ctx);
}

/** After the closing statements (and their last sway): the unanimous verdict. */
export function verdict(ctx: Ctx): void {
  const { d } = ctx;
  d.reason = 'witnesses';
  d.winner = unanimousWinner(d);
  d.pending = { step: 'over' };
  ctx.events.push({ type: 'closing', audience: 'all', reason: 'witnesses', winner: d.winner });
}
