import type { Seat } from '@docket/engine';
import { playCard } from '../cards.js';
import { witnessValue } from '../influence.js';
import { affordableJurors } from '../resolution.js';
import { PARTY_OF, type Juror, type LawyerUpState } from '../state.js';

/** The Automa's decisions (rulings, "Solo mode": ours). It reads values and spaces, never card text. */

/** The value a witness would give its caller (its primary end, as it counts for that colour). */
export function valueFacing(id: string, seat: Seat): number {
  return witnessValue({ id, facing: PARTY_OF[seat]!, discredited: [false, false] }, seat);
}

/** Calling: the key witness whose value facing it is highest; ties: the lowest id. */
export function automaCall(s: Pick<LawyerUpState, 'keyWitnesses' | 'held'>, seat: Seat): string {
  const options = [...s.keyWitnesses, ...s.held[seat]!];
  let best: string | undefined;
  for (const w of options) {
    if (best === undefined) best = w;
    else {
      const a = valueFacing(w, seat);
      const b = valueFacing(best, seat);
      if (a > b || (a === b && w < best)) best = w;
    }
  }
  if (best === undefined) throw new Error('the Automa has no witness to call');
  return best;
}

/** Steps of Influence a juror's token needs to reach `seat`'s side (0: on it already). */
export function stepsToFlip(j: Juror, seat: Seat): number {
  return seat === 0 ? Math.max(0, j.space - 1) : Math.max(0, 2 - j.space);
}

export type SwayWhy = 'flip' | 'closer' | 'further';

/**
 * Swaying: the juror it can flip most cheaply (steps × Skepticism within the points left; ties: lowest
 * Skepticism, then lowest number); if no flip is affordable, one step on the player's side's lowest-Skepticism
 * juror; if every affordable juror is its own already, the lowest-Skepticism one, further its way (ours, here:
 * Influence is lost when unspent). Null when none is affordable.
 */
export function automaSway(s: Pick<LawyerUpState, 'jurors' | 'options'>, seat: Seat, points: number): { juror: number; why: SwayWhy } | null {
  const affordable = affordableJurors(s, seat, points);
  if (affordable.length === 0) return null;
  const cost = (i: number): number => stepsToFlip(s.jurors[i]!, seat) * s.jurors[i]!.skepticism;
  const skep = (i: number): number => s.jurors[i]!.skepticism;
  const byCheapest = (xs: number[], key: (i: number) => number): number => xs.reduce((a, b) => (key(b) < key(a) || (key(b) === key(a) && (skep(b) < skep(a) || (skep(b) === skep(a) && b < a))) ? b : a));
  const theirs = affordable.filter((i) => stepsToFlip(s.jurors[i]!, seat) > 0);
  const flips = theirs.filter((i) => cost(i) <= points);
  if (flips.length > 0) return { juror: byCheapest(flips, cost), why: 'flip' };
  if (theirs.length > 0) return { juror: byCheapest(theirs, skep), why: 'closer' };
  return { juror: byCheapest(affordable, skep), why: 'further' };
}

/** Objecting: to the first Argument of printed Value 3 or more the player plays (once per witness, with a token). */
export function automaObjects(card: string): boolean {
  const c = playCard(card);
  return c.type === 'Argument' && c.value >= 3;
}
