import { deepEqual, eventsFor, type Action, type GameEvent, type Rng, type Seat, type Step, type Viewer } from '@docket/engine';
import type { Context, ViewerWorlds, World } from '../context.js';
import { errorText, show, viewerText } from '../findings.js';
import { firstDifference } from '../json.js';
import { worldText } from './worlds.js';

/** An action the law checks, with what it gives in `s`. */
export interface Move<S, A> {
  readonly seat: Seat;
  readonly action: A;
  readonly step: Step<S>;
  /** The action the game went on with: the views of its state are the next step's. */
  readonly played: boolean;
}

/**
 * The actions checked at one state: for each seat in `toAct`, the one played (if that seat played) and one
 * more of its legal actions drawn from `rng`. The draw is made for every seat, so the sequence is stable.
 */
export function movesAt<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  s: S,
  toAct: readonly Seat[],
  legal: readonly (readonly A[])[],
  played: Move<S, A>,
  rng: Rng,
): Move<S, A>[] {
  const moves: Move<S, A>[] = [];
  for (const seat of toAct) {
    const mine = legal[seat] ?? [];
    if (seat === played.seat) moves.push(played);
    if (mine.length === 0) continue;
    const action = rng.pick(mine);
    if (seat === played.seat && deepEqual(action, played.action)) continue;
    const r = ctx.game.apply(s, seat, action);
    // A refusal breaks the legality law, which says so; there is nothing to compare here.
    if (r.ok) moves.push({ seat, action, step: r.value, played: false });
  }
  return moves;
}

const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);
const sorted = (seats: readonly Seat[]): Seat[] => [...seats].sort((a, b) => a - b);

/** `apply(w, seat, action)`, a throw named with the world it happened in (a world the game did not expect). */
function applyIn<S, A extends Action, V, O>(ctx: Context<S, A, V, O>, w: World<S>, seat: Seat, action: A, viewer: Viewer) {
  try {
    return ctx.game.apply(w.state, seat, action);
  } catch (e) {
    const p = viewerText(viewer);
    throw new Error(`apply(w, ${seat}, ${show(action)}) threw, where ${worldText(w.kind, p)}: ${errorText(e)}`, { cause: e });
  }
}

/** The index of the first event that differs between the two lists, or -1. */
function firstDiffering(a: readonly GameEvent[], b: readonly GameEvent[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if (!deepEqual(a[i], b[i])) return i;
  return -1;
}

/**
 * The non-interference law at one state: for each move (q, a) and each world w of each viewer p where a is
 * legal too, with s' = apply(s, q, a) and w' = apply(w, q, a): p receives the same event types in both,
 * toAct(s') equals toAct(w') (as sets), and p's events are deep-equal when view(s', p) equals view(w', p).
 * The one exception: the first event that differs is of a type the configuration declares as revealing
 * (same type in both), and the next views differ; the rest of the step may then branch on what it revealed.
 * Views of s' are built only when p's events differ; those of the played move go into `nextViews`
 * (by viewer index), where the next step finds them.
 */
export function nonInterferenceProblem<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  moves: readonly Move<S, A>[],
  viewers: readonly ViewerWorlds<S, V>[],
  nextViews: (V | undefined)[],
): string | null {
  const { game, tally, reveals } = ctx;
  for (const { seat, action, step, played } of moves) {
    const views: (V | undefined)[] = played ? nextViews : [];
    const toActS = sorted(game.toAct(step.state));
    for (const { seen, worlds } of viewers) {
      const { viewer, index } = seen;
      const mineS = eventsFor(step.events, viewer);
      for (const w of worlds) {
        const r = applyIn(ctx, w, seat, action, viewer);
        if (!r.ok) {
          tally.skipped++;
          continue;
        }
        tally.interference++;
        const mineW = eventsFor(r.value.events, viewer);
        const differ = firstDiffering(mineS, mineW);
        let sameViews = true;
        if (differ >= 0) {
          const viewS = (views[index] ??= game.view(step.state, viewer));
          sameViews = deepEqual(viewS, game.view(r.value.state, viewer));
          const [es, ew] = [mineS[differ], mineW[differ]];
          if (!sameViews && es !== undefined && es.type === ew?.type && reveals.has(es.type)) continue;
        }
        const p = viewerText(viewer);
        const where = () => `seat ${seat} plays a = ${show(action)}; viewer ${p}; ${worldText(w.kind, p)}; s' = apply(s, ${seat}, a), w' = apply(w, ${seat}, a)`;
        // Equal events have equal types: the lists of types are only built when something differs.
        if (differ >= 0) {
          const typesS = types(mineS);
          const typesW = types(mineW);
          if (!deepEqual(typesS, typesW)) {
            return `${where()}: viewer ${p} receives other event types in w' than in s': ${firstDifference(typesS, typesW)} (in s': ${show(typesS)}; in w': ${show(typesW)})`;
          }
        }
        const toActW = sorted(game.toAct(r.value.state));
        if (!deepEqual(toActS, toActW)) return `${where()}: toAct(s') is ${show(toActS)} but toAct(w') is ${show(toActW)}`;
        if (differ >= 0 && sameViews) {
          return `${where()}: view(s', ${p}) equals view(w', ${p}), yet viewer ${p} receives other events (a secret reaches it by an event): ${firstDifference(mineS, mineW)}`;
        }
      }
    }
  }
  return null;
}
