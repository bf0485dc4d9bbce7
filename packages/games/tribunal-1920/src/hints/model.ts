import { SIDE_COUNT, VOID_COUNT } from './features.js';

/** The evaluation's parameters: weights of a seat's own features in its logit, of the other seat's, of the void logit. */
export interface Weights {
  readonly mine: ArrayLike<number>;
  readonly theirs: ArrayLike<number>;
  readonly void: ArrayLike<number>;
}

/**
 * The chances of the hearing's results for the features `f` of a state (`features.ts`): seat 0 wins, seat 1 wins,
 * void. A softmax of three logits; each seat's uses the same weights, so swapping the seats swaps the chances. A
 * hearing with a district pawn cannot end void (its highest pawn wins if nothing else does): the void logit counts
 * only while the column is empty, when neither seat owns a top pawn.
 */
export function resultChances(w: Weights, f: ArrayLike<number>): [number, number, number] {
  let z0 = 0;
  let z1 = 0;
  for (let k = 0; k < SIDE_COUNT; k++) {
    const a = f[k] as number;
    const b = f[SIDE_COUNT + k] as number;
    z0 += (w.mine[k] as number) * a + (w.theirs[k] as number) * b;
    z1 += (w.mine[k] as number) * b + (w.theirs[k] as number) * a;
  }
  const empty = f[0] === 0 && f[SIDE_COUNT] === 0;
  let zv = -Infinity;
  if (empty) {
    zv = 0;
    for (let j = 0; j < VOID_COUNT; j++) zv += (w.void[j] as number) * (f[2 * SIDE_COUNT + j] as number);
  }
  const m = Math.max(z0, z1, zv);
  const e0 = Math.exp(z0 - m);
  const e1 = Math.exp(z1 - m);
  const ev = empty ? Math.exp(zv - m) : 0;
  const sum = e0 + e1 + ev;
  return [e0 / sum, e1 / sum, ev / sum];
}
