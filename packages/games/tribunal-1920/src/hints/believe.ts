import type { Rng } from '@docket/engine';
import { SLOT_FACTS, type Slot } from '../board.js';
import type { CardId } from '../cards.js';
import { claimIsTrue, proofGroups } from '../requirements.js';
import { other, type Side, type TribunalState, type TribunalView } from '../state.js';
import { resample } from '../view.js';
import { judge } from './judgement.js';
import { chanceOfProof } from './odds.js';
import { makesLine } from './position.js';

/**
 * How likely a claim is a bluff, for each kind of claim: the odds of a bluff against a true claim are
 * `k × (1 − r)`, where r is the chance that a random hand proves the claim. Claimants bluff where a claim looks
 * plausible (it is OK'd more often there), so the odds fall as r rises, yet never reach a random hand's.
 * Fitted on 3,000 games between greedy bots (seeds "cred/0" to "cred/2999"): claims the answerer could not rule
 * out were true 88–100% of the time whatever r was (line claims 88–94% for r between 0.2 and 0.8, district claims
 * 91–99%, other grid claims all true), where the former model (a bluff 10 times less likely than a true claim,
 * whatever r) believed a claim with r = 0.15 only 54–64% likely.
 */
export const BLUFF_ODDS: Readonly<Record<'line' | 'grid' | 'district', number>> = { line: 0.12, grid: 0.005, district: 0.07 };
/** Worlds drawn to find one in which the claim is a bluff, when it is believed one; most need a handful. */
const TRIES = 40;

// The chance is the same for every world a decision deals: worked out once per view.
const credences = new WeakMap<TribunalView, number>();

/** How likely the answerer judges the claim it must answer to be true. */
function credence(v: TribunalView): number {
  const known = credences.get(v);
  if (known !== undefined) return known;
  const p = v.pending as Extract<TribunalView['pending'], { step: 'answer' }>;
  const me = p.seat;
  const claimant = other(me);
  const { grid, index } = SLOT_FACTS[p.slot];
  const k = BLUFF_ODDS[!grid ? 'district' : makesLine(v.grid, index, claimant) ? 'line' : 'grid'];
  const random = chanceOfProof(judge(v, me).unseen, v.handCounts[claimant], p.slot, v, claimant);
  // A claim no hand could prove (the answerer holds or has seen the cards it needs) is a bluff for sure.
  const c = random === 0 ? 0 : 1 / (1 + k * (1 - random));
  credences.set(v, c);
  return c;
}

/**
 * A world as the answerer believes it: the claim it must answer is true with the chance bot games showed for
 * claims as plausible as this one (`BLUFF_ODDS`), not merely with the chance a random hand proves it. Every
 * other decision deals as `resample` does.
 */
export function believe(v: TribunalView, rng: Rng): TribunalState {
  const p = v.pending;
  if (p.step !== 'answer' || v.viewer !== p.seat) return resample(v, rng);
  const claimant = other(p.seat as Side);
  const wantTrue = rng.float() < credence(v);
  let world = resample(v, rng);
  if (wantTrue) return claimIsTrue(world.hands[claimant], p.slot, world, claimant) ? world : proving(world, claimant, p.slot);
  for (let i = 1; i < TRIES && claimIsTrue(world.hands[claimant], p.slot, world, claimant); i++) world = resample(v, rng);
  return world;
}

/**
 * The world with the claimant's hand made to prove its claim: each part of the requirement it lacks is taken from
 * the deck (the first matching cards: the deck is shuffled) in exchange for hand cards the proof does not need.
 * The credence is above zero only when the unseen cards can prove the claim, so the deck holds what is missing.
 * Rejection would need dozens of deals for an unlikely claim believed true.
 */
function proving(world: TribunalState, claimant: Side, slot: Slot): TribunalState {
  const hand = world.hands[claimant].slice();
  const deck = world.deck.slice();
  const groups = proofGroups(world, slot, claimant);
  const spare = (c: CardId): boolean => {
    const g = groups.find((x) => x.matches(c));
    return g === undefined || hand.filter(g.matches).length > g.need;
  };
  for (const g of groups) {
    for (let held = hand.filter(g.matches).length; held < g.need; held++) {
      const from = deck.findIndex(g.matches);
      const out = hand.findIndex(spare);
      if (from < 0 || out < 0) return world;
      const card = deck[from] as CardId;
      deck[from] = hand[out] as CardId;
      hand[out] = card;
    }
  }
  const hands: [CardId[], CardId[]] = [world.hands[0].slice(), world.hands[1].slice()];
  hands[claimant] = hand;
  return { ...world, hands, deck };
}
