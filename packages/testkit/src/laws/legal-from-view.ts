import { deepEqual, type Action } from '@docket/engine';
import type { Context, ViewerWorlds } from '../context.js';
import { errorText, show, viewerText } from '../findings.js';
import { firstDifference } from '../json.js';
import { worldText } from './worlds.js';

/**
 * The legal-from-view law at one state: for each seat p and each world w of p, `legalActions(w, p)`
 * deep-equals `legalActions(s, p)`, order included (a client lists them as they come, and a bot picks by
 * index). `legal` holds the lists of `s`, by seat, as the legality law computed them.
 */
export function legalFromViewProblem<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  legal: readonly (readonly A[])[],
  viewers: readonly ViewerWorlds<S, V>[],
): string | null {
  for (const { seen, worlds } of viewers) {
    const seat = seen.viewer;
    if (seat === 'spectator') continue;
    const mine = legal[seat] ?? [];
    for (const w of worlds) {
      const p = viewerText(seat);
      let there: A[];
      try {
        there = ctx.game.legalActions(w.state, seat);
      } catch (e) {
        return `legalActions(w, ${p}) threw, where ${worldText(w.kind, p)}: ${errorText(e)}`;
      }
      if (deepEqual(there, mine)) continue;
      const lists = mine.length === there.length ? '' : ` (in s: ${show(mine)}; in w: ${show(there)})`;
      return `legalActions(w, ${p}) differs from legalActions(s, ${p}), where ${worldText(w.kind, p)}: ${firstDifference(mine, there)}${lists}`;
    }
  }
  return null;
}
