import type { RngState, Seat } from '@docket/engine';
import type { Bias, CardFilter, Effect, Party } from './language/index.js';
import type { LawyerUpOptions } from './options.js';
import type { RestCondition } from './solo/dice.js';

/** Seat 0 is the Prosecution, seat 1 the Defense (ours, here). */
export const PARTY_OF: readonly Party[] = ['P', 'D'];
export function seatOf(p: Party): Seat {
  return p === 'P' ? 0 : 1;
}
export function other(seat: Seat): Seat {
  return 1 - seat;
}

export const HAND_SIZE = 5;
export const OBJECTIONS = 3;

/** A card in an examination: its current Value (printed plus bonuses), which its player's Influence counts. */
export interface ExamEntry {
  readonly card: string;
  readonly value: number;
}

/** The Witness on the stand: which party its primary end faces, who called it, which ends are discredited. */
export interface StandWitness {
  readonly id: string;
  readonly facing: Party;
  /** Per seat: that seat's end counts 0. */
  readonly discredited: readonly boolean[];
}

/** A juror: Skepticism (= its number), its bias token's bias and space (0 P-far / locked, 1 P-near, 2 D-near, 3 D-far). */
export interface Juror {
  readonly skepticism: number;
  readonly bias: Bias;
  readonly space: number;
}

/** Where a card effect picks from: a seat's pile, or the Buried Evidence (seat ignored). */
export type Pile = 'hand' | 'discard' | 'exam' | 'deck' | 'buried';
export interface PileRef {
  readonly seat: Seat;
  readonly pile: Pile;
}

/** What happens to a picked card. */
export type PickTo = 'hand' | 'discard' | 'deck' | 'buried' | 'exam-add' | 'exam-play' | 'greater-good';

export type Choice =
  | {
      readonly kind: 'pick';
      readonly to: PickTo;
      readonly from: readonly PileRef[];
      readonly filter: CardFilter | null;
      /** Picks still to make. */
      readonly left: number;
      /** A search of a hidden pile: asked even when nothing matches (then only `done`), so others cannot tell. */
      readonly search?: boolean;
    }
  | { readonly kind: 'juror'; readonly how: 'sway' | 'lock' | 'unlock'; readonly bias: Bias; readonly left: number }
  | { readonly kind: 'orient' }
  /** Victory / Defeat: the player picks which of its two sources (top card, witness) resolves first. */
  | { readonly kind: 'order'; readonly sources: readonly string[] };

/** Effects still to resolve, for `seat`, from the card `source`. */
export interface Frame {
  readonly seat: Seat;
  readonly source: string;
  readonly effects: readonly Effect[];
  /** The next frame is the same player's other Victory / Defeat source: the player chooses which goes first. */
  readonly ask?: boolean;
}

/** What comes once every queued effect has resolved. */
export type After = 'next-turn' | 'sway' | 'call-done';

export type Pending =
  /** Case 01 set-up: both sides choose a strategy (`choices` per seat) at once; a pick stays hidden until both chose. */
  | { readonly step: 'strategy'; readonly choices: readonly (readonly string[])[]; readonly picks: readonly (string | null)[] }
  /** Discovery: both seats holding draft cards choose at once; a pick stays hidden until both chose. */
  | { readonly step: 'draft'; readonly picks: readonly (readonly string[] | null)[] }
  /** One hidden mulligan each, the Prosecution first: mark cards to discard, then keep. */
  | { readonly step: 'mulligan'; readonly seat: Seat }
  | { readonly step: 'call'; readonly seat: Seat }
  | { readonly step: 'question'; readonly seat: Seat }
  /** `seat` may object to `card`, just played by the other seat. */
  | { readonly step: 'objection'; readonly seat: Seat; readonly card: string }
  | { readonly step: 'choose'; readonly seat: Seat; readonly choice: Choice }
  /** The winner spends `points` of Influence to sway jurors (`closing`: the last sway of Case 01's closing statements). */
  | { readonly step: 'sway'; readonly seat: Seat; readonly points: number; readonly closing?: boolean }
  /**
   * Solo: the Automa's red face brought a hidden card to light (the Buried Evidence's top card); the player
   * acknowledges it (`done`) before the Automa's rest check, so what follows never rides on a hidden card.
   */
  | { readonly step: 'reveal'; readonly seat: Seat; readonly automa: Seat; readonly condition: RestCondition }
  /** Clean-up: discard any cards before drawing back to 5. */
  | { readonly step: 'cleanup'; readonly seat: Seat }
  | { readonly step: 'over' };

