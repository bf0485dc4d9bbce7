import type { Audience } from '@docket/engine';
import type { GridSlot, Slot } from './board.js';
import type { CardId, District } from './cards.js';
import type { HearingResult, Pair, Side } from './state.js';

type Of<T extends string, P> = { readonly type: T; readonly audience: Audience } & P;

/**
 * Every event Tribunal 1920 emits, with its payload: a client words each kind (`describeEvent` must), and the
 * audience says who may learn of it.
 */
export type TribunalEvent =
  /** The drawer learns its cards (audience: the drawer). */
  | Of<'draw', { readonly seat: Side; readonly cards: readonly CardId[] }>
  /** Everyone else learns how many were drawn. */
  | Of<'draw-hidden', { readonly seat: Side; readonly count: number }>
  | Of<'claim', { readonly seat: Side; readonly slot: Slot }>
  /** Only the claimant: whether its own hand proves the claim (for simulations' bluff counts). */
  | Of<'claim-truth', { readonly seat: Side; readonly slot: Slot; readonly bluff: boolean }>
  | Of<'pass', { readonly seat: Side }>
  | Of<'answer', { readonly seat: Side; readonly objection: boolean }>
  | Of<'show', { readonly seat: Side; readonly slot: Slot; readonly cards: readonly CardId[] }>
  | Of<'bluff-exposed', { readonly seat: Side; readonly slot: Slot }>
  | Of<'place', { readonly seat: Side; readonly slot: Slot; readonly how: 'claim' | 'free' }>
  | Of<'effect', { readonly seat: Side; readonly district: District }>
  | Of<'effect-void', { readonly seat: Side; readonly district: District }>
  | Of<'bribe', { readonly seat: Side; readonly slot: GridSlot; readonly from: GridSlot | null }>
  | Of<'move', { readonly seat: Side; readonly from: GridSlot; readonly to: GridSlot; readonly owner: Side }>
  | Of<'erase', { readonly seat: Side; readonly slot: GridSlot; readonly owner: Side }>
  | Of<'discard', { readonly seat: Side; readonly card: CardId }>
  | Of<'hearing-won', { readonly seat: Side; readonly won: number; readonly reason: Exclude<HearingResult['reason'], 'void'>; readonly hearings: Pair<number> }>
  | Of<'hearing-void', { readonly hearing: number }>
  | Of<'hearing-start', { readonly hearing: number; readonly starter: Side }>
  | Of<'investigate', { readonly seat: Side; readonly district: District }>
  | Of<'match-won', { readonly seat: Side; readonly hearings: Pair<number> }>;

export type TribunalEventType = TribunalEvent['type'];
