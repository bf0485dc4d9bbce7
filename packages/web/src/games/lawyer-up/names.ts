import type { Locale, Seat } from '@docket/engine';
import type { Bias } from '@docket/lawyer-up';

/** The biases in both languages (the game's own names, content/base/court.ts) with a two-letter tag each. */
export const BIAS_TEXT: Readonly<Record<Bias, { en: string; fr: string; tag: string }>> = {
  evidential: { en: 'Evidential', fr: 'Probatoire', tag: 'Ev' },
  logical: { en: 'Logical', fr: 'Logique', tag: 'Lo' },
  emotional: { en: 'Emotional', fr: 'Émotionnel', tag: 'Em' },
  reputation: { en: 'Reputation', fr: 'Réputation', tag: 'Re' },
  bureaucratic: { en: 'Bureaucratic', fr: 'Bureaucratique', tag: 'Bu' },
  corruption: { en: 'Corruption', fr: 'Corruption', tag: 'Co' },
};

export function biasText(b: Bias, locale: Locale): string {
  return `${BIAS_TEXT[b].tag} ${BIAS_TEXT[b][locale]}`;
}

/** A side is told by its letter and shape as well as its colour: Prosecution ▲ P, Defense ▼ D, neutral ◇ N. */
export const SIDE_MARK: Readonly<Record<string, string>> = { P: '▲P', D: '▼D', N: '◇N' };

export function sideLetter(seat: Seat): 'P' | 'D' {
  return seat === 0 ? 'P' : 'D';
}

