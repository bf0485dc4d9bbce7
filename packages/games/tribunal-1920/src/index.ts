export { tribunal1920 } from './game.js';
export type { TribunalEvent, TribunalEventType } from './events.js';
export { tribunalHints } from './hints/index.js';
export { tribunalMetrics } from './metrics.js';
export { tribunalOptions, type TribunalOptions } from './options.js';
export type {
  Bluff,
  HearingResult,
  Pair,
  Pending,
  PendingStep,
  Side,
  TribunalAction,
  TribunalState,
  TribunalView,
} from './state.js';
export {
  CARDS,
  DISTRICTS,
  DISTRICT_NAMES,
  SYMBOLS,
  SYMBOL_NAMES,
  type CardId,
  type ClueSymbol,
  type District,
} from './cards.js';
export {
  GRID_SLOTS,
  HAND_LIMIT,
  HEARINGS_TO_WIN,
  LINES,
  PLEA_PAWNS,
  STANDARD_GRID,
  type GridSlot,
  type Requirement,
  type Slot,
} from './board.js';
export { DISTRICT_EFFECTS, type DistrictEffect, type EffectKind } from './districts.js';
export { SEAT_NAMES } from './names.js';
