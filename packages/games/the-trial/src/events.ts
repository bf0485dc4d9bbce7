import type { Audience, Seat } from '@docket/engine';
import type { Kind } from './cards.js';
import type { Alignment } from './roles.js';
import type { OrderGroup, Statement } from './state.js';

type Ev<T extends string, P> = { readonly type: T; readonly audience: Audience } & { readonly [K in keyof P]: P[K] };

/**
 * Every event The Trial emits. What a seat receives never says more than its next view shows: a card name goes
 * only to seats that saw the card (the drawer, the giver and receiver, the peeking witness).
 */
export type TrialEvent =
  | Ev<'round-start', { round: number; stopped: Seat | null }>
  | Ev<'order', { group: OrderGroup; seat: Seat }>
  /** To the drawer only: the cards drawn. */
  | Ev<'draw', { seat: Seat; cards: readonly Kind[] }>
  | Ev<'draw-hidden', { seat: Seat; count: number }>
  | Ev<'discard', { seat: Seat }>
  /** To the giver and the receiving lawyer only. */
  | Ev<'give', { seat: Seat; lawyer: Seat; card: Kind }>
  | Ev<'give-hidden', { seat: Seat; lawyer: Seat }>
  | Ev<'judge-files', { seat: Seat; count: number }>
  | Ev<'file', { seat: Seat }>
  | Ev<'rest', { seat: Seat; filed: number }>
  | Ev<'peek', { seat: Seat; target: Seat; where: 'pile' | 'hand' }>
  /** To the peeking witness only. */
  | Ev<'peek-card', { seat: Seat; target: Seat; where: 'pile' | 'hand'; card: Kind }>
  | Ev<'peek-nothing', { seat: Seat }>
  | Ev<'jury-pass', { seat: Seat }>
  | Ev<'accuse-start', { seat: Seat }>
  | Ev<'toggle', { seat: Seat; target: Seat; chosen: readonly Seat[] }>
  | Ev<'accusation', { seat: Seat; seats: readonly Seat[]; correct: boolean }>
  | Ev<'declare', { seat: Seat; after: 'reveal' | 'accusation' }>
  | Ev<'reveal', { round: number; cards: readonly Kind[]; remaining: readonly Kind[]; innocence: number; guilt: number; winner: Alignment; wins: Readonly<Record<Alignment, number>> }>
  | Ev<'statement', { seat: Seat; statement: Statement }>
  | Ev<'silent', { seat: Seat }>
  | Ev<'discussion-end', { round: number }>
  | Ev<'marker', { seat: Seat; card: Kind; winner: Alignment }>
  | Ev<'warn', { seat: Seat; target: Seat }>
  | Ev<'no-warning', { seat: Seat }>
  | Ev<'objection', { seat: Seat; target: Seat }>
  | Ev<'allow', { seat: Seat; target: Seat }>
  | Ev<'to-discard', { cards: readonly Kind[] }>
  | Ev<'excess', { seat: Seat }>
  /** To the discarding lawyer only. */
  | Ev<'excess-card', { seat: Seat; card: Kind }>
  | Ev<'reshuffle', { count: number }>
  /** Every role is revealed at the game's end. */
  | Ev<'game-over', { winner: Alignment; reason: 'three-rounds' | 'accusation'; alignments: readonly Alignment[] }>;

export type TrialEventType = TrialEvent['type'];
