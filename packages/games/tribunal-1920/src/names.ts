import type { Locale, Text } from '@docket/engine';
import { SLOT_ABBREVIATIONS, SLOT_FACTS, SLOT_NAMES, type GridSlot, type Slot } from './board.js';
import { DISTRICT_NAMES, SYMBOL_LETTERS, SYMBOL_NAMES, cardDistrict, cardSymbol, type CardId, type District } from './cards.js';
import { DISTRICT_EFFECTS } from './districts.js';

/** The two colours (rulings: blue and orange). */
export const SEAT_NAMES: readonly [Text, Text] = [
  { en: 'Blue', fr: 'Bleu' },
  { en: 'Orange', fr: 'Orange' },
];
/** The colours' letters on the board: the same initials in both languages (Bleu, Orange). */
export const SEAT_LETTERS: readonly [Text, Text] = [
  { en: 'B', fr: 'B' },
  { en: 'O', fr: 'O' },
];

export function seatName(seat: unknown, locale: Locale): string {
  return seat === 0 || seat === 1 ? SEAT_NAMES[seat][locale] : String(seat);
}

/** "weapon (Manhattan)" / "arme (Manhattan)". */
export function cardName(card: CardId, locale: Locale): string {
  return `${SYMBOL_NAMES[cardSymbol(card)][locale]} (${DISTRICT_NAMES[cardDistrict(card)]})`;
}

/** "W-MT" / "A-MT": the symbol's letter in the current language and the district, for compact lists. */
export function cardShort(card: CardId, locale: Locale): string {
  return `${SYMBOL_LETTERS[cardSymbol(card)][locale]}-${cardDistrict(card)}`;
}

/** A slot as a short label: "NW" / "NO" on the grid, the district's initials in the column. */
export function slotLabel(slot: Slot, locale: Locale): string {
  return SLOT_FACTS[slot].grid ? SLOT_ABBREVIATIONS[slot as GridSlot][locale] : slot;
}

export function cardList(cards: readonly CardId[], locale: Locale): string {
  return cards.map((c) => cardName(c, locale)).join(', ');
}

/** "the north-west slot" / "l'Emplacement nord-ouest"; districts by name. */
export function slotName(slot: Slot, locale: Locale): string {
  if (!SLOT_FACTS[slot].grid) return DISTRICT_NAMES[slot as District];
  const where = SLOT_NAMES[slot as GridSlot][locale];
  const label = slotLabel(slot, locale);
  return locale === 'fr' ? `l'Emplacement ${where} (${label})` : `the ${where} slot (${label})`;
}

/** A district with its effect's name: "Queens (Pay a bribe)" / "Queens (Verser un Pot-de-vin)". */
export function districtWithEffect(district: District, locale: Locale): string {
  return `${DISTRICT_NAMES[district]} (${DISTRICT_EFFECTS[district].name[locale]})`;
}

/** A noun's singular and plural, in each language. */
export type Forms = { readonly [L in Locale]: readonly [one: string, other: string] };

// The languages' own plural rules: French counts 0 and 1 as singular ("0 carte"), English only 1 ("0 cards").
const PLURALS: { readonly [L in Locale]: Intl.PluralRules } = { en: new Intl.PluralRules('en'), fr: new Intl.PluralRules('fr') };

/** "1 card", "2 cards" / "0 carte", "2 cartes". */
export function counted(n: number, forms: Forms, locale: Locale): string {
  const [one, other] = forms[locale];
  return `${n} ${PLURALS[locale].select(n) === 'one' ? one : other}`;
}

export const CARD_FORMS: Forms = { en: ['card', 'cards'], fr: ['carte', 'cartes'] };
export const PAWN_FORMS: Forms = { en: ['plea pawn', 'plea pawns'], fr: ['Plaidoirie', 'Plaidoiries'] };
export const INVESTIGATOR_FORMS: Forms = { en: ['investigator', 'investigators'], fr: ['Enquêteur', 'Enquêteurs'] };

export function cardCount(n: number, locale: Locale): string {
  return counted(n, CARD_FORMS, locale);
}
