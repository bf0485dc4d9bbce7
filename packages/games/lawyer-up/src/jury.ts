import type { Seat } from '@docket/engine';
import type { Juror, LawyerUpState } from './state.js';

/**
 * Jurors' spaces, left to right: 0 P-far (the locked space on the lock side), 1 P-near, 2 D-near, 3 D-far.
 * A juror is on the side whose space holds its token. The lock side is up in Case 01 only (set-up 4c).
 */
export function lockSide(s: Pick<LawyerUpState, 'options'>): boolean {
  return s.options.case === '01';
}

export function jurorSide(j: Juror): Seat {
  return j.space <= 1 ? 0 : 1;
}

/** The space a token reaches when `seat` sways it one step, or null when it cannot move. */
export function swayStep(j: Juror, seat: Seat, locks: boolean, byInfluence: boolean): number | null {
  if (seat === 0) {
    // On the lock side only a Lock (or Influence, which the Prosecution may spend to lock) enters space 0.
    const floor = locks && !byInfluence ? 2 : 1;
    return j.space >= floor ? j.space - 1 : null;
  }
  if (locks && j.space === 0) return null; // the Defense cannot spend Influence to unlock
  return j.space <= 2 ? j.space + 1 : null;
}

export function lockStep(j: Juror, how: 'lock' | 'unlock'): number | null {
  if (how === 'lock') return j.space === 1 ? 0 : null;
  return j.space === 0 ? 1 : null;
}

/** Jurors on each side: [Prosecution, Defense]. */
export function jurorsBySide(jurors: readonly Juror[]): [number, number] {
  let p = 0;
  for (const j of jurors) if (jurorSide(j) === 0) p++;
  return [p, jurors.length - p];
}
