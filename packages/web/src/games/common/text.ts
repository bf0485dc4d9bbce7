import type { Locale } from '@docket/engine';

/** Picks the English or the French of a short UI text; the games' own tables are used wherever they exist. */
export type Say = (en: string, fr: string) => string;

export function sayer(locale: Locale): Say {
  return (en, fr) => (locale === 'fr' ? fr : en);
}
