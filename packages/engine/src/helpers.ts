import type { Locale, Seat, SeatNames, Text } from './game.js';

/** Picks a text's wording for a locale. */
export function text(t: Text, locale: Locale): string {
  return t[locale];
}

/** The payoff vector of a game with one winner (or none). */
export function winnerTakesAll(players: number, winner: Seat | null): number[] {
  const p = new Array<number>(players).fill(0);
  if (winner !== null) p[winner] = 1;
  return p;
}

/** A seat as a table calls it: its person's name where `names` gives one, else `word` (the game's own). */
export function nameAt(names: SeatNames | undefined, seat: unknown, word: string): string {
  const name = typeof seat === 'number' ? names?.[seat] : undefined;
  return name ? name : word;
}

/**
 * A name cut to `columns` characters, an ellipsis marking the cut: a terminal picture keeps its seats' cells even
 * however long a person's name is. Cut between characters, never inside one (a name may hold any script or emoji).
 */
export function clipName(name: string, columns: number): string {
  const chars = [...name];
  return chars.length > columns ? `${chars.slice(0, Math.max(0, columns - 1)).join('')}…` : name;
}
