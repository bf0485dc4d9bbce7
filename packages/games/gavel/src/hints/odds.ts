import type { Seat } from '@docket/engine';
import { FACTS, OUT_OF_ORDER, responseOf, without, type CardId, type Colour } from '../cards.js';
import type { GavelView } from '../state.js';

/** The cards `view`'s seat cannot see: in other hands or in the draw stack. */
export function unseen(v: GavelView): CardId[] {
  const table: CardId[] = v.pending.step === 'attack' ? [v.pending.evidence] : v.pending.step === 'respond' ? [v.pending.evidence, v.pending.attack] : [];
  return without(v.cards, [...(v.hand ?? []), ...v.discard, ...v.admitted.flat(), ...table]);
}

/** Cards held by the live opponents of `seat`. */
export function opponentCards(v: GavelView, seat: Seat): number {
  let n = 0;
  for (let i = 0; i < v.players; i++) if (i !== seat && !v.eliminated[i]) n += v.handCounts[i] ?? 0;
  return n;
}

/**
 * The chance that some opponent holds a sword of `colour`: `held` cards drawn without replacement from `pool`
 * unseen cards of which `swords` match (hypergeometric, none matching).
 */
export function attackChance(pool: number, swords: number, held: number): number {
  if (swords <= 0 || held <= 0) return 0;
  let none = 1;
  for (let i = 0; i < held && none > 0; i++) none *= Math.max(0, pool - swords - i) / (pool - i);
  return 1 - none;
}

export function swordsOf(cards: readonly CardId[], colour: Colour): number {
  let n = 0;
  for (const c of cards) {
    const f = FACTS[c];
    if (f.kind === 'attack' && f.colour === colour) n++;
  }
  return n;
}

/** Whether `hand` can answer an attack of `colour` (a shield of that colour, or Out of Order when in play). */
export function canAnswer(hand: readonly CardId[], colour: Colour, outOfOrder: boolean): boolean {
  return hand.includes(responseOf(colour)) || (outOfOrder && hand.includes(OUT_OF_ORDER));
}

/**
 * How likely `seat` is to win the race to the target rather than by a verdict: its share of the live seats'
 * (points + 2)², a rough stand-in that favours the leader.
 */
export function raceShare(points: readonly number[], eliminated: readonly boolean[], seat: Seat): number {
  let total = 0;
  for (let i = 0; i < points.length; i++) if (!eliminated[i]) total += ((points[i] as number) + 2) ** 2;
  return total > 0 ? ((points[seat] as number) + 2) ** 2 / total : 0;
}

/** The chance of a Guilty verdict with `points` admitted. */
export function guiltyChance(points: number): number {
  return Math.min(points, 12) / 12;
}
