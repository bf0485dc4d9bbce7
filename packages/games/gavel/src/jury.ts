import { Rng, type Seat } from '@docket/engine';
import { sortCards } from './cards.js';
import { toDiscard, withIndex, finish, type Ctx } from './draft.js';
import { liveCount, nextLive } from './state.js';
import { beginTurn } from './turn.js';

/** The verdict pool always holds 12 cards. */
export const VERDICT_CARDS = 12;

/**
 * "For each point of evidence the player has, one Guilty Verdict card is set to the side in a pool. Then, 'Not
 * Guilty' Verdict cards are added until the total ... is 12." One card drawn at random: Guilty wins; Not Guilty
 * eliminates the player, whose hand (sorted) and admitted evidence go to the discard stack (face up, ours, here).
 */
export function goToJury(ctx: Ctx, seat: Seat): void {
  const { d, events } = ctx;
  const n = d.points[seat] as number;
  const rng = Rng.from(d.rng);
  const guilty = rng.int(VERDICT_CARDS) < Math.min(n, VERDICT_CARDS);
  d.rng = rng.state();
  d.verdict = { seat, points: n, guilty };
  events.push({ type: 'jury', audience: 'all', seat, points: n });
  events.push({ type: 'verdict', audience: 'all', seat, points: n, guilty });
  if (guilty) {
    finish(ctx, seat, 'jury');
    return;
  }
  // In canonical order: the order it was held in is the order its cards were drawn, which nobody else saw.
  const hand = sortCards(d.hands[seat]!);
  const admitted = d.admitted[seat]!;
  toDiscard(d, ...hand, ...admitted);
  d.hands = withIndex(d.hands, seat, []);
  d.admitted = withIndex(d.admitted, seat, []);
  d.points = withIndex(d.points, seat, 0);
  d.eliminated = withIndex(d.eliminated, seat, true);
  d.lostTurns = withIndex(d.lostTurns, seat, 0);
  events.push({ type: 'eliminated', audience: 'all', seat, hand: hand.slice(), admitted: admitted.slice() });
  if (liveCount(d.eliminated) === 1) {
    finish(ctx, nextLive(d.eliminated, seat), 'last-standing');
    return;
  }
  beginTurn(ctx, nextLive(d.eliminated, seat));
}
