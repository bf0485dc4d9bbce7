import { createContext, useContext } from 'react';
import type { Locale } from '@docket/engine';
import { EN, FR, type Texts } from './texts.js';

export type { Texts };
export const TEXTS: Readonly<Record<Locale, Texts>> = { en: EN, fr: FR };

const KEY = 'docket.lang';

/** The language kept from a previous visit, else the browser's first language we speak, else English. */
export function detectLocale(stored: string | null, languages: readonly string[]): Locale {
  if (stored === 'en' || stored === 'fr') return stored;
  for (const l of languages) {
    const base = l.toLowerCase().slice(0, 2);
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}

export function initialLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // storage may be refused (private mode): the browser's language then decides
  }
  return detectLocale(stored, typeof navigator === 'undefined' ? [] : navigator.languages);
}

export function keepLocale(l: Locale): void {
  try {
    localStorage.setItem(KEY, l);
  } catch {
    // not kept: chosen again next time
  }
}

export interface LocaleState {
  readonly locale: Locale;
  readonly setLocale: (l: Locale) => void;
}
export const LocaleContext = createContext<LocaleState>({ locale: 'en', setLocale: () => undefined });

export function useLocale(): Locale {
  return useContext(LocaleContext).locale;
}

export function useT(): Texts {
  return TEXTS[useContext(LocaleContext).locale];
}
