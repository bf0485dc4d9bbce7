import type { Board, SeatNamer } from '../board.js';
import { GenericBoard } from '../generic-board.js';

/**
 * Game id → its board, each loaded on demand (a board and its game's data stay out of the lobby's bundle).
 * A game's folder exports its board as default from src/games/<id>/index.tsx. A game without an entry is played
 * on the generic board (its view as text, its legal actions as buttons).
 */
/** What a game's folder exports: its board as default, and how it names a seat. */
interface BoardModule {
  readonly default: Board<never>;
  readonly seatNamer?: SeatNamer;
}

export const BOARDS: Readonly<Record<string, () => Promise<BoardModule>>> = {
  'tribunal-1920': () => import('./tribunal-1920/index.js'),
  gavel: () => import('./gavel/index.js'),
  'the-trial': () => import('./the-trial/index.js'),
  'lawyer-up': () => import('./lawyer-up/index.js'),
};

/** The board of a game, or the generic one. */
export async function loadBoard(game: string): Promise<Board<unknown>> {
  const load = BOARDS[game];
  if (load === undefined) return GenericBoard;
  return (await load()).default as Board<unknown>;
}

/** How a game names its seats, once its board is loaded (the same chunk); null for a game on the generic board. */
export async function loadSeatNamer(game: string): Promise<SeatNamer | null> {
  const load = BOARDS[game];
  return load === undefined ? null : ((await load()).seatNamer ?? null);
}
