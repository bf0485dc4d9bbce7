import type { Locale, Text } from '@docket/engine';

/**
 * The four games' option names in words, in both languages (the schema the server publishes names its fields in
 * code). A field missing here is shown by its code name made readable, so a new option is never hidden.
 */
const LABELS: Readonly<Record<string, Text>> = {
  firstPlayer: { en: 'First player', fr: 'Premier joueur' },
  grid: { en: 'Court grid', fr: 'Grille du tribunal' },
  targetPoints: { en: 'Points to win', fr: 'Points pour gagner' },
  juryMinimum: { en: 'Jury minimum', fr: 'Minimum pour le jury' },
  handSize: { en: 'Hand size', fr: 'Taille de la main' },
  deck: { en: 'Deck', fr: 'Paquet' },
  outOfOrder: { en: 'Out of Order cards', fr: 'Cartes « Hors de propos »' },
  objectionVariant: { en: 'Objection variant', fr: "Variante de l'objection" },
  case: { en: 'Case', fr: 'Affaire' },
  strategy: { en: 'Strategy (both sides)', fr: 'Stratégie (les deux camps)' },
  prosecutionStrategy: { en: "Prosecution's strategy", fr: "Stratégie de l'accusation" },
  defenseStrategy: { en: "Defense's strategy", fr: 'Stratégie de la défense' },
  judge: { en: 'Judge', fr: 'Juge' },
  firstGameDeal: { en: 'First-game deal', fr: 'Donne de première partie' },
  solo: { en: 'Solo against the Automa (its side)', fr: "Solo contre l'Automa (son camp)" },
};

/** Choices that read better in words than as the code sends them. */
const CHOICES: Readonly<Record<string, Readonly<Record<string, Text>>>> = {
  firstPlayer: { random: { en: 'at random', fr: 'au hasard' }, '0': { en: 'Player 1', fr: 'Joueur 1' }, '1': { en: 'Player 2', fr: 'Joueur 2' } },
  solo: { P: { en: 'Prosecution', fr: 'Accusation' }, D: { en: 'Defense', fr: 'Défense' } },
};

/** "firstPlayer" → "First player". */
export function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function optionLabel(name: string, locale: Locale): string {
  return LABELS[name]?.[locale] ?? humanize(name);
}

/** Options whose numbered choices are seats: named as the game names its seats ("Blue"), when it is known. */
const SEAT_OPTIONS: ReadonlySet<string> = new Set(['firstPlayer']);

export function choiceLabel(name: string, choice: string | number | boolean, locale: Locale, place?: (seat: number) => string): string {
  if (place !== undefined && typeof choice === 'number' && SEAT_OPTIONS.has(name)) return place(choice);
  return CHOICES[name]?.[String(choice)]?.[locale] ?? String(choice);
}
