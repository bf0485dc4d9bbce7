import type { RngState, Seat, Viewer } from '@docket/engine';
import type { Kind, Side } from './cards.js';
import type { Alignment, Role } from './roles.js';

/** One of the fixed statements of the discussion (rulings, "Structured statements"). Statements may be lies. */
export type Statement =
  /** "I saw a guilt/innocence card in <lawyer>'s hand." */
  | { readonly about: 'hand'; readonly seat: Seat; readonly side: Side }
  /** "I saw a guilt/innocence card on <defendant>'s pile." */
  | { readonly about: 'pile'; readonly seat: Seat; readonly side: Side }
  /** "I gave <lawyer> <n> guilt cards." */
  | { readonly about: 'gave'; readonly seat: Seat; readonly guilt: number }
  /** "<player> is bad/good." */
  | { readonly about: 'player'; readonly seat: Seat; readonly alignment: Alignment };

export type TrialAction =
  /** The Judge names who plays next among the defendants, lawyers or witnesses. */
  | { readonly type: 'order'; readonly seat: Seat }
  /** A defendant discards one drawn card face down on its pile. */
  | { readonly type: 'discard'; readonly card: Kind }
  /** A defendant gives one card to a lawyer (2 to each). */
  | { readonly type: 'give'; readonly card: Kind; readonly lawyer: Seat }
  /** A lawyer puts one card from hand in the case file, face down. */
  | { readonly type: 'file'; readonly card: Kind }
  /** A lawyer who has filed at least 2 cards keeps the rest. */
  | { readonly type: 'rest' }
  | { readonly type: 'peek-pile'; readonly defendant: Seat }
  | { readonly type: 'peek-hand'; readonly lawyer: Seat }
  /** The Jury passes; in the discussion, a player says nothing more (the Judge: ends the discussion). */
  | { readonly type: 'pass' }
  /** The Jury starts its once-per-game accusation. */
  | { readonly type: 'accuse' }
  | { readonly type: 'toggle'; readonly seat: Seat }
  | { readonly type: 'confirm' }
  /** The Judge declares what was just made public: the round's winner, or the accusation's result. */
  | { readonly type: 'declare' }
  | { readonly type: 'state'; readonly statement: Statement }
  /** The Judge's marker card, showing the round's winner. */
  | { readonly type: 'marker'; readonly card: Kind }
  | { readonly type: 'warn'; readonly seat: Seat }
  | { readonly type: 'no-warning' }
  /** Variant: a lawyer plays its objection card against the warning, or lets it stand. */
  | { readonly type: 'object' }
  | { readonly type: 'allow' }
  /** A lawyer over the hand limit discards one card to the bottom of the discard pile. */
  | { readonly type: 'excess'; readonly card: Kind };

export type OrderGroup = 'defendants' | 'lawyers' | 'witnesses';

/** The decision the game waits for, and who takes it. */
export type Pending =
  | { readonly step: 'order'; readonly seat: Seat; readonly group: OrderGroup }
  | { readonly step: 'discard'; readonly seat: Seat }
  /** `needs`: how many cards each lawyer still has to receive from this defendant. */
  | { readonly step: 'give'; readonly seat: Seat; readonly needs: readonly Need[] }
  | { readonly step: 'file'; readonly seat: Seat; readonly filed: number }
  | { readonly step: 'peek'; readonly seat: Seat }
  | { readonly step: 'jury'; readonly seat: Seat }
  /** The accusation being built: the players chosen so far, and how many toggles were spent (bounded). */
  | { readonly step: 'accuse'; readonly seat: Seat; readonly chosen: readonly Seat[]; readonly toggles: number }
  /**
   * The Judge declares the result just revealed (rulebook, the Judge's step 4): the game may end only on this
   * step, after the hidden cards or roles that decide it are public, so nobody's next turn depends on them.
   */
  | { readonly step: 'declare'; readonly seat: Seat; readonly after: 'reveal' | 'accusation' }
  /** The discussion: `lap` from 0; `done` are the players who passed. */
  | { readonly step: 'discuss'; readonly seat: Seat; readonly lap: number; readonly done: readonly Seat[] }
  | { readonly step: 'marker'; readonly seat: Seat }
  | { readonly step: 'warn'; readonly seat: Seat }
  | { readonly step: 'objection'; readonly seat: Seat; readonly target: Seat }
  | { readonly step: 'excess'; readonly seat: Seat }
  | { readonly step: 'over' };

export type PendingStep = Pending['step'];

export interface Need {
  readonly lawyer: Seat;
  readonly count: number;
}

/** A card on a defendant's pile, and who has seen it there (the defendant, any witness that peeked). */
export interface PileCard {
  readonly card: Kind;
  readonly seenBy: readonly Seat[];
}

/** A card in the case file and who put it there ('judge': drawn blind for a stopped lawyer). */
export interface FiledCard {
  readonly by: Seat | 'judge';
  readonly card: Kind;
}

/** A card a lawyer discarded over the hand limit, at the bottom of the discard pile. */
export interface BottomCard {
  readonly by: Seat;
  readonly card: Kind;
}

/** What one seat saw happen to cards: its perfect recall, kept in the state and carried by its view. */
export type Memory =
  | { readonly round: number; readonly what: 'drew'; readonly cards: readonly Kind[] }
  | { readonly round: number; readonly what: 'discarded'; readonly card: Kind }
  | { readonly round: number; readonly what: 'gave'; readonly lawyer: Seat; readonly card: Kind }
  | { readonly round: number; readonly what: 'received'; readonly from: Seat; readonly card: Kind }
  | { readonly round: number; readonly what: 'filed'; readonly card: Kind }
  | { readonly round: number; readonly what: 'peeked-pile'; readonly defendant: Seat; readonly card: Kind }
  | { readonly round: number; readonly what: 'peeked-hand'; readonly lawyer: Seat; readonly card: Kind }
  | { readonly round: number; readonly what: 'excess'; readonly card: Kind };

