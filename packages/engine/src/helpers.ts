import type { Locale, Seat, Text } from './game.js';

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
