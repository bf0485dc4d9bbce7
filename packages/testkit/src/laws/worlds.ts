import { deepEqual, type Action, type Rng } from '@docket/engine';
import type { Context, SeenView, ViewerWorlds, World, WorldKind } from '../context.js';
import type { Place } from '../findings.js';
import { redealWorld } from './redeal.js';
import { record, worldRng } from './view-resample.js';

/**
 * `w` with `s`'s generator when both have an `rng` field: chance is then the same in both worlds, and only
 * what was dealt in secret differs.
 */
export function withRng<S>(w: S, s: S): S {
  const rw = record(w);
  const rs = record(s);
  if (rw === null || rs === null || !('rng' in rw) || !('rng' in rs)) return w;
  return { ...rw, rng: rs.rng } as S;
}

/** How a message names world `w` of viewer `p`. */
export function worldText(kind: WorldKind, p: string): string {
  return kind === 'resample' ? `w = resample(view(s, ${p}), rng)` : `w = redeal(s, ${p}, rng)`;
}

/** A resampled world when the view-resample law gave none (it is broken): kept only if its view matches. */
function resampled<S, A extends Action, V, O>(ctx: Context<S, A, V, O>, seen: SeenView<V>, worlds: Rng): S | null {
  try {
    const w = ctx.game.resample(seen.view, worldRng(worlds));
    return deepEqual(ctx.game.view(w, seen.viewer), seen.view) ? w : null;
  } catch {
    return null;
  }
}

/**
 * Per viewer, the worlds the per-step laws compare with `s`: w1 = resample(view(s, p)) (the view-resample
 * law's first world, reused) and w2 = redeal(s, p) (checked by the redeal law on the way), each with `s`'s
 * generator. A world whose view differs from `view(s, p)` is left out: the law that made it reports it.
 */
export function worldsOf<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  s: S,
  seen: readonly SeenView<V>[],
  firsts: readonly (S | undefined)[],
  worldsRng: Rng,
  redealRng: Rng,
  place: Place,
): ViewerWorlds<S, V>[] {
  return seen.map((one) => {
    const worlds: World<S>[] = [];
    const w1 = firsts[one.index] ?? (ctx.findings.live('view-resample') ? null : resampled(ctx, one, worldsRng));
    if (w1 !== null) worlds.push({ kind: 'resample', state: withRng(w1, s) });
    const w2 = redealWorld(ctx, s, one, redealRng, place);
    if (w2 !== null) worlds.push({ kind: 'redeal', state: withRng(w2, s) });
    return { seen: one, worlds };
  });
}
