import type { Seat } from '@docket/engine';
import { SLOT_FACTS, type Slot } from '../board.js';
import type { District } from '../cards.js';
import { claimIsTrue } from '../requirements.js';
import { other, type Side, type TribunalAction, type TribunalView } from '../state.js';
import { answerValue, type AnswerSight } from './answering.js';
import { judge, THREAT, type Judgement } from './judgement.js';
import { chanceOfProof } from './odds.js';
import { afterBribe, afterErase, afterMove, makesLine, standing, type Position } from './position.js';
import { handWorth, without } from './worth.js';

/** What an exposed bluff costs beyond the objector's free pawn: the table now knows the claimant lies. */
const EXPOSED = 0.02;
/** A true claim completing a line may be objected, and then it wins 2 hearings (jury support). */
const JURY_HOPE = 0.3;
/**
 * How often a claimant expects an objection to a bluff: a floor (objecting costs the objector little) plus a
 * share of the claim's implausibility. A claim that would win the hearing is objected to less readily: proved
 * true, it wins two.
 */
const EXPECTED_OBJECTION: Readonly<Record<'line' | 'other', { floor: number; implausible: number }>> = {
  line: { floor: 0.1, implausible: 0.8 },
  other: { floor: 0.35, implausible: 0.6 },
};
/**
 * Where an investigator helps most: Manhattan (2 cards instead of 3) wins hearings whose deck runs out;
 * Brooklyn draws cards; Staten Island and the Bronx break lines; Queens only blocks a slot.
 */
const INVESTIGATOR: Readonly<Record<District, number>> = { MT: 0.5, BN: 0.4, SI: 0.3, BX: 0.3, QN: 0.2 };

/**
 * How promising `a` looks to `seat`, from its own view only, in hearings (a rough expected gain). Drives the
 * greedy bot and orders the search's first visits.
 */
export function prior(view: TribunalView, seat: Seat, a: TribunalAction): number {
  const j = judge(view, seat as Side);
  const hand = view.hand ?? [];
  switch (a.type) {
    case 'claim':
      return claimValue(j, a.slot);
    case 'pass':
    case 'confess':
      return 0;
    case 'ok':
    case 'object':
      return view.pending.step === 'answer' ? answerValue(sightOf(j), j.me, view.pending.slot, a.type === 'object') : 0;
    case 'show':
      return handWorth(j, without(hand, a.cards));
    case 'place':
      return j.gain(j.me, a.slot);
    case 'bribe':
      return rise(j, afterBribe(j.pos, a.slot));
    case 'move':
      return rise(j, afterMove(j.pos, a.from, a.to));
    case 'erase':
      return rise(j, afterErase(j.pos, a.slot));
    case 'discard':
      return handWorth(j, without(hand, [a.card]));
    case 'investigate':
      return INVESTIGATOR[a.district];
  }
}

function rise(j: Judgement, after: Position): number {
  return standing(after, j.me, THREAT) - j.base;
}

function completesLine(j: Judgement, seat: Side, slot: Slot): boolean {
  const { grid, index } = SLOT_FACTS[slot];
  return grid && makesLine(j.pos.grid, index, seat);
}

/**
 * A true claim always places its pawn. A bluff places it only if the opponent says OK; objected, it hands the
 * opponent a free pawn. How likely an objection is comes from how plausible the claim looks from outside
 * (a random hand of the claimant's size among the cards not yet discarded), and it is likelier when the claim
 * would win the hearing.
 */
function claimValue(j: Judgement, slot: Slot): number {
  const { view, me } = j;
  const hand = view.hand ?? [];
  const g = j.gain(me, slot);
  const line = completesLine(j, me, slot);
  if (claimIsTrue(hand, slot, view, me)) return g + (line ? JURY_HOPE : 0);
  const plausible = chanceOfProof(j.publicPool, hand.length, slot, view, me);
  const { floor, implausible } = EXPECTED_OBJECTION[line ? 'line' : 'other'];
  const objection = floor + implausible * (1 - plausible);
  return (1 - objection) * g - objection * (j.bestFree(other(me)) + EXPOSED);
}

/** What the answering seat knows, from its judgement of its view. */
function sightOf(j: Judgement): AnswerSight {
  const claimant = other(j.me);
  return {
    grid: j.pos.grid,
    board: j.view,
    unseen: j.unseen,
    claimantCards: j.view.handCounts[claimant],
    gain: (seat, slot) => j.gain(seat, slot),
    bestFree: (seat) => j.bestFree(seat),
  };
}
