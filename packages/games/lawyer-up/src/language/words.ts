/** The printed words every card is made of: sides, biases, card types, cases, icons. */

/** Neutral (gray), Prosecution (red), Defense (blue). */
export const SIDES = ['N', 'P', 'D'] as const;
export type Side = (typeof SIDES)[number];
/** The two sides that sit at the table. */
export const PARTIES = ['P', 'D'] as const;
export type Party = (typeof PARTIES)[number];

/** The six bias symbols, in the rulebook's order of the Basic Concepts page. */
export const BIASES = ['evidential', 'logical', 'emotional', 'reputation', 'bureaucratic', 'corruption'] as const;
export type Bias = (typeof BIASES)[number];

export const CARD_TYPES = ['Argument', 'Evidence', 'Procedure', 'Witness', 'Strategy'] as const;
export type CardType = (typeof CARD_TYPES)[number];
/** The cards a player can hold and play. */
export const PLAY_TYPES = ['Argument', 'Evidence', 'Procedure'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

export const CASES = ['base', '00', '01'] as const;
export type CaseId = (typeof CASES)[number];

/** Case 00's icon sets: a strategy keeps the case cards of the icons it names. */
export const ICONS = ['pencil', 'spider-web'] as const;
export type Icon = (typeof ICONS)[number];

/** Whose pile or examination an effect reads, from the point of view of the player resolving it. */
export const WHOS = ['you', 'opponent'] as const;
export type Who = (typeof WHOS)[number];

/** The other party. */
export function opposite(p: Party): Party {
  return p === 'P' ? 'D' : 'P';
}
