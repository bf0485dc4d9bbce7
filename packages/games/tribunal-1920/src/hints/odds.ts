import type { Slot } from '../board.js';
import type { CardId } from '../cards.js';
import { choose, proofGroups, type Board } from '../requirements.js';
import type { Side } from '../state.js';

/**
 * The chance that `size` cards dealt at random from `pool` prove `seat`'s claim on `slot`: the hypergeometric
 * count of hands holding every part of the requirement, over all hands. An observer who cannot see the
 * claimant's hand judges a claim by it (the pool: every card it has not seen).
 */
export function chanceOfProof(pool: readonly CardId[], size: number, slot: Slot, board: Board, seat: Side): number {
  if (size > pool.length) size = pool.length;
  const groups = proofGroups(board, slot, seat);
  const have = groups.map((g) => pool.filter(g.matches).length);
  const others = pool.length - have.reduce((a, b) => a + b, 0);
  // Hands from the first `g` groups onwards with `left` cards still to deal.
  const count = (g: number, left: number): number => {
    const group = groups[g];
    if (group === undefined) return choose(others, left);
    const n = have[g] ?? 0;
    let total = 0;
    for (let k = group.need; k <= Math.min(n, left); k++) total += choose(n, k) * count(g + 1, left - k);
    return total;
  };
  const all = choose(pool.length, size);
  return all === 0 ? 0 : count(0, size) / all;
}
