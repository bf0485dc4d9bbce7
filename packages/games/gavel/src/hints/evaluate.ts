import type { GavelState } from '../state.js';

/**
 * A cut-off playout's payoff estimate: each live seat's share of (points + 2)², so the leader toward the
 * target is favoured, and an eliminated seat gets nothing. A finished match is scored by its outcome instead.
 */
export function evaluate(s: GavelState): number[] {
  const weights = s.points.map((p, seat) => (s.eliminated[seat] ? 0 : (p + 2) ** 2));
  let total = 0;
  for (const w of weights) total += w;
  return weights.map((w) => (total > 0 ? w / total : 0));
}
