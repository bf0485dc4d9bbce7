import { deepEqual, type Action, type Rng } from '@docket/engine';
import type { Context, SeenView } from '../context.js';
import { errorText, viewerText, type Place } from '../findings.js';
import { firstDifference } from '../json.js';
import { sameWorld } from './view-resample.js';

/**
 * The redeal law at one state for one viewer: `view(redeal(s, p, rng), p)` equals `view(s, p)`. Counts the
 * states where the second deal changed something. Returns the world when its view matched and it differs
 * from `s` (null otherwise, or when the game has no redeal or the law is broken: the later laws then use
 * the resampled world only).
 */
export function redealWorld<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  s: S,
  seen: SeenView<V>,
  rng: Rng,
  place: Place,
): S | null {
  if (ctx.game.redeal === undefined) return null;
  let world: S | null = null;
  ctx.findings.attempt('redeal', place, () => {
    const { game } = ctx;
    if (game.redeal === undefined) return null;
    const p = viewerText(seen.viewer);
    let w: S;
    let back: V;
    try {
      w = game.redeal(s, seen.viewer, rng);
      back = game.view(w, seen.viewer);
    } catch (e) {
      return `redeal(s, ${p}, rng) or its view threw ${errorText(e)}`;
    }
    if (!deepEqual(back, seen.view)) {
      return `view(redeal(s, ${p}, rng), ${p}) differs from view(s, ${p}): ${firstDifference(seen.view, back)}`;
    }
    // A world that is `s` again (its generator aside) gives the later laws nothing to compare.
    if (sameWorld(w, s)) return null;
    ctx.tally.redealt[seen.index] = (ctx.tally.redealt[seen.index] ?? 0) + 1;
    world = w;
    return null;
  });
  return world;
}

/** The redeal law over a configuration: a game supplies redeal, and it deals something new for each viewer with secrets. */
export function redealsProblem<S, A extends Action, V, O>(ctx: Context<S, A, V, O>, deepGames: number): string | null {
  if (ctx.game.redeal === undefined) {
    return (
      'the game has no redeal(s, viewer, rng): every game supplies a second deal written against the full state ' +
      '(everything the viewer has not seen dealt again among the places it cannot see)'
    );
  }
  // A viewer whose resampled worlds differed somewhere has secrets; redeal must have found them too.
  const blind = ctx.viewers.filter((_, i) => (ctx.tally.distinct[i] ?? 0) > 0 && (ctx.tally.redealt[i] ?? 0) === 0);
  if (blind.length === 0) return null;
  return (
    `in ${deepGames} games, redeal(s, p, rng) never changed the state (its "rng" aside) for viewer(s) ` +
    `${blind.map(viewerText).join(', ')}, though resample found something hidden from them`
  );
}
