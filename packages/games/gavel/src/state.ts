import type { RngState, Seat, Viewer } from '@docket/engine';
import type { AttackId, CardId, EvidenceId, ResponseId } from './cards.js';

export type GavelAction =
  /** Before drawing, with enough points: Go to the Jury. */
  | { readonly type: 'jury' }
  /** Before drawing, with enough points: decline the jury and draw. */
  | { readonly type: 'draw' }
  | { readonly type: 'proffer'; readonly card: EvidenceId }
  | { readonly type: 'discard'; readonly card: CardId }
  /** In the attack window: object with a sword of the evidence's colour. */
  | { readonly type: 'object'; readonly card: AttackId }
  | { readonly type: 'pass' }
  /** The proffering player answers the attack with a shield of its colour. */
  | { readonly type: 'respond'; readonly card: ResponseId }
  | { readonly type: 'out-of-order' }
  /** The proffering player lets the objection stand. */
  | { readonly type: 'concede' };

/** The decision the game waits for, and who takes it. */
export type Pending =
  /** Start of a turn with enough points: Go to the Jury, or draw. */
  | { readonly step: 'open'; readonly seat: Seat }
  /** After the draw: proffer an evidence card, or discard when holding none. */
  | { readonly step: 'play'; readonly seat: Seat }
  /** The attack window on `evidence` proffered by `seat`: the opponents in `waiting` have not passed yet. */
  | { readonly step: 'attack'; readonly seat: Seat; readonly evidence: EvidenceId; readonly waiting: readonly Seat[] }
  /** `objector` attacked `evidence` with `attack`; the proffering `seat` answers. */
  | {
      readonly step: 'respond';
      readonly seat: Seat;
      readonly evidence: EvidenceId;
      readonly attack: AttackId;
      readonly objector: Seat;
    }
  | { readonly step: 'over' };

export type PendingStep = Pending['step'];

export interface Verdict {
  readonly seat: Seat;
  /** Points admitted when going to the jury: the number of Guilty cards in the pool of 12. */
  readonly points: number;
  readonly guilty: boolean;
}

export type WinReason = 'target' | 'jury' | 'last-standing' | 'stalemate';

export interface GavelState {
  readonly rng: RngState;
  readonly players: number;
  readonly targetPoints: number;
  readonly juryMinimum: number;
  readonly outOfOrder: boolean;
  /** The whole deck, canonical order (public: the printing). */
  readonly cards: readonly CardId[];
  /** Face down, top card first. */
  readonly drawStack: readonly CardId[];
  /** Face up, oldest first: the top card is the last. */
  readonly discard: readonly CardId[];
  readonly hands: readonly (readonly CardId[])[];
  /** Admitted evidence, per seat, in order of admission. */
  readonly admitted: readonly (readonly CardId[])[];
  readonly points: readonly number[];
  readonly eliminated: readonly boolean[];
  /** Turns each seat still loses to Out of Order. */
  readonly lostTurns: readonly number[];
  /** The draw stack's cards when the discard stack was last shuffled into it (canonical order); null before. */
  readonly reshuffled: readonly CardId[] | null;
  /** Per seat, the cards it drew since that reshuffle (empty before the first). */
  readonly drawnSince: readonly (readonly CardId[])[];
  /** Whose turn it is. */
  readonly active: Seat;
  readonly pending: Pending;
  /** The last verdict drawn, public. */
  readonly verdict: Verdict | null;
  readonly winner: Seat | null;
  readonly reason: WinReason | null;
}

/** What one viewer may see: built by allowlist from the state. */
export interface GavelView {
  readonly viewer: Viewer;
  readonly players: number;
  readonly targetPoints: number;
  readonly juryMinimum: number;
  readonly outOfOrder: boolean;
  readonly cards: CardId[];
  /** The viewer's hand; null for a spectator. */
  readonly hand: CardId[] | null;
  readonly handCounts: number[];
  readonly drawCount: number;
  /**
   * The discard stack, oldest first. Its top and size are public, and every card reaches it face up before
   * everyone, so each viewer remembers all of it (perfect recall).
   */
  readonly discard: CardId[];
  readonly admitted: CardId[][];
  readonly points: number[];
  readonly eliminated: boolean[];
  readonly lostTurns: number[];
  /** What the draw stack was made of at the last reshuffle (public: it was the discard stack). */
  readonly reshuffled: CardId[] | null;
  /** The cards the viewer itself drew since that reshuffle; null for a spectator. */
  readonly drawnSince: CardId[] | null;
  readonly active: Seat;
  readonly pending: Pending;
  readonly verdict: Verdict | null;
  readonly winner: Seat | null;
  readonly reason: WinReason | null;
  /** Every hand, once the match is over; null before. */
  readonly openHands: CardId[][] | null;
}

/** The next live seat clockwise after `from`. */
export function nextLive(eliminated: readonly boolean[], from: Seat): Seat {
  const n = eliminated.length;
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n;
    if (!eliminated[i]) return i;
  }
  return from;
}

export function liveCount(eliminated: readonly boolean[]): number {
  let n = 0;
  for (const e of eliminated) if (!e) n++;
  return n;
}
