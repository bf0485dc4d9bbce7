import type { Seat } from '@docket/engine';
import { playCard, witness } from './cards.js';
import type { Bias, Side } from './language/index.js';
import { PARTY_OF, type LawyerUpState, type StandWitness } from './state.js';

type Table = Pick<LawyerUpState, 'stand' | 'exams' | 'bonus'>;

/** A Value counts for a player when it is Neutral or of that player's colour. */
export function countsFor(side: Side, seat: Seat): boolean {
  return side === 'N' || side === PARTY_OF[seat];
}

/** Whether `seat` sits at the primary end of the Witness. */
export function facesPrimary(stand: StandWitness, seat: Seat): boolean {
  return stand.facing === PARTY_OF[seat];
}

/** The Witness's value on `seat`'s end, as it counts for that seat (colour, discredit). */
export function witnessValue(stand: StandWitness, seat: Seat): number {
  if (stand.discredited[seat]) return 0;
  const w = witness(stand.id);
  if (!countsFor(w.side, seat)) return 0;
  return facesPrimary(stand, seat) ? w.value.primary : w.value.secondary;
}

/** The biases on `seat`'s end of the Witness: what its first card must match. */
export function witnessBiases(stand: StandWitness, seat: Seat): readonly Bias[] {
  const w = witness(stand.id);
  return facesPrimary(stand, seat) ? w.biases.primary : w.biases.secondary;
}

/**
 * A player's Influence for the current Witness, counted live: its end of the Witness, the Values of its
 * examination's cards that count for it, and what effects gave or took. A card leaving the examination
 * takes its Value (bonuses included) with it.
 */
export function influence(t: Table, seat: Seat): number {
  let n = t.bonus[seat] ?? 0;
  if (t.stand !== null) n += witnessValue(t.stand, seat);
  for (const e of t.exams[seat] ?? []) if (countsFor(playCard(e.card).side, seat)) n += e.value;
  return n;
}
