import type { Text } from '@docket/engine';
import { DISTRICTS, type ClueSymbol, type District } from './cards.js';

/** The 3×3 court grid, row by row from the top: compass points, C for the centre. */
export const GRID_SLOTS = ['NW', 'N', 'NE', 'W', 'C', 'E', 'SW', 'S', 'SE'] as const;
export type GridSlot = (typeof GRID_SLOTS)[number];

/** Any slot a plea pawn can go on: a grid slot, or a district slot (named by its district). */
export type Slot = GridSlot | District;

/** What a grid slot asks for: a multiset of symbols (1 to 4 cards). */
export type Requirement = readonly ClueSymbol[];

/**
 * The standard court grid, in `GRID_SLOTS` order. Its structure is a fact (centre: one of each symbol; edges:
 * a pair; corners: a neighbour's pair plus one of the other neighbour's symbol); the symbols are ours (rulings).
 */
export const STANDARD_GRID: readonly Requirement[] = [
  ['weapon', 'weapon', 'document'], // NW
  ['weapon', 'weapon'], // N
  ['fingerprint', 'fingerprint', 'weapon'], // NE
  ['document', 'document'], // W
  ['fingerprint', 'weapon', 'document', 'eyewitness'], // C
  ['fingerprint', 'fingerprint'], // E
  ['document', 'document', 'eyewitness'], // SW
  ['eyewitness', 'eyewitness'], // S
  ['eyewitness', 'eyewitness', 'fingerprint'], // SE
];

/** The 8 lines of 3 on the grid (rows, columns, diagonals), as grid indexes. */
export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];

/** For each grid index, the lines through it (so a placement checks only its own lines). */
export const LINES_THROUGH: readonly (readonly (readonly [number, number, number])[])[] = GRID_SLOTS.map((_, i) =>
  LINES.filter((l) => l.includes(i)),
);

/** Where a slot is: on the grid or in the district column, and its index there. */
export interface SlotFacts {
  readonly grid: boolean;
  readonly index: number;
}

export const SLOT_FACTS: Readonly<Record<Slot, SlotFacts>> = Object.fromEntries([
  ...GRID_SLOTS.map((s, index) => [s, { grid: true, index }]),
  ...DISTRICTS.map((d, index) => [d, { grid: false, index }]),
]) as Record<Slot, SlotFacts>;

export function isSlot(x: unknown): x is Slot {
  return typeof x === 'string' && Object.hasOwn(SLOT_FACTS, x);
}

export function isGridSlot(x: unknown): x is GridSlot {
  return isSlot(x) && SLOT_FACTS[x].grid;
}

/** Components and numbers of the game (rulebook and rulings). */
export const PLEA_PAWNS = 7;
export const INVESTIGATORS = 2;
export const HEARINGS_TO_WIN = 3;
export const HAND_LIMIT = 4;
/** Cards a district slot asks for: 3 of its district, 2 for the owner of the investigator standing on it. */
export const DISTRICT_COST = 3;
export const INVESTIGATED_COST = 2;
/** Hearings won by a true, objected claim that completes a line (jury support). */
export const JURY_SUPPORT_HEARINGS = 2;
/** Cards drawn by Brooklyn's "Chercher des preuves". */
export const SEEK_EVIDENCE_CARDS = 2;

export const SLOT_NAMES: Readonly<Record<GridSlot, Text>> = {
  NW: { en: 'north-west', fr: 'nord-ouest' },
  N: { en: 'north', fr: 'nord' },
  NE: { en: 'north-east', fr: 'nord-est' },
  W: { en: 'west', fr: 'ouest' },
  C: { en: 'centre', fr: 'centre' },
  E: { en: 'east', fr: 'est' },
  SW: { en: 'south-west', fr: 'sud-ouest' },
  S: { en: 'south', fr: 'sud' },
  SE: { en: 'south-east', fr: 'sud-est' },
};

/** The slots' compass abbreviations on screen, in each language (actions keep the English ids). */
export const SLOT_ABBREVIATIONS: Readonly<Record<GridSlot, Text>> = {
  NW: { en: 'NW', fr: 'NO' },
  N: { en: 'N', fr: 'N' },
  NE: { en: 'NE', fr: 'NE' },
  W: { en: 'W', fr: 'O' },
  C: { en: 'C', fr: 'C' },
  E: { en: 'E', fr: 'E' },
  SW: { en: 'SW', fr: 'SO' },
  S: { en: 'S', fr: 'S' },
  SE: { en: 'SE', fr: 'SE' },
};
