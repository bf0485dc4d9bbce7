import type { Audience, Seat } from '@docket/engine';
import type { Bias, Party } from './language/index.js';
import type { RestCondition } from './solo/dice.js';
import type { EndReason, PickTo } from './state.js';

/** One kind of event: its type, its audience and its payload (plain JSON). */
type Ev<T extends string, P> = { readonly type: T; readonly audience: Audience } & { readonly [K in keyof P]: P[K] };

type BySeat<T extends string, P = unknown> = Ev<T, { seat: Seat } & P>;
type CardBy<T extends string> = BySeat<T, { card: string }>;
type JurorMove<T extends string> = BySeat<T, { juror: number; space: number; paid?: boolean }>;

/** Every event Lawyer Up emits, the Automa's included: `describeEvent` words each kind (an exhaustive switch). */
export type LawyerUpEvent =
  // Set-up and Discovery.
  | BySeat<'strategy-chosen'>
  | Ev<'strategies', { strategies: readonly string[] }>
  | BySeat<'draft-dealt', { cards: readonly string[] }>
  | BySeat<'draft-chosen'>
  | BySeat<'drafted', { order: readonly string[] }>
  | Ev<'dealt', { count: number }>
  | CardBy<'mulligan-marked'>
  | BySeat<'mulligan', { cards: readonly string[] }>
  | BySeat<'keep'>
  | CardBy<'set-aside-joins'>
  // Cards moving.
  | BySeat<'draw', { cards: readonly string[] }>
  | BySeat<'draw-hidden', { count: number }>
  | CardBy<'discard'>
  | BySeat<'shuffle-in', { cards: readonly string[] }>
  | BySeat<'pick', { card: string; to: PickTo }>
  | BySeat<'pick-hidden', { to: PickTo }>
  | CardBy<'greater-good'>
  | CardBy<'add'>
  | BySeat<'search', { pile: 'deck' | 'buried' }>
  | BySeat<'search-nothing'>
  // Questioning.
  | BySeat<'call', { witness: string }>
  | CardBy<'play'>
  | CardBy<'procedure'>
  | CardBy<'activate'>
  | BySeat<'sidebar'>
  | BySeat<'pass'>
  | CardBy<'object'>
  | CardBy<'allow'>
  | BySeat<'first', { source: string }>
  | BySeat<'refresh', { token: 'objection' | 'sidebar' }>
  | BySeat<'favour'>
  | BySeat<'discredit', { witness: string }>
  | BySeat<'orient', { witness: string; facing: Party }>
  // Resolution and the jury.
  | BySeat<'witness-won', { witness: string; influence: readonly number[] }>
  | BySeat<'claim', { witness: string }>
  | BySeat<'surprise-witness', { claimed: string; witness: string }>
  | JurorMove<'sway'>
  | JurorMove<'lock'>
  | JurorMove<'unlock'>
  | Ev<'closing-statements', { influence: readonly number[]; before: Seat }>
  | Ev<'all-locked', { winner: Seat }>
  | Ev<'closing', { reason: EndReason; winner: Seat | null }>
  // The Automa (solo mode).
  | CardBy<'automa-card'>
  | BySeat<'automa-empty'>
  | BySeat<'automa-roll', { card: string; red: Bias; redFace: number; blue: RestCondition; blueFace: number; shows: boolean }>
  | BySeat<'automa-nothing', { bias: Bias }>
  | BySeat<'automa-value', { card: string; amount: number }>
  | BySeat<'automa-rest', { condition: RestCondition; met: boolean }>
  | BySeat<'automa-objection', { card: string; objects: boolean }>
  | BySeat<'automa-call', { witness: string; value: number }>
  | BySeat<'automa-sway', { juror: number; why: 'flip' | 'closer' | 'further'; points: number }>
  | CardBy<'automa-ignores'>;

export type LawyerUpEventType = LawyerUpEvent['type'];
export type AutomaEvent = Extract<LawyerUpEvent, { type: `automa-${string}` }>;
