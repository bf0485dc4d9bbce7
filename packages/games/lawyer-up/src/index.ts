// Lawyer Up: the game value and what bots and tools use from it.
export * from './language/index.js';
export { lawyerUp, makeLawyerUp } from './game.js';
export { lawyerUpOptions, type LawyerUpOptions } from './options.js';
export type { LawyerUpAction, LawyerUpState, Pending, Choice, Juror, ExamEntry, StandWitness } from './state.js';
export type { LawyerUpView } from './view.js';
export type { LawyerUpEvent, LawyerUpEventType, AutomaEvent } from './events.js';
export { BASE_DECKS, DEFENSE_BASE, PROSECUTION_BASE, JUDGES, BIAS_TOKENS, JUROR_NUMBERS } from './content/base/index.js';
export { card, instancesOf, printedId } from './cards.js';
export { influence } from './influence.js';
export { cardCatalogue, TESTED_CARDS, type CatalogueEntry } from './catalogue.js';
export { lawyerUpHints } from './hints/index.js';
export { case01Metrics, lawyerUpMetrics } from './metrics.js';
export { soloMetrics } from './solo/metrics.js';
export { cardName, seatName } from './names.js';
export { cardFacts, cardInFull, explain, lookup } from './card-text.js';
