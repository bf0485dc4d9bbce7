/**
 * The card language of Lawyer Up: the types every card is declared with, and their zod schemas.
 *
 * How to write a card (one object per card, data first, behaviour as a short declaration):
 *
 * ```ts
 * // Charming Demeanor — Examine: gain the Judge's favour, take another action. Victory: refresh 1 Objection.
 * {
 *   id: 'base-p-charming-demeanor', type: 'Argument', side: 'P', case: 'base', value: 2,
 *   biases: ['emotional', 'reputation'], keywords: [],
 *   name: { en: 'Charming Demeanor', fr: 'Charme désarmant' },
 *   text: { en: 'Examine: gain the Judge\'s favour, take another action. Victory: refresh 1 Objection.', fr: '…' },
 *   flavour: { en: '…', fr: '…' },
 *   effects: {
 *     examine: [{ do: 'gainFavour' }, { do: 'anotherAction' }],
 *     victory: [{ do: 'refresh', token: 'objection', count: 1 }],
 *   },
 * }
 * ```
 *
 * - Types: `PlayCardData` (Argument / Evidence / Procedure: value, biases), `WitnessData` (value and
 *   biases per end: primary faces the caller), `StrategyData` (key witnesses, icon sets kept).
 * - Triggers (`Behaviour`): examine, victory, defeat, called, calledBy {P, D}, favored {P, D}, action.
 * - Effects (`Effect`, field `do`): the rulings' vocabulary — gainInfluence, loseInfluence, value,
 *   valueByBias, draw, discard, discardFromExamination, shuffle, bury, search, refresh, gainFavour,
 *   anotherAction, sway, lock, unlock, discredit, surpriseWitness, forTheGreaterGood, addToExamination
 *   (Bribery), playFrom (play a Painting from a discard), and `if` with a `Condition` (witnessKeyword,
 *   witnessBias, examinationHas, favour, leading, not, all). Filters (`CardFilter`) pick cards by type,
 *   keyword, bias, side or id.
 * - Check a list with `defineCards([...])` (zod on load, unique ids). A case exports a `CaseContent`.
 * - A word that is missing is added here with its own test, never as a special case in the rules: ask in
 *   design/language-requests.md.
 * - "You" is the player resolving the effect: the card's player for examine / action, the caller for called /
 *   calledBy, the side faced for favored, the loser for defeat and the winner for victory.
 * - The engine reads these properties only; it never branches on a card's name or id.
 */
export * from './words.js';
export * from './effects.js';
export * from './cards.js';
export * from './case.js';
