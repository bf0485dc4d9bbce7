import type { Rng } from '@docket/engine';
import { SLOT_FACTS } from '../board.js';
import { claimIsTrue } from '../requirements.js';
import { other, type Side, type TribunalState, type TribunalView } from '../state.js';
import { resample } from '../view.js';
import { judge } from './judgement.js';
import { chanceOfProof } from './odds.js';
import { makesLine } from './position.js';

/**
 * How often a claimant lacking the cards claims all the same, relative to one holding them. Players claim far
 * more often what they can prove: over 400 games between the bots, 92–98% of claims were true, where a random
 * hand would prove a typical claim a third of the time. A claim completing a line is bluffed a little more.
 */
export const BELIEVED_BLUFF_RATE: Readonly<Record<'line' | 'other', number>> = { line: 0.15, other: 0.1 };
/** Worlds drawn to find one in which the claim's truth is the one believed; most need a handful. */
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
  const rate = BELIEVED_BLUFF_RATE[grid && makesLine(v.grid, index, claimant) ? 'line' : 'other'];
  const random = chanceOfProof(judge(v, me).unseen, v.handCounts[claimant], p.slot, v, claimant);
  const c = random === 0 ? 0 : random / (random + rate * (1 - random));
  credences.set(v, c);
  return c;
}

/**
 * A world as the answerer believes it: the claim it must answer is true with the chance that a claimant who
 * usually holds what it claims would make it (Bayes over a random hand of the claimant's size), not merely with
 * the chance a random hand proves it. Every other decision deals as `resample` does.
 */
export function believe(v: TribunalView, rng: Rng): TribunalState {
  const p = v.pending;
  if (p.step !== 'answer' || v.viewer !== p.seat) return resample(v, rng);
  const claimant = other(p.seat as Side);
  const wantTrue = rng.float() < credence(v);
  let world = resample(v, rng);
  for (let i = 1; i < TRIES && claimIsTrue(world.hands[claimant], p.slot, world, claimant) !== wantTrue; i++) {
    world = resample(v, rng);
  }
  return world;
}
