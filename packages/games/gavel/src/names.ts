import type { Locale, Text } from '@docket/engine';
import { FACTS, isCardId, type CardId, type Colour } from './cards.js';

export const COLOUR_NAMES: Readonly<Record<Colour, Text>> = {
  red: { en: 'red', fr: 'rouge' },
  blue: { en: 'blue', fr: 'bleue' },
  green: { en: 'green', fr: 'verte' },
  yellow: { en: 'yellow', fr: 'jaune' },
  purple: { en: 'purple', fr: 'violette' },
  orange: { en: 'orange', fr: 'orange' },
};

/** One letter per colour for the terminal picture. */
export const COLOUR_LETTERS: Readonly<Record<Colour, string>> = { red: 'R', blue: 'B', green: 'G', yellow: 'Y', purple: 'P', orange: 'O' };

/** A seat by its place at the table, counted from 1. */
export function seatName(seat: unknown, locale: Locale): string {
  const n = typeof seat === 'number' ? seat + 1 : '?';
  return locale === 'fr' ? `Joueur ${n}` : `Player ${n}`;
}

/** A card's printed name: "red evidence (2)", "Objection rouge". */
export function cardName(card: unknown, locale: Locale): string {
  if (!isCardId(card)) return String(card);
  const f = FACTS[card];
  if (f.kind === 'out-of-order') return locale === 'fr' ? 'Hors de propos' : 'Out of Order';
  const c = COLOUR_NAMES[f.colour][locale];
  switch (f.kind) {
    case 'evidence':
      return locale === 'fr' ? `Preuve ${c} (${f.weight})` : `${c} evidence (${f.weight})`;
    case 'attack':
      if (f.title === 'objection') return locale === 'fr' ? `Objection ${c}` : `${c} Objection`;
      return locale === 'fr' ? `Récusation ${c}` : `${c} Impeached`;
    case 'response':
      return locale === 'fr' ? `Réplique ${c}` : `${c} Response`;
  }
}

/** A short tag for the terminal: R2 (evidence), R! (objection), R¡ (impeached), R# (response), OO. */
export function cardShort(card: CardId): string {
  const f = FACTS[card];
  if (f.kind === 'out-of-order') return 'OO';
  const l = COLOUR_LETTERS[f.colour];
  switch (f.kind) {
    case 'evidence':
      return `${l}${f.weight}`;
    case 'attack':
      return f.title === 'objection' ? `${l}!` : `${l}¡`;
    case 'response':
      return `${l}#`;
  }
}

export function cardList(cards: unknown, locale: Locale): string {
  return Array.isArray(cards) ? cards.map((c) => cardName(c, locale)).join(', ') : '';
}
