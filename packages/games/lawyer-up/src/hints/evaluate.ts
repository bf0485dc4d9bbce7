import { influence } from '../influence.js';
import { jurorSide } from '../jury.js';
import type { LawyerUpState } from '../state.js';

/**
 * Each juror counts one for its side (the Closing Statements count heads). While witnesses are left, a juror on a
 * far space counts a little more: it is two steps from the other side, a near one only one.
 */
export const FAR_WORTH = 0.25;
/**
 * Tie-breaks, smaller than one juror changing sides (2) even for six claims: claimed witnesses break a jury tie;
 * a tie that stands goes to the Defense.
 */
export const CLAIMED_WORTH = 0.3;
export const HUNG_JURY = -0.15;
/** What the Witness being examined is worth to the player ahead: the claim, and the jurors its margin sways. */
export const WITNESS_BASE = 0.5;
export const PER_POINT = 0.4;
export const POINTS_CAP = 10;
/** How much less certain the score is for each witness still to resolve. */
export const SPREAD_BASE = 1;
export const SPREAD_PER_WITNESS = 1.2;

/** Witnesses still to resolve: the key witnesses left, and the one on the stand. */
function witnessesLeft(s: LawyerUpState): number {
  return s.keyWitnesses.length + (s.stand === null ? 0 : 1);
}

/**
 * The Prosecution's lead: jurors by side (far ones a little more while witnesses are left), claimed witnesses,
 * the Defense's hung jury, and the Witness on the stand for whoever wins it now (by its Influence margin, or by
 * what is left to spend while swaying).
 */
export function lead(s: LawyerUpState): number {
  let score = HUNG_JURY + CLAIMED_WORTH * (s.claimed[0]!.length - s.claimed[1]!.length);
  const far = witnessesLeft(s) > 0 ? FAR_WORTH : 0;
  for (const j of s.jurors) {
    const side = jurorSide(j) === 0 ? 1 : -1;
    score += side * (j.space === 0 || j.space === 3 ? 1 + far : 1);
  }
  if (s.stand !== null) {
    const p = s.pending;
    const margin = p.step === 'sway' ? (p.seat === 0 ? p.points : -p.points) : influence(s, 0) - influence(s, 1);
    const ahead = margin > 0 ? 1 : margin < 0 ? -1 : s.favour === 0 ? 1 : -1;
    score += ahead * (WITNESS_BASE + PER_POINT * Math.min(Math.abs(margin), POINTS_CAP));
  }
  return score;
}

/**
 * A cut-off playout's payoff estimate: the Prosecution's lead through a logistic curve that flattens with the
 * witnesses still to resolve (their swings are still to come); a finished match is scored by its winner.
 */
export function evaluate(s: LawyerUpState): number[] {
  if (s.winner !== null) return s.winner === 0 ? [1, 0] : [0, 1];
  const spread = SPREAD_BASE + SPREAD_PER_WITNESS * witnessesLeft(s);
  const p = 1 / (1 + Math.exp(-lead(s) / spread));
  return [p, 1 - p];
}
