import type { GavelState } from '../state.js';

/**
 * Each seat's weight by its admitted points (0 to 11; 12 has won), fitted by maximum likelihood on 57,257
 * positions of 10,000 matches (2–6 players) played by the rollout policy, so a cut-off playout is scored as the
 * playouts it stands in for would have ended. Points are worth far less than a leader's share of (points + 2)²
 * made them: a leader goes to the jury with odds of N/12 and the others may win there first.
 */
const BY_POINTS: readonly number[] = [0, -0.066, 0.314, 0.628, 0.858, 1.033, 1.251, 1.449, 1.788, 2.026, 2.252, 2.229];

/** The seat about to play moves first toward its jury (fitted with the table). */
const TO_PLAY = 0.15;

/**
 * A cut-off playout's payoff estimate: a softmax over the live seats of the fitted weights; an eliminated seat
 * gets nothing. A finished match is scored by its outcome instead.
 */
export function evaluate(s: GavelState): number[] {
  const last = BY_POINTS.length - 1;
  const weights = s.points.map((p, seat) =>
    s.eliminated[seat] ? 0 : Math.exp((BY_POINTS[Math.min(p, last)] as number) + (seat === s.active ? TO_PLAY : 0)),
  );
  let total = 0;
  for (const w of weights) total += w;
  return weights.map((w) => (total > 0 ? w / total : 0));
}
