import type { Rng, Seat } from '@docket/engine';
import { FACTS, OUT_OF_ORDER, colourOf, weightOf, type CardId, type Colour } from '../cards.js';
import type { GavelAction, GavelState } from '../state.js';
import { canAnswer, guiltyChance, raceShare } from './odds.js';

/** How often a playout lets evidence through although it could attack it. */
const PASS_ANYWAY = 0.1;

function first(legal: readonly GavelAction[], type: GavelAction['type']): GavelAction | undefined {
  for (const a of legal) if (a.type === type) return a;
  return undefined;
}

/** How much of an undefended proffer a playout expects to keep (a rough share of unanswered attacks). */
const UNDEFENDED = 0.6;

/**
 * The evidence to proffer: one that reaches the target now, else the heaviest weighted by whether the hand can
 * answer an attack on its colour; ties at random.
 */
function bestProffer(s: GavelState, seat: Seat, legal: readonly GavelAction[], rng: Rng): GavelAction {
  const hand = s.hands[seat] as readonly CardId[];
  const points = s.points[seat] as number;
  let best = legal[0] as GavelAction;
  let top = -1;
  let ties = 0;
  for (const a of legal) {
    if (a.type !== 'proffer') continue;
    const weight = weightOf(a.card);
    const colour = colourOf(a.card) as Colour;
    const w = points + weight >= s.targetPoints ? 100 : weight * (canAnswer(hand, colour, s.outOfOrder) ? 1 : UNDEFENDED);
    if (w > top) {
      best = a;
      top = w;
      ties = 1;
    } else if (w === top && rng.int(++ties) === 0) best = a;
  }
  return best;
}

/** A discard that keeps Out of Order and the shields when it can. */
function cheapest(legal: readonly GavelAction[], rng: Rng): GavelAction {
  const swords = legal.filter((a) => a.type === 'discard' && FACTS[a.card].kind === 'attack');
  if (swords.length > 0) return rng.pick(swords);
  const other = legal.filter((a) => a.type === 'discard' && a.card !== OUT_OF_ORDER);
  return rng.pick(other.length > 0 ? other : legal);
}

/**
 * The playout policy on a determinised world, reading only the deciding seat's hand and public facts: go to
 * the jury when N/12 beats the race, proffer evidence that wins or heavy evidence it can defend, attack nearly
 * always, answer when able.
 */
export function rollout(s: GavelState, seat: Seat, legal: readonly GavelAction[], rng: Rng): GavelAction {
  const p = s.pending;
  switch (p.step) {
    case 'open': {
      const jury = guiltyChance(s.points[seat] as number) > raceShare(s.points, s.eliminated, seat);
      return (jury ? first(legal, 'jury') : first(legal, 'draw')) ?? (legal[0] as GavelAction);
    }
    case 'play':
      return legal[0]?.type === 'proffer' ? bestProffer(s, seat, legal, rng) : cheapest(legal, rng);
    case 'attack':
      return legal.length > 1 && rng.float() >= PASS_ANYWAY ? (legal[0] as GavelAction) : (legal[legal.length - 1] as GavelAction);
    case 'respond':
      return legal[0] as GavelAction;
    case 'over':
      return rng.pick(legal);
  }
}
