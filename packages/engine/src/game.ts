import type { ZodType } from 'zod';
import type { Illegal, Result } from './result.js';
import type { Rng } from './rng.js';
import type { GameHints, Metric } from './hints.js';

/** A seat at the table, numbered from 0 in clockwise order. */
export type Seat = number;
/** Who is looking: a seat, or a spectator who sees only what is public. */
export type Viewer = Seat | 'spectator';

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
/** A text in every language the platform speaks. */
export type Text = { readonly [L in Locale]: string };

/** Actions are small JSON objects told apart by `type`. */
export interface Action {
  readonly type: string;
}

/**
 * Who may learn of an event: everyone (spectators included), only the listed seats, or everyone but
 * the listed seats (spectators included), e.g. "seat 2 drew a card" for all but the drawer.
 */
export type Audience = 'all' | readonly Seat[] | { readonly except: readonly Seat[] };

/** Something that happened, addressed to an audience; the payload is plain JSON. */
export interface GameEvent {
  readonly type: string;
  readonly audience: Audience;
  readonly [key: string]: unknown;
}

export interface Step<S, E extends GameEvent = GameEvent> {
  readonly state: S;
  readonly events: readonly E[];
}

export interface Team {
  readonly id: string;
  readonly seats: readonly Seat[];
}

export interface Outcome {
  /** The seats that won; empty when nobody did. */
  readonly winners: readonly Seat[];
  /** Per seat, what a player wants to maximise: 1 for a win, 0 for a loss, shares for draws. */
  readonly payoff: readonly number[];
  /** Per seat, the game's own points (hearings, jurors…), for reports. */
  readonly scores: readonly number[];
  /** A stable code for why the game ended; `describeOutcome` words it. */
  readonly reason: string;
  /** For team games: the teams as they were, and the winning team's id. */
  readonly teams?: readonly Team[];
  readonly winningTeam?: string;
}

export interface GameInfo {
  readonly id: string;
  readonly name: Text;
  /** Bumped when a rule change makes old records replay differently. */
  readonly version: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
}

/**
 * The game contract (DESIGN.md). A game is a value: pure functions over plain JSON states.
 * `apply` never throws on bad input; it answers with an Illegal value and the state is untouched.
 */
export interface Game<S, A extends Action, V, O, E extends GameEvent = GameEvent> {
  readonly info: GameInfo;
  /** The game's variants, with defaults: `options.parse({})` gives the standard game. */
  readonly options: ZodType<O>;
  setup(players: number, options: O, seed: string): S;
  /** Who may act now, in no particular order; [] once the game is over. */
  toAct(s: S): Seat[];
  /** The actions `seat` may take now; [] when it is not asked to act. */
  legalActions(s: S, seat: Seat): A[];
  /** Checks seat and action, then plays it. Pure. */
  apply(s: S, seat: Seat, action: unknown): Result<Step<S, E>, Illegal>;
  /** Plays an action taken from `legalActions(s, seat)` without checking it again (playouts). */
  applyLegal(s: S, seat: Seat, action: A): Step<S, E>;
  /** What `viewer` may see: an allowlist projection with its own type, carrying the viewer's memory. */
  view(s: S, viewer: Viewer): V;
  outcome(s: S): Outcome | null;
  /** A full state consistent with one viewer's view, the unseen dealt at random from `rng`. */
  resample(v: V, rng: Rng): S;
  /**
   * A second, independent deal written against the full state: everything `viewer` has not seen is dealt
   * again among the places `viewer` cannot see, the rest kept. The testkit requires `view(redeal(s, p), p)`
   * to equal `view(s, p)` while hidden things change, so a leak that `resample` copies along is caught.
   */
  redeal?(s: S, viewer: Viewer, rng: Rng): S;
  /**
   * Words an action. With `names`, the people at the table by seat: a game whose seats are only numbered
   * ("Player 3") calls a named seat by its person's name, as people at a table do; a game whose seats are sides or
   * colours that its rules speak of may keep its words. The same holds for the two below.
   */
  describe(a: A, locale: Locale, names?: SeatNames): string;
  /** Words every kind of the game's events: an exhaustive switch over its union, no default. */
  describeEvent(e: E, locale: Locale, names?: SeatNames): string;
  describeOutcome(o: Outcome, locale: Locale, names?: SeatNames): string;
  /**
   * The terminal picture of a view. Given the screen's size, it fits those columns and, board first, as
   * few rows as it can (a compact layout for small windows); without it, the full picture. `names` as for
   * `describe`.
   */
  render(v: V, locale: Locale, screen?: ScreenSize, names?: SeatNames): string;
  /**
   * The full text of what an action plays or chooses (a card's type, value, biases and effect), for a menu's
   * "show in full" key; null when the action's label already says everything (optional).
   */
  explain?(a: A, v: V, locale: Locale): string | null;
  /**
   * How the game names a seat (a colour, a side, or "Player 3"), so a table can say which seat a person holds
   * in the game's own words (optional).
   */
  seatName?(seat: Seat, locale: Locale): string;
  /** Any card or component of the game found by (part of) its name, in full, for a "look up" key (optional). */
  lookup?(query: string, locale: Locale): string | null;
  /** Knowledge bots may use (optional). */
  readonly hints?: GameHints<S, A, V>;
  /** The numbers a simulation report shows for this game (optional). */
  readonly metrics?: readonly Metric<S>[];
  /** A solo mode run by the game's own rules (optional): one person, the other seats never asked to act. */
  readonly solo?: SoloMode;
}

/** The people at a table by seat: a name, or null (or nothing) for a seat without one (a bot, an open seat). */
export type SeatNames = readonly (string | null | undefined)[];

/** A terminal's size in character cells. */
export interface ScreenSize {
  readonly columns: number;
  readonly rows: number;
}

/** How a game seats one person against its own rules (an Automa, say): the options that do it, per seat. */
export interface SoloMode {
  /** The names `--seat` may give each seat in solo mode, in seat order (e.g. "P", "D"). */
  readonly seats: readonly string[];
  /** The options that put the person at `seat` and the game's own opponent at every other seat. */
  options(seat: Seat): Record<string, unknown>;
}

/** Any game, whatever its types: for registries and generic tools. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, Action, any, any, any>;
