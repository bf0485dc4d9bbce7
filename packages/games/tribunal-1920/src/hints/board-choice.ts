import type { Rng } from '@docket/engine';
import type { TribunalAction, TribunalState, Side } from '../state.js';
import { THREAT } from './judgement.js';
import { afterBribe, afterErase, afterMove, placementGain, standing, type Position } from './position.js';

/** The decisions on the board alone, which hang on no hidden card: a free pawn and the three district effects. */
export type BoardStep = 'place' | 'bribe' | 'move' | 'erase';

export function isBoardStep(step: TribunalState['pending']['step']): step is BoardStep {
  return step === 'place' || step === 'bribe' || step === 'move' || step === 'erase';
}

/** How much `a` raises `me`'s standing (what the prior rates these decisions by), or null for another kind. */
function rise(pos: Position, me: Side, base: number, a: TribunalAction): number | null {
  switch (a.type) {
    case 'place':
      return placementGain(pos, me, a.slot, THREAT);
    case 'bribe':
      return standing(afterBribe(pos, a.slot), me, THREAT) - base;
    case 'move':
      return standing(afterMove(pos, a.from, a.to), me, THREAT) - base;
    case 'erase':
      return standing(afterErase(pos, a.slot), me, THREAT) - base;
    default:
      return null;
  }
}

/**
 * The free placement or effect choice that raises `me`'s standing most (ties at random): the greedy bot's choice,
 * since the prior rates these decisions by the same rise. The search's tree lets the opponent take them this way
 * (`othersFollowRollout`): by the tree's statistics it first tries every free slot and every move once, at random,
 * and those tries, some of them disastrous for the opponent (a Bronx move completing the search's line), are
 * averaged into the search's bluffs, which then look cheap when exposed. Rare decisions, so it may allocate.
 */
export function bestBoardChoice(s: TribunalState, me: Side, legal: readonly TribunalAction[], rng: Rng): TribunalAction | null {
  const pos: Position = { grid: s.grid, districts: s.districts, bribe: s.bribe, deck: s.deck.length };
  const base = standing(pos, me, THREAT);
  let best: TribunalAction | null = null;
  let top = -Infinity;
  let ties = 0;
  for (const a of legal) {
    const r = rise(pos, me, base, a);
    if (r === null) continue;
    if (r > top) {
      best = a;
      top = r;
      ties = 1;
    } else if (r === top && rng.int(++ties) === 0) best = a;
  }
  return best;
}
