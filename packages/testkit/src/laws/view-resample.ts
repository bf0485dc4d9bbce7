import { deepEqual, Rng, type Action } from '@docket/engine';
import type { Context, SeenView } from '../context.js';
import { errorText, viewerText, type Place } from '../findings.js';
import { firstDifference, tryStringify } from '../json.js';

/** Worlds resampled per viewer and state: enough to see two differ when anything is hidden. */
export const WORLDS_PER_VIEW = 4;

export function record(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** Two worlds alike but for their generators, which `resample` always makes fresh: same dealt cards. */
export function sameWorld(a: unknown, b: unknown): boolean {
  const ra = record(a);
  const rb = record(b);
  if (ra === null || rb === null) return deepEqual(a, b);
  for (const k in ra) if (k !== 'rng' && !deepEqual(ra[k], rb[k])) return false;
  for (const k in rb) if (k !== 'rng' && ra[k] === undefined && rb[k] !== undefined) return false;
  return true;
}

/**
 * Every viewer's view of `s`, taking those already built (by viewer index) from `built`; a view that throws
 * breaks law 4 and is left out.
 */
export function viewsOf<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  s: S,
  place: Place,
  built: readonly (V | undefined)[] = [],
): SeenView<V>[] {
  const seen: SeenView<V>[] = [];
  ctx.viewers.forEach((viewer, index) => {
    try {
      const view = built[index] ?? ctx.game.view(s, viewer);
      seen.push({ viewer, index, view, json: tryStringify(view) });
    } catch (e) {
      if (ctx.findings.live('view-resample')) ctx.findings.fail('view-resample', place, `view(s, ${viewerText(viewer)}) threw ${errorText(e)}`);
    }
  });
  return seen;
}

const WORD = 2 ** 32;

/**
 * A generator for one world, drawn from the game's world generator: four fresh 32-bit words as its state.
 * Hashing a seed per world (`Rng.seeded`) cost more than the rest of the law on small games.
 */
export function worldRng(worlds: Rng): Rng {
  const state: number[] = [0, 1, 2, 3].map(() => worlds.int(WORD) | 0);
  if (!state.some((w) => w !== 0)) state[3] = 1;
  return Rng.from(state);
}

/**
 * Law 4 at one state: views are new objects without the generator, and for several generators
 * `view(resample(view(s, p), rng), p)` equals `view(s, p)`. Counts states whose worlds differ.
 * Each viewer's first world, once its view matched, goes into `firsts` (by viewer index) for the later laws.
 */
export function viewResampleProblem<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  s: S,
  seen: readonly SeenView<V>[],
  worlds: Rng,
  firsts: (S | undefined)[],
): string | null {
  const state = record(s);
  const generator = state !== null && 'rng' in state ? state.rng : undefined;
  const generatorJson = generator === undefined ? null : tryStringify(generator);
  for (const { viewer, index, view, json } of seen) {
    const p = viewerText(viewer);
    if ((view as unknown) === s) return `view(s, ${p}) returned the state object itself`;
    const v = record(view);
    if (generator !== undefined && v !== null && 'rng' in v && deepEqual(v.rng, generator)) {
      return `view(s, ${p}) carries the state's generator in its "rng" field`;
    }
    if (generatorJson !== null && json !== null && json.includes(generatorJson)) {
      return `view(s, ${p}) contains the state's generator ${generatorJson}`;
    }
    let first: unknown;
    let distinct = false;
    for (let j = 0; j < WORLDS_PER_VIEW; j++) {
      const world = ctx.game.resample(view, worldRng(worlds));
      ctx.tally.worlds++;
      const back = ctx.game.view(world, viewer);
      if (!deepEqual(back, view)) {
        return `view(resample(view(s, ${p}), rng #${j}), ${p}) differs from view(s, ${p}): ${firstDifference(view, back)}`;
      }
      if (j === 0) {
        first = world;
        firsts[index] = world;
      }
      else if (!distinct && !sameWorld(world, first)) distinct = true;
    }
    if (distinct) ctx.tally.distinct[index] = (ctx.tally.distinct[index] ?? 0) + 1;
  }
  return null;
}

/** Law 4 over a configuration: every viewer met at least one state with two distinct worlds. */
export function worldsProblem<S, A extends Action, V, O>(ctx: Context<S, A, V, O>, deepGames: number): string | null {
  const blind = ctx.viewers.filter((_, i) => (ctx.tally.distinct[i] ?? 0) === 0);
  if (blind.length === 0) return null;
  return (
    `in ${deepGames} games, no state gave two distinct worlds (of ${WORLDS_PER_VIEW} per viewer and state) for viewer(s) ` +
    `${blind.map(viewerText).join(', ')}: resample ignores its rng, or those viewers see everything`
  );
}
