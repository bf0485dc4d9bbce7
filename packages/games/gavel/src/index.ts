export { gavel } from './game.js';
export type { GavelEvent, GavelEventType } from './events.js';
export { gavelHints } from './hints/index.js';
export { gavelMetrics } from './metrics.js';
export { gavelOptions, type GavelOptions } from './options.js';
export type { GavelAction, GavelState, GavelView, Pending, PendingStep, Verdict, WinReason } from './state.js';
export { nextLive } from './state.js';
export {
  ATTACK_TITLES,
  CARD_IDS,
  COLOURS,
  DEFAULT_DECK,
  FACTS,
  OUT_OF_ORDER,
  WEIGHTS,
  deckCards,
  deckSchema,
  isCardId,
  points,
  sortCards,
  without,
  type AttackId,
  type AttackTitle,
  type CardFacts,
  type CardId,
  type Colour,
  type DeckTable,
  type EvidenceId,
  type ResponseId,
  type Weight,
} from './cards.js';
export { VERDICT_CARDS } from './jury.js';
export { cardName, cardShort, seatName, COLOUR_NAMES } from './names.js';
