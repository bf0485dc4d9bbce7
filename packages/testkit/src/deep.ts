import type { Action, Rng, Seat } from '@docket/engine';
import type { Context, ViewerWorlds } from './context.js';
import { errorText, type Place } from './findings.js';
import { tryStringify } from './json.js';
import { textsProblem } from './laws/events-and-text.js';
import { legalFromViewProblem } from './laws/legal-from-view.js';
import { changed, legalityProblem } from './laws/legality.js';
import { movesAt, nonInterferenceProblem, type Move } from './laws/non-interference.js';
import { serialisationProblem } from './laws/serialisation.js';
import { viewResampleProblem, viewsOf } from './laws/view-resample.js';
import { worldsOf } from './laws/worlds.js';

/** What the per-step checks of a state leave for the move that follows. */
export interface Inspection<S, A, V> {
  /** Legal actions of `s`, by seat. */
  readonly legal: A[][];
  /** Per viewer, its view of `s` and the worlds it cannot tell from `s`. */
  readonly viewers: ViewerWorlds<S, V>[];
}

/** The generators of one deep game's checks. */
export interface DeepRngs {
  /** Refused inputs of the legality law. */
  readonly probe: Rng;
  /** Resampled worlds of the view-resample law (and the later laws' first world). */
  readonly worlds: Rng;
  /** Second deals of the redeal law. */
  readonly redeal: Rng;
  /** The extra action per acting seat of the non-interference law. */
  readonly interference: Rng;
}

/**
 * The expensive per-step checks (laws 4–10), run on the deep games. Views, worlds and legal actions are
 * built once and shared; views already built for this state (`built`, by viewer index) are reused.
 */
export function inspect<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  s: S,
  toAct: readonly Seat[],
  place: Place,
  rngs: DeepRngs,
  lastAction: A | null,
  built: readonly (V | undefined)[],
): Inspection<S, A, V> | null {
  const { findings } = ctx;
  const seen = viewsOf(ctx, s, place, built);
  const firsts: (S | undefined)[] = [];
  findings.attempt('view-resample', place, () => viewResampleProblem(ctx, s, seen, rngs.worlds, firsts));
  const stateJson = tryStringify(s);
  findings.attempt('serialisation', place, () => serialisationProblem(s, seen));
  let legal: A[][];
  try {
    legal = ctx.seats.map((seat) => ctx.game.legalActions(s, seat));
  } catch (e) {
    findings.fail('legality', place, `legalActions threw ${errorText(e)}`);
    return null;
  }
  findings.attempt('legality', place, () => legalityProblem(ctx, s, toAct, legal, rngs.probe, lastAction, stateJson));
  findings.attempt('events-and-text', place, () => textsProblem(ctx, toAct, legal, seen, place.step));
  const viewers = worldsOf(ctx, s, seen, firsts, rngs.worlds, rngs.redeal, place);
  // A second deal written against the full state may shuffle its arrays in place (`rng.shuffle(s.deck)`).
  // Only while the legality law holds: its own probes have not changed `s` since `stateJson` was taken.
  if (stateJson !== null && findings.live('legality')) {
    findings.attempt('redeal', place, () => {
      const mutation = changed(stateJson, s);
      return mutation === null ? null : `s changed while its worlds were dealt (redeal and resample must not change their input): ${mutation}`;
    });
  }
  findings.attempt('legal-from-view', place, () => legalFromViewProblem(ctx, legal, viewers));
  return { legal, viewers };
}

/**
 * The non-interference law after `played`: returns the views of the played move's state that the law
 * built (by viewer index), for the next step to reuse.
 */
export function interfere<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  s: S,
  toAct: readonly Seat[],
  inspection: Inspection<S, A, V>,
  played: Move<S, A>,
  place: Place,
  rngs: DeepRngs,
): (V | undefined)[] {
  const nextViews: (V | undefined)[] = [];
  ctx.findings.attempt('non-interference', place, () => {
    const moves = movesAt(ctx, s, toAct, inspection.legal, played, rngs.interference);
    return nonInterferenceProblem(ctx, moves, inspection.viewers, nextViews);
  });
  return nextViews;
}
