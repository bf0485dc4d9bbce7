export { theTrial } from './game.js';
export { trialHints } from './hints/index.js';
export { trialMetrics } from './metrics.js';
export { trialOptions, type TrialOptions } from './options.js';
export { alignmentWorlds, type AlignmentFacts } from './alignments.js';
export type {
  Accusation,
  BottomCard,
  FiledCard,
  Memory,
  Need,
  Order,
  OrderGroup,
  Pending,
  PendingStep,
  PileCard,
  RoundResult,
  SpokenStatement,
  Statement,
  TrialAction,
  TrialState,
  TrialView,
} from './state.js';
export { COPIES, DECK, KINDS, KIND_NAMES, SIDES, SIDE_OF, type Kind, type Side } from './cards.js';
export {
  ALIGNMENTS,
  COMPOSITIONS,
  DISCUSSION_LAPS,
  HAND_LIMIT,
  MAX_ROUNDS,
  ROLES,
  ROUNDS_TO_WIN,
  VARIANT_HAND_LIMIT,
  type Alignment,
  type Composition,
  type Role,
} from './roles.js';
export { cancelPairs } from './court.js';
export { describeStatement } from './text.js';
export { trialBot, type TrialBot, type TrialDecision } from './bot.js';
export { belief, likeliest, type Belief } from './hints/belief.js';
export { reasoningBot, REASONING_BOT_NAMES, type ReasoningSides } from './reasoning-bot.js';
export { reasoned, tableBelief, refuted } from './hints/testimony.js';
export { filings, filingFactors, type Filings } from './hints/filings.js';
