import type { Rng } from '@docket/engine';
import type { TrialAction } from '../state.js';

/** The legal action rated highest, ties broken by the generator: how the Trial's bots and its playouts decide. */
export function bestRated(legal: readonly TrialAction[], rate: (a: TrialAction) => number, rng: Rng): TrialAction {
  let top = -Infinity;
  let best: TrialAction[] = [];
  for (const a of legal) {
    const p = rate(a);
    if (p > top) {
      top = p;
      best = [a];
    } else if (p === top) best.push(a);
  }
  return rng.pick(best.length > 0 ? best : legal);
}