export interface RoundResult {
  readonly round: number;
  /** The case file as revealed, in canonical order. */
  readonly revealed: readonly Kind[];
  /** The cards left once identical pairs cancel, in canonical order. */
  readonly remaining: readonly Kind[];
  readonly innocence: number;
  readonly guilt: number;
  readonly winner: Alignment;
  readonly marker: Kind | null;
}

export interface Accusation {
  readonly round: number;
  readonly seats: readonly Seat[];
  readonly correct: boolean;
}

export interface SpokenStatement {
  readonly round: number;
  readonly seat: Seat;
  readonly statement: Statement;
}

export interface Order {
  readonly defendants: readonly Seat[];
  readonly lawyers: readonly Seat[];
  readonly witnesses: readonly Seat[];
}

/** The whole table. Card zones hold kinds: copies of a kind are alike. */
export interface TrialState {
  readonly rng: RngState;
  readonly players: number;
  readonly variant: boolean;
  readonly roles: readonly Role[];
  readonly alignments: readonly Alignment[];
  /** The round being played, from 1. */
  readonly round: number;
  readonly wins: Readonly<Record<Alignment, number>>;
  readonly results: readonly RoundResult[];
  /** Face down, top first. */
  readonly draw: readonly Kind[];
  /** The face-up discard pile's revealed cards, top first: what every player saw revealed. */
  readonly discard: readonly Kind[];
  /** Under them, lawyers' excess cards, the latest last (the very bottom). */
  readonly bottom: readonly BottomCard[];
  /** Per seat: a defendant's discarded cards, bottom first ([] for others). */
  readonly piles: readonly (readonly PileCard[])[];
  /** Per seat: the cards a defendant holds during its turn. */
  readonly holding: readonly (readonly Kind[])[];
  /** Per seat: a lawyer's hand, in canonical order. */
  readonly hands: readonly (readonly Kind[])[];
  readonly caseFile: readonly FiledCard[];
  /** This round's revealed case file, until it goes to the discard pile. */
  readonly revealed: readonly Kind[];
  /** The Judge's marker cards, one per round won (out of play). */
  readonly markers: readonly Kind[];
  readonly order: Order;
  /** Seats still to play in the current phase, after the one acting. */
  readonly queue: readonly Seat[];
  /** The player sitting out this round (warned last round). */
  readonly stopped: Seat | null;
  /** The player warned this round: sits out the next. */
  readonly warned: Seat | null;
  readonly objectionUsed: readonly boolean[];
  readonly accusation: Accusation | null;
  readonly statements: readonly SpokenStatement[];
  readonly memory: readonly (readonly Memory[])[];
  /**
   * pins[viewer][lawyer]: cards the viewer knows the lawyer holds (while the lawyer's cards are in the unrevealed
   * case file: holds or filed). A sound lower bound kept up as cards move; `resample` deals these first.
   */
  readonly pins: readonly (readonly (readonly Kind[])[])[];
  readonly pending: Pending;
  readonly winner: Alignment | null;
  readonly reason: 'three-rounds' | 'accusation' | null;
}

/** What one viewer may see: an allowlist projection. `null` marks a card it has not seen. */
export interface TrialView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly variant: boolean;
  readonly roles: Role[];
  /** Known alignments: Judge and Jury, the viewer's own, every one once the game is over. */
  readonly alignments: (Alignment | null)[];
  readonly round: number;
  readonly wins: Record<Alignment, number>;
  readonly results: RoundResult[];
  readonly drawCount: number;
  readonly discard: Kind[];
  readonly bottom: { by: Seat; card: Kind | null }[];
  readonly piles: (Kind | null)[][];
  readonly holding: (Kind | null)[][];
  readonly hands: (Kind | null)[][];
  readonly caseFile: { by: Seat | 'judge'; card: Kind | null }[];
  readonly revealed: Kind[];
  readonly markers: Kind[];
  readonly order: Order;
  readonly queue: Seat[];
  readonly stopped: Seat | null;
  readonly warned: Seat | null;
  readonly objectionUsed: boolean[];
  readonly accusation: Accusation | null;
  readonly statements: SpokenStatement[];
  /** The viewer's own memory ([] for a spectator). */
  readonly memory: Memory[];
  /** The viewer's own pins, per lawyer seat. */
  readonly pins: Kind[][];
  readonly pending: Pending;
  readonly winner: Alignment | null;
  readonly reason: 'three-rounds' | 'accusation' | null;
}

export type Draft = { -readonly [K in keyof TrialState]: TrialState[K] };

export function seatsWith(roles: readonly Role[], role: Role): Seat[] {
  const out: Seat[] = [];
  roles.forEach((r, seat) => {
    if (r === role) out.push(seat);
  });
  return out;
}

export function judgeOf(roles: readonly Role[]): Seat {
  return roles.indexOf('judge');
}

export function juryOf(roles: readonly Role[]): Seat | null {
  const i = roles.indexOf('jury');
  return i < 0 ? null : i;
}

export function at<T>(items: readonly T[], i: number): T {
  const x = items[i];
  if (x === undefined) throw new Error(`at: no item ${i} of ${items.length}`);
  return x;
}

/** A copy of `items` with item `i` replaced (copy-on-write helper). */
export function replaced<T>(items: readonly T[], i: number, x: T): T[] {
  const out = items.slice();
  out[i] = x;
  return out;
}