export type PendingStep = Pending['step'];

export type LawyerUpAction =
  | { readonly type: 'strategy'; readonly strategy: string }
  | { readonly type: 'draft'; readonly order: readonly string[] }
  | { readonly type: 'mulligan'; readonly card: string }
  | { readonly type: 'keep' }
  | { readonly type: 'call'; readonly witness: string }
  | { readonly type: 'play'; readonly card: string }
  | { readonly type: 'procedure'; readonly card: string }
  | { readonly type: 'activate'; readonly card: string }
  | { readonly type: 'sidebar' }
  | { readonly type: 'pass' }
  | { readonly type: 'object' }
  | { readonly type: 'allow' }
  | { readonly type: 'pick'; readonly card: string }
  | { readonly type: 'juror'; readonly juror: number }
  | { readonly type: 'orient'; readonly facing: Party }
  | { readonly type: 'first'; readonly source: string }
  | { readonly type: 'discard'; readonly card: string }
  | { readonly type: 'done' };

/** Case 00 may end on an empty deck; Case 01 ends early once all twelve jurors are locked. */
export type EndReason = 'witnesses' | 'deck-empty' | 'all-locked';

export interface LawyerUpState {
  readonly rng: RngState;
  readonly options: LawyerUpOptions;
  /** Every playable card instance of this match (base decks, case deck): the index of `know`. */
  readonly cards: readonly string[];
  /** Every witness of the case. */
  readonly witnesses: readonly string[];
  readonly caseDeck: readonly string[];
  readonly draftHands: readonly (readonly string[])[];
  /** Cards set aside by the first-game deal (never seen by anyone). */
  readonly box: readonly string[];
  readonly decks: readonly (readonly string[])[];
  readonly hands: readonly (readonly string[])[];
  readonly discards: readonly (readonly string[])[];
  readonly buried: readonly string[];
  readonly exams: readonly (readonly ExamEntry[])[];
  readonly procedures: readonly (readonly string[])[];
  /** Per seat, cards set aside at set-up (public) that join its opening hand after the mulligans (The Bloody Knife). */
  readonly aside: readonly (readonly string[])[];
  /** Procedures played into the area this turn: their Action cannot be resolved yet. */
  readonly fresh: readonly string[];
  readonly keyWitnesses: readonly string[];
  /** Per seat, witnesses it holds and may call instead of a key witness (Case 01: the Defendant, for the Defense). */
  readonly held: readonly (readonly string[])[];
  readonly witnessDeck: readonly string[];
  readonly stand: StandWitness | null;
  readonly claimed: readonly (readonly string[])[];
  readonly jurors: readonly Juror[];
  /** Whose favour the Judge shows. */
  readonly favour: Seat;
  readonly objections: readonly number[];
  readonly objected: readonly boolean[];
  readonly sidebar: readonly boolean[];
  readonly passed: readonly boolean[];
  /** Influence gained or lost by effects for the current Witness (cards and witness values are counted live). */
  readonly bonus: readonly number[];
  /** Cards each seat marked for its mulligan (hidden). */
  readonly mulligan: readonly (readonly string[])[];
  /** Per viewer (P, D, spectator), per card of `cards`: the hidden places it may be (0: in plain sight). */
  readonly know: readonly (readonly number[])[];
  readonly queue: readonly Frame[];
  readonly after: After;
  /** The seat whose action the queued effects belong to, and whether it takes another action. */
  readonly actor: Seat;
  readonly another: boolean;
  readonly pending: Pending;
  readonly winner: Seat | null;
  readonly reason: EndReason | null;
  /** Counters for reports. */
  readonly stats: { readonly swayed: readonly number[]; readonly margins: readonly number[] };
}

/** Fields shared unchanged by every state of a match (or replaced whole): never mutated in place. */
type Shared = 'rng' | 'cards' | 'witnesses' | 'options' | 'stats';
/** The state while `reduce` builds the next one: a private copy whose arrays are mutated in place. */
export type Draft = {
  -readonly [K in keyof LawyerUpState]: K extends Shared
    ? LawyerUpState[K]
    : LawyerUpState[K] extends readonly (readonly (infer U)[])[]
      ? U[][]
      : LawyerUpState[K] extends readonly (infer U)[]
        ? U[]
        : LawyerUpState[K];
};
