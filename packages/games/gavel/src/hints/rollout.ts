import type { Rng, Seat } from '@docket/engine';
import { FACTS, OUT_OF_ORDER, weightOf, type CardId } from '../cards.js';
import type { GavelAction, GavelState } from '../state.js';
import { guiltyChance, raceShare } from './odds.js';

/** How often a playout lets evidence through although it could attack it. */
const PASS_ANYWAY = 0.1;

function first(legal: readonly GavelAction[], type: GavelAction['type']): GavelAction | undefined {
  for (const a of legal) if (a.type === type) return a;
  return undefined;
}

/** The heaviest evidence to proffer; ties at random. */
function heaviest(legal: readonly GavelAction[], rng: Rng): GavelAction {
  let best = legal[0] as GavelAction;
  let top = -1;
  let ties = 0;
  for (const a of legal) {
    const w = a.type === 'proffer' ? weightOf(a.card) : 0;
    if (w > top) {
      best = a;
      top = w;
      ties = 1;
    } else if (w === top && rng.int(++ties) === 0) best = a;
  }
  return best;
}

/** A discard that keeps Out of Order and the shields when it can. */
function cheapest(hand: readonly CardId[], legal: readonly GavelAction[], rng: Rng): GavelAction {
  const swords = legal.filter((a) => a.type === 'discard' && FACTS[a.card].kind === 'attack');
  if (swords.length > 0) return rng.pick(swords);
  const other = legal.filter((a) => a.type === 'discard' && a.card !== OUT_OF_ORDER);
  return rng.pick(other.length > 0 ? other : legal);
}

/**
 * The playout policy on a determinised world, reading only the deciding seat's hand and public facts: go to
 * the jury when N/12 beats the race, proffer the heaviest evidence, attack nearly always, answer when able.
 */
export function rollout(s: GavelState, seat: Seat, legal: readonly GavelAction[], rng: Rng): GavelAction {
  const p = s.pending;
  switch (p.step) {
    case 'open': {
      const jury = guiltyChance(s.points[seat] as number) > raceShare(s.points, s.eliminated, seat);
      return (jury ? first(legal, 'jury') : first(legal, 'draw')) ?? (legal[0] as GavelAction);
    }
    case 'play':
      return legal[0]?.type === 'proffer' ? heaviest(legal, rng) : cheapest(s.hands[seat] as CardId[], legal, rng);
    case 'attack':
      return legal.length > 1 && rng.float() >= PASS_ANYWAY ? (legal[0] as GavelAction) : (legal[legal.length - 1] as GavelAction);
    case 'respond':
      return legal[0] as GavelAction;
    case 'over':
      return rng.pick(legal);
  }
}
