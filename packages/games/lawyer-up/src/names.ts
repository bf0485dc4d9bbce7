import type { Locale } from '@docket/engine';
import { card, isKnownCard } from './cards.js';
import { biasName } from './content/base/index.js';
import type { Bias, Party } from './language/index.js';

/** A seat by its side: "Prosecution" / "Accusation", "Defense" / "Défense". */
export function seatName(seat: unknown, locale: Locale): string {
  if (seat === 0) return locale === 'fr' ? 'Accusation' : 'Prosecution';
  if (seat === 1) return locale === 'fr' ? 'Défense' : 'Defense';
  return String(seat);
}

/** A side with its article: "the Prosecution", "l’Accusation", "la Défense". */
export function theSeat(seat: unknown, locale: Locale): string {
  if (locale === 'fr') return seat === 0 ? 'l’Accusation' : seat === 1 ? 'la Défense' : String(seat);
  return `the ${seatName(seat, locale)}`;
}

/** The same at the start of a sentence. */
export function TheSeat(seat: unknown, locale: Locale): string {
  const s = theSeat(seat, locale);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function partyName(p: Party, locale: Locale): string {
  return seatName(p === 'P' ? 0 : 1, locale);
}

/** A card's printed name (copies share it). */
export function cardName(instance: unknown, locale: Locale): string {
  if (!isKnownCard(instance)) return String(instance);
  return card(instance).name[locale];
}

export function biasLabel(b: Bias, locale: Locale): string {
  return biasName(b)[locale];
}

/** Two letters per bias for the terminal, French: Pr(obatoire) Lo(gique) Ém(otionnel) Ré(putation) Bu Co. */
export const BIAS_SHORT_FR: Readonly<Record<Bias, string>> = {
  evidential: 'Pr',
  logical: 'Lo',
  emotional: 'Ém',
  reputation: 'Ré',
  bureaucratic: 'Bu',
  corruption: 'Co',
};

/** Two letters per bias for the terminal: Ev Lo Em Re Bu Co. */
export const BIAS_SHORT: Readonly<Record<Bias, string>> = {
  evidential: 'Ev',
  logical: 'Lo',
  emotional: 'Em',
  reputation: 'Re',
  bureaucratic: 'Bu',
  corruption: 'Co',
};
