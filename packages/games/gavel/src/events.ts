import type { Audience, Seat } from '@docket/engine';
import type { AttackId, CardId, EvidenceId, ResponseId } from './cards.js';
import type { WinReason } from './state.js';

/** Every event the game emits, told apart by `type` (a client renders each; `describeEvent` words each). */
export type GavelEvent =
  /** The drawer learns its card... */
  | { readonly type: 'draw'; readonly audience: Audience; readonly seat: Seat; readonly card: CardId }
  /** ...everyone else only that a card was drawn. */
  | { readonly type: 'draw-hidden'; readonly audience: Audience; readonly seat: Seat }
  | { readonly type: 'draw-skipped'; readonly audience: Audience; readonly seat: Seat }
  | { readonly type: 'reshuffle'; readonly audience: Audience; readonly count: number }
  | { readonly type: 'no-play'; readonly audience: Audience; readonly seat: Seat }
  | { readonly type: 'turn-lost'; readonly audience: Audience; readonly seat: Seat }
  | { readonly type: 'proffer'; readonly audience: Audience; readonly seat: Seat; readonly card: EvidenceId }
  | { readonly type: 'pass'; readonly audience: Audience; readonly seat: Seat }
  | { readonly type: 'object'; readonly audience: Audience; readonly seat: Seat; readonly card: AttackId; readonly evidence: EvidenceId }
  | { readonly type: 'respond'; readonly audience: Audience; readonly seat: Seat; readonly card: ResponseId; readonly objector: Seat }
  | { readonly type: 'out-of-order'; readonly audience: Audience; readonly seat: Seat; readonly objector: Seat }
  | { readonly type: 'sustained'; readonly audience: Audience; readonly seat: Seat; readonly objector: Seat; readonly evidence: EvidenceId }
  | { readonly type: 'admitted'; readonly audience: Audience; readonly seat: Seat; readonly card: EvidenceId; readonly points: number }
  | { readonly type: 'discard'; readonly audience: Audience; readonly seat: Seat; readonly card: CardId }
  | { readonly type: 'jury'; readonly audience: Audience; readonly seat: Seat; readonly points: number }
  | { readonly type: 'verdict'; readonly audience: Audience; readonly seat: Seat; readonly points: number; readonly guilty: boolean }
  /** A Not Guilty verdict: the player's hand and admitted evidence go face up to the discard stack. */
  | {
      readonly type: 'eliminated';
      readonly audience: Audience;
      readonly seat: Seat;
      readonly hand: readonly CardId[];
      readonly admitted: readonly CardId[];
    }
  /** The match ends: `seat` is null when nobody wins. */
  | { readonly type: 'won'; readonly audience: Audience; readonly seat: Seat | null; readonly reason: WinReason; readonly points: readonly number[] };

export type GavelEventType = GavelEvent['type'];
