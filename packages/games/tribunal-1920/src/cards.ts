import type { Text } from '@docket/engine';

/** The four clue symbols printed on Evidence cards (rulings: fingerprint, weapon, document, eyewitness). */
export const SYMBOLS = ['fingerprint', 'weapon', 'document', 'eyewitness'] as const;
export type ClueSymbol = (typeof SYMBOLS)[number];

/**
 * The five districts, in the order of the district column, top (highest) first.
 * Manhattan on top is a fact of the game; the order of the other four is ours (rulings), kept here as data.
 */
export const DISTRICTS = ['MT', 'BN', 'QN', 'BX', 'SI'] as const;
export type District = (typeof DISTRICTS)[number];

/** An Evidence card: one symbol and one district, each pair once (20 cards). */
export type CardId = `${ClueSymbol}-${District}`;

/** Every card, in the canonical order used wherever cards are listed (`show` actions, fresh decks). */
export const CARDS: readonly CardId[] = SYMBOLS.flatMap((s) => DISTRICTS.map((d): CardId => `${s}-${d}`));

export interface CardFacts {
  /** Position in `CARDS`. */
  readonly order: number;
  /** Index in `SYMBOLS`. */
  readonly symbol: number;
  /** Index in `DISTRICTS` (the district's slot in the column). */
  readonly district: number;
}

/** Card facts as numbers, so that checking a hand never parses an id. */
export const CARD_FACTS: Readonly<Record<CardId, CardFacts>> = Object.fromEntries(
  CARDS.map((id, order) => [id, { order, symbol: Math.floor(order / DISTRICTS.length), district: order % DISTRICTS.length }]),
) as Record<CardId, CardFacts>;

export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && Object.hasOwn(CARD_FACTS, x);
}

export const SYMBOL_NAMES: Readonly<Record<ClueSymbol, Text>> = {
  fingerprint: { en: 'fingerprint', fr: 'empreinte' },
  weapon: { en: 'weapon', fr: 'arme' },
  document: { en: 'document', fr: 'document' },
  eyewitness: { en: 'eyewitness', fr: 'témoin' },
};

/** One letter per symbol for the terminal picture, from each language's own word (with a legend). */
export const SYMBOL_LETTERS: Readonly<Record<ClueSymbol, Text>> = {
  fingerprint: { en: 'F', fr: 'E' },
  weapon: { en: 'W', fr: 'A' },
  document: { en: 'D', fr: 'D' },
  eyewitness: { en: 'E', fr: 'T' },
};

export const DISTRICT_NAMES: Readonly<Record<District, string>> = {
  MT: 'Manhattan',
  BN: 'Brooklyn',
  QN: 'Queens',
  BX: 'Bronx',
  SI: 'Staten Island',
};

export function cardSymbol(card: CardId): ClueSymbol {
  return SYMBOLS[CARD_FACTS[card].symbol] as ClueSymbol;
}

export function cardDistrict(card: CardId): District {
  return DISTRICTS[CARD_FACTS[card].district] as District;
}

/** Sorts cards into the canonical order (a copy). */
export function sortCards(cards: readonly CardId[]): CardId[] {
  return cards.slice().sort((a, b) => CARD_FACTS[a].order - CARD_FACTS[b].order);
}
