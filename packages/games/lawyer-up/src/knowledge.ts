import type { Seat } from '@docket/engine';
import type { Draft } from './state.js';

/**
 * Perfect recall of hidden places. For each viewer (0 Prosecution, 1 Defense, 2 spectator) and each card of
 * the match, a bit set of the hidden places the card may be in; 0 means the viewer sees it (a public zone,
 * its own hand or draft cards). Moves keep the sets sound (the true place is always in the set): a move the
 * viewer sees sets the card's place; one it does not see widens every card that may have been moved.
 */
export const PLACE = {
  deckP: 1,
  handP: 2,
  deckD: 4,
  handD: 8,
  buried: 16,
  caseDeck: 32,
  draftP: 64,
  draftD: 128,
  box: 256,
} as const;
export type PlaceBit = (typeof PLACE)[keyof typeof PLACE];
/** Not hidden: examinations, discards, procedure areas, the stand, claimed witnesses. */
export const PUBLIC = 0;
export const VIEWERS = 3;
export const SPECTATOR = 2;

export const deckBit = (seat: Seat): PlaceBit => (seat === 0 ? PLACE.deckP : PLACE.deckD);
export const handBit = (seat: Seat): PlaceBit => (seat === 0 ? PLACE.handP : PLACE.handD);
export const draftBit = (seat: Seat): PlaceBit => (seat === 0 ? PLACE.draftP : PLACE.draftD);

const indexes = new WeakMap<readonly string[], Map<string, number>>();

/** The index of a card in the match's card list (cached per list). */
export function indexOf(cards: readonly string[], card: string): number {
  let m = indexes.get(cards);
  if (m === undefined) {
    m = new Map(cards.map((c, i) => [c, i]));
    indexes.set(cards, m);
  }
  const i = m.get(card);
  if (i === undefined) throw new Error(`${card} is not a card of this match`);
  return i;
}

/** Memories already copied for the state being built: copied on the first write only (playouts stay fast). */
const owned = new WeakSet<object>();

function writable(d: Draft): number[][] {
  // Keyed by the draft (a new object per step), never by the arrays, which the previous state still holds.
  if (!owned.has(d)) {
    d.know = d.know.map((k) => k.slice());
    owned.add(d);
  }
  return d.know as number[][];
}

/** What a viewer sees of its own places. */
function ownSight(viewer: number, bit: number): boolean {
  return viewer < 2 && (bit === handBit(viewer) || bit === draftBit(viewer));
}

/**
 * Records that `card` moved from place `from` to place `to` (PUBLIC for a visible zone), seen card by card
 * by the viewers in `seers` (a move from or to a public zone is seen by everyone).
 */
export function noteMove(d: Draft, card: string, from: number, to: number, seers: readonly number[]): void {
  const i = indexOf(d.cards, card);
  const know = writable(d);
  for (let v = 0; v < VIEWERS; v++) {
    const k = know[v] as number[];
    if (to === PUBLIC) k[i] = 0;
    else if (from === PUBLIC || seers.includes(v)) k[i] = ownSight(v, to) ? 0 : to;
    else if (from !== to) {
      for (let j = 0; j < k.length; j++) if (((k[j] as number) & from) !== 0) k[j] = (k[j] as number) | to;
    }
  }
}

/** `viewer` looks through a hidden pile (a search): it now knows exactly which cards are there. */
export function notePileSeen(d: Draft, viewer: Seat, bit: number, contents: readonly string[]): void {
  const k = writable(d)[viewer] as number[];
  const inside = new Set(contents.map((c) => indexOf(d.cards, c)));
  for (let j = 0; j < k.length; j++) {
    if (inside.has(j)) k[j] = bit;
    else if (((k[j] as number) & bit) !== 0) k[j] = (k[j] as number) & ~bit;
  }
}
