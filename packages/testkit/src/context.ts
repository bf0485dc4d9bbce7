import type { Action, Game, Seat, Viewer } from '@docket/engine';
import type { Findings } from './findings.js';

/** What the view/resample law counts over a configuration. */
export interface WorldTally {
  worlds: number;
  /** Per entry of `viewers`: states whose resampled worlds were not all alike. */
  readonly distinct: number[];
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
}

/** One viewer's view of the current state, built once per step and shared by the laws. */
export interface SeenView<V> {
  readonly viewer: Viewer;
  readonly index: number;
  readonly view: V;
  /** Its JSON text, or null when it cannot be written (the serialisation law says why). */
  readonly json: string | null;
}

export function isSeat(v: unknown, players: number): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < players;
}

export function isText(v: unknown): boolean {
  return typeof v === 'string' && v.trim() !== '';
}
