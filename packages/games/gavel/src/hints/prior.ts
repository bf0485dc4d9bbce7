import type { Seat } from '@docket/engine';
import { FACTS, weightOf, type CardId, type Colour } from '../cards.js';
import type { GavelAction, GavelView } from '../state.js';
import { attackChance, canAnswer, guiltyChance, opponentCards, raceShare, swordsOf, unseen } from './odds.js';

/** How much a card is worth keeping when a hand without evidence must discard one. */
const KEEP: Readonly<Record<string, number>> = { 'out-of-order': 3, response: 2, attack: 1.5, evidence: 4 };

/** The chance an evidence card of `colour` proffered now is attacked and not answered. */
function lossChance(v: GavelView, seat: Seat, colour: Colour, pool: readonly CardId[]): number {
  const hand = v.hand ?? [];
  if (canAnswer(hand, colour, v.outOfOrder)) return 0;
  return attackChance(pool.length, swordsOf(pool, colour), opponentCards(v, seat));
}

/** The expected points a proffer brings, and the win when it reaches the target. */
function profferValue(v: GavelView, seat: Seat, card: CardId): number {
  const f = FACTS[card];
  if (f.kind !== 'evidence') return 0;
  const keep = 1 - lossChance(v, seat, f.colour, unseen(v));
  const wins = (v.points[seat] ?? 0) + f.weight >= v.targetPoints ? 10 : 0;
  return keep * (f.weight + wins);
}

/**
 * How promising `a` looks from `seat`'s own view: proffer heavy evidence where opponents look short of that
 * colour's swords; object and respond whenever possible; go to the jury when N/12 beats the race; discard the
 * card least worth keeping, duplicates first.
 */
export function prior(v: GavelView, seat: Seat, a: GavelAction): number {
  switch (a.type) {
    case 'jury':
      return guiltyChance(v.points[seat] ?? 0) - raceShare(v.points, v.eliminated, seat);
    case 'draw':
    case 'pass':
    case 'concede':
      return 0;
    case 'proffer':
      return profferValue(v, seat, a.card);
    case 'discard': {
      const hand = v.hand ?? [];
      let copies = 0;
      for (const c of hand) if (c === a.card) copies++;
      return copies - (KEEP[FACTS[a.card].kind] ?? 0);
    }
    case 'object': {
      // Heavier evidence and a proffering player closer to the target make the attack worth more.
      const p = v.pending;
      if (p.step !== 'attack') return 1;
      return 1 + weightOf(p.evidence) + (v.points[p.seat] ?? 0) / v.targetPoints;
    }
    case 'respond':
      return 2;
    case 'out-of-order':
      return 1.5;
  }
}
