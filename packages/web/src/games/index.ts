import type { Board } from '../board.js';
import { GenericBoard } from '../generic-board.js';

/**
 * Game id → its board, each loaded on demand (a board and its game's data stay out of the lobby's bundle).
 * A game's folder exports its board as default from src/games/<id>/index.tsx; register it here, e.g.
 *   'tribunal-1920': () => import('./tribunal-1920/index.js').then((m) => m.default),
 * A game without an entry is played on the generic board (its view as text, its legal actions as buttons).
 */
export const BOARDS: Readonly<Record<string, () => Promise<Board<never>>>> = {};

/** The board of a game, or the generic one. */
export async function loadBoard(game: string): Promise<Board<unknown>> {
  const load = BOARDS[game];
  if (load === undefined) return GenericBoard;
  return (await load()) as Board<unknown>;
}
