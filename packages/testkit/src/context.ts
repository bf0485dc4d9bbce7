import type { Action, Game, Seat, Viewer } from '@docket/engine';
import type { Findings } from './findings.js';

/** What the laws on worlds count over a configuration. */
export interface WorldTally {
  worlds: number;
  /** Per entry of `viewers`: states whose resampled worlds were not all alike. */
  readonly distinct: number[];
  /** Per entry of `viewers`: states where redeal changed something. */
  readonly redealt: number[];
  /** Non-interference comparisons made, and skipped because the action was not legal in the world. */
  interference: number;
  skipped: number;
}

/** Everything one configuration's checks share. */
export interface Context<S, A extends Action, V, O> {
  readonly game: Game<S, A, V, O>;
  readonly players: number;
  readonly options: O;
  readonly seats: readonly Seat[];
  /** Every seat, then 'spectator'. */
  readonly viewers: readonly Viewer[];
  readonly maxSteps: number;
  readonly seed: string;
  readonly findings: Findings;
  /** Random JSON values that replace one field of a legal action to make it malformed. */
  readonly junk: readonly unknown[];
  readonly tally: WorldTally;
  /** Event types declared as revealing a secret (`ConformanceConfig.reveals`). */
  readonly reveals: ReadonlySet<string>;
}

/** One viewer's view of the current state, built once per step and shared by the laws. */
export interface SeenView<V> {
  readonly viewer: Viewer;
  readonly index: number;
  readonly view: V;
  /** Its JSON text, or null when it cannot be written (the serialisation law says why). */
  readonly json: string | null;
}

/** How a world other than `s` was made, for messages. */
export type WorldKind = 'resample' | 'redeal';

/** A state the viewer cannot tell from `s`: its view for that viewer equals `view(s, viewer)`. */
export interface World<S> {
  readonly kind: WorldKind;
  readonly state: S;
}

/** One viewer's view of `s` and the worlds it allows (those whose view matched; the others broke a law). */
export interface ViewerWorlds<S, V> {
  readonly seen: SeenView<V>;
  readonly worlds: readonly World<S>[];
}

export function isSeat(v: unknown, players: number): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < players;
}

export function isText(v: unknown): boolean {
  return typeof v === 'string' && v.trim() !== '';
}
