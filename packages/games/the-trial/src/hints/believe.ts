import type { Rng } from '@docket/engine';
import { dealFrom } from '../resample.js';
import type { TrialState, TrialView } from '../state.js';
import { reasoned } from './testimony.js';

/**
 * A world as the viewer believes it: its alignments drawn by the weight the reasoning bot's belief gives each
 * (`reasoned`: its peeks and gifts, the filings anyone can count, the statements checked against all it knows),
 * not uniformly among the possible ones, so that a seat which caught a liar searches the worlds in which that
 * liar is bad. The cards are dealt as `resample` deals them.
 */
export function believe(v: TrialView, rng: Rng): TrialState {
  const { worlds, weights } = reasoned(v);
  return dealFrom(v, rng, (r) => {
    let x = r.float();
    for (let i = 0; i < worlds.length; i++) {
      x -= weights[i] ?? 0;
      if (x < 0) return worlds[i];
    }
    return worlds[worlds.length - 1];
  });
}
