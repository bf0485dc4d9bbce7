import type { Action, Seat } from '@docket/engine';

/**
 * One node of the information-set tree, with the statistics of the edge that leads to it: `seat` took an
 * action and reached it. The tree is keyed from the root seat's information set (single-observer IS-MCTS), so
 * a node stands for every determinised world in which the same seats took the same actions.
 */
export class TreeNode {
  visits = 0;
  /** Iterations in which this action was legal here: legal sets differ between worlds (UCB1 with availability). */
  available = 0;
  /** Sum of `seat`'s payoffs over the visits. */
  total = 0;
  /** Children by acting seat, then by action key; created on first use (most nodes stay leaves). */
  private bySeat: (Map<string, TreeNode> | undefined)[] | null = null;

  constructor(
    readonly seat: Seat,
    /** The action's prior, normalised to [0, 1] among the actions legal when the edge was first met. */
    readonly prior: number,
  ) {}

  edges(seat: Seat): Map<string, TreeNode> {
    const bySeat = (this.bySeat ??= []);
    let edges = bySeat[seat];
    if (edges === undefined) {
      edges = new Map();
      bySeat[seat] = edges;
    }
    return edges;
  }
}

// Games usually hand out shared action objects (Tribunal 1920 builds each one once), so a key is computed once
// per object and the tree step costs a lookup, not a JSON.stringify.
const KEYS = new WeakMap<Action, string>();

/** A fast key for an action: its JSON as the game produced it (games build an action's fields in one order). */
export function actionKey(a: Action): string {
  let key = KEYS.get(a);
  if (key === undefined) {
    key = JSON.stringify(a);
    KEYS.set(a, key);
  }
  return key;
}

/**
 * Rescales raw priors (any scale) to [0, 1] by min–max, in place, so the progressive bias can never outweigh
 * the mean payoff and the exploration term. Equal (or unusable) priors all become 0: they order nothing.
 */
export function normalisePriors(raw: number[]): number[] {
  let min = Infinity;
  let max = -Infinity;
  for (const p of raw) {
    if (!Number.isFinite(p)) continue;
    if (p < min) min = p;
    if (p > max) max = p;
  }
  const span = max - min;
  for (let i = 0; i < raw.length; i++) {
    const p = raw[i] as number;
    raw[i] = span > 0 && Number.isFinite(p) ? (p - min) / span : 0;
  }
  return raw;
}
