import { Rng, type Viewer } from '@docket/engine';
import type { CardId } from './cards.js';
import type { Side, TribunalState } from './state.js';

/**
 * A second deal written against the full state, independently of `view` and `resample` (the testkit compares
 * the two): the cards `viewer` has not seen (the hands it cannot see, and the deck) are shuffled together and
 * dealt back to those places, each keeping its count; the rest of the state is kept and the generator is
 * replaced by a fresh one. Once the match is over every hand is open, so only the deck's order is dealt again.
 */
export function redeal(s: TribunalState, viewer: Viewer, rng: Rng): TribunalState {
  const fresh = Rng.seeded(rng.seed()).state();
  const over = s.pending.step === 'over';
  const hidden: Side[] = over ? [] : ([0, 1] as const).filter((seat) => seat !== viewer);
  const pool: CardId[] = s.deck.slice();
  for (const seat of hidden) pool.push(...s.hands[seat]);
  rng.shuffle(pool);
  const hands: [CardId[], CardId[]] = [s.hands[0].slice(), s.hands[1].slice()];
  for (const seat of hidden) hands[seat] = pool.splice(0, s.hands[seat].length);
  return { ...s, rng: fresh, hands, deck: pool };
}
