import type { Locale } from '@docket/engine';
import { KIND_NAMES, SIDE_NAMES, type Kind, type Side } from './cards.js';
import { ALIGNMENT_NAMES, ROLE_NAMES, type Alignment, type Role } from './roles.js';

export type Say = (en: string, fr: string) => string;

export function sayer(locale: Locale): Say {
  return (en, fr) => (locale === 'fr' ? fr : en);
}

/** Players go by their seat number from 1: "Player 3" / "Joueur 3". */
export function seatName(seat: unknown, locale: Locale): string {
  const n = typeof seat === 'number' ? seat + 1 : '?';
  return locale === 'fr' ? `Joueur ${n}` : `Player ${n}`;
}

export function kindName(k: Kind, locale: Locale): string {
  return KIND_NAMES[k][locale];
}

export function sideName(s: Side, locale: Locale): string {
  return SIDE_NAMES[s][locale];
}

export function roleName(r: Role, locale: Locale): string {
  return ROLE_NAMES[r][locale];
}

export function alignmentName(a: Alignment, locale: Locale): string {
  return ALIGNMENT_NAMES[a][locale];
}

export function kindList(cards: readonly Kind[], locale: Locale): string {
  if (cards.length === 0) return locale === 'fr' ? 'aucune carte' : 'no cards';
  return cards.map((k) => kindName(k, locale)).join(', ');
}

/** "a"/"an" before an English word, by its first sound (our words: a vowel letter is a vowel sound). */
export function anEn(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

const RULES: Partial<Record<Locale, Intl.PluralRules>> = {};

/** `n` and the noun in the form the locale's plural rules ask for: "1 card", "2 cards"; "0 carte", "2 cartes". */
export function counted(n: number, forms: { readonly en: readonly [string, string]; readonly fr: readonly [string, string] }, locale: Locale): string {
  const rules = (RULES[locale] ??= new Intl.PluralRules(locale));
  const [one, other] = forms[locale];
  return `${n} ${rules.select(n) === 'one' ? one : other}`;
}

export const CARDS = { en: ['card', 'cards'], fr: ['carte', 'cartes'] } as const;
