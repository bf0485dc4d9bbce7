import type { RngState, Viewer } from '@docket/engine';
import type { GridSlot, Requirement, Slot } from './board.js';
import type { CardId, District } from './cards.js';

/** The two seats: 0 plays blue, 1 plays orange. */
export type Side = 0 | 1;
export type Pair<T> = readonly [T, T];

export type TribunalAction =
  | { readonly type: 'claim'; readonly slot: Slot }
  | { readonly type: 'pass' }
  | { readonly type: 'ok' }
  | { readonly type: 'object' }
  /** The cards proving a true, objected claim, in canonical card order. */
  | { readonly type: 'show'; readonly cards: readonly CardId[] }
  /** The claimant of an objected bluff admits it ("avouer qu'il a menti"); its hand stays hidden. */
  | { readonly type: 'confess' }
  /** The objector's free placement after an exposed bluff. */
  | { readonly type: 'place'; readonly slot: Slot }
  | { readonly type: 'bribe'; readonly slot: GridSlot }
  | { readonly type: 'move'; readonly from: GridSlot; readonly to: GridSlot }
  | { readonly type: 'erase'; readonly slot: GridSlot }
  | { readonly type: 'discard'; readonly card: CardId }
  | { readonly type: 'investigate'; readonly district: District };

/** The decision the game waits for, and who takes it. */
export type Pending =
  /** The active player claims a free slot or passes (its draw is already done). */
  | { readonly step: 'claim'; readonly seat: Side }
  /** The opponent answers the claim on `slot`: OK or Objection! */
  | { readonly step: 'answer'; readonly seat: Side; readonly slot: Slot }
  /**
   * The claim on `slot` was objected: the claimant proves it (picks the cards to show) or confesses a bluff.
   * Asked after every objection, so the step itself says nothing of the hand.
   */
  | { readonly step: 'prove'; readonly seat: Side; readonly slot: Slot }
  /** A bluff was exposed; the objector places a pawn on any free slot. */
  | { readonly step: 'place'; readonly seat: Side }
  /** Queens (Verser un Pot-de-vin): put or move the bribe token. */
  | { readonly step: 'bribe'; readonly seat: Side }
  /** Bronx (Retourner la situation): move a grid pawn. */
  | { readonly step: 'move'; readonly seat: Side }
  /** Staten Island (Effacer les preuves): remove an opponent grid pawn. */
  | { readonly step: 'erase'; readonly seat: Side }
  /** The active player discards down to the hand limit, one card at a time. */
  | { readonly step: 'discard'; readonly seat: Side }
  /** The loser of the last hearing places an investigator. */
  | { readonly step: 'investigate'; readonly seat: Side }
  | { readonly step: 'over' };

export type PendingStep = Pending['step'];

/** A public fact: `seat` claimed `slot` without the cards, and was objected. */
export interface Bluff {
  readonly seat: Side;
  readonly slot: Slot;
}

export interface HearingResult {
  /** The hearing's number (void hearings count). */
  readonly hearing: number;
  /** null for a void hearing. */
  readonly winner: Side | null;
  /** Hearings won: 1, or 2 with jury support. */
  readonly won: number;
  readonly reason: 'line' | 'jury-support' | 'district' | 'void';
}

export interface TribunalState {
  readonly rng: RngState;
  /** The court grid's printed requirements, in `GRID_SLOTS` order (standard or house board). */
  readonly requirements: readonly Requirement[];
  /** Face down, top card first. */
  readonly deck: readonly CardId[];
  readonly hands: Pair<readonly CardId[]>;
  /** Face up, oldest first; public at any time. */
  readonly discard: readonly CardId[];
  /** Plea pawns on the grid, in `GRID_SLOTS` order. */
  readonly grid: readonly (Side | null)[];
  /** Plea pawns in the district column, in `DISTRICTS` order (top first). */
  readonly districts: readonly (Side | null)[];
  /** Investigators in the district column; they stay from hearing to hearing. */
  readonly investigators: readonly (Side | null)[];
  readonly bribe: GridSlot | null;
  /** Plea pawns each player still has in supply. */
  readonly supply: Pair<number>;
  readonly investigatorsLeft: Pair<number>;
  /** Hearings won (the hearing track). */
  readonly hearings: Pair<number>;
  /** The current hearing's number, from 1; a void hearing replayed counts again. */
  readonly hearing: number;
  /** Who started the current hearing (a void hearing is replayed with the same first player). */
  readonly starter: Side;
  /** Whose turn it is. */
  readonly active: Side;
  readonly pending: Pending;
  /** Set during a turn whose true, objected grid claim completed the claimant's line. */
  readonly jurySupport: boolean;
  /** Bluffs exposed in this hearing. */
  readonly bluffs: readonly Bluff[];
  readonly lastHearing: HearingResult | null;
}

/** What one viewer may see: built by allowlist from the state, never by deleting secrets. */
export interface TribunalView {
  readonly viewer: Viewer;
  readonly requirements: Requirement[];
  /** The viewer's own hand; null for a spectator. */
  readonly hand: CardId[] | null;
  readonly handCounts: [number, number];
  readonly deckCount: number;
  readonly discard: CardId[];
  readonly grid: (Side | null)[];
  readonly districts: (Side | null)[];
  readonly investigators: (Side | null)[];
  readonly bribe: GridSlot | null;
  readonly supply: [number, number];
  readonly investigatorsLeft: [number, number];
  readonly hearings: [number, number];
  readonly hearing: number;
  readonly starter: Side;
  readonly active: Side;
  readonly pending: Pending;
  readonly jurySupport: boolean;
  readonly bluffs: Bluff[];
  readonly lastHearing: HearingResult | null;
  /** Both hands, once the match is over (every hand opens then); null before. */
  readonly openHands: [CardId[], CardId[]] | null;
}

export function other(seat: Side): Side {
  return seat === 0 ? 1 : 0;
}
