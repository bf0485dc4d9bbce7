import { jurorsBySide } from '../jury.js';
import type { LawyerUpState } from '../state.js';

/**
 * A cut-off playout's payoff estimate: the jury decides Case 00, so each juror on a side is worth 6 points
 * and each claimed witness (the first tie-break) 2; a finished match is scored by its winner.
 */
export function evaluate(s: LawyerUpState): number[] {
  if (s.winner !== null) return s.winner === 0 ? [1, 0] : [0, 1];
  const [p, d] = jurorsBySide(s.jurors);
  const lead = 0.06 * (p - d) + 0.02 * (s.claimed[0]!.length - s.claimed[1]!.length);
  const share = Math.min(0.95, Math.max(0.05, 0.5 + lead - 0.02));
  return [share, 1 - share];
}
