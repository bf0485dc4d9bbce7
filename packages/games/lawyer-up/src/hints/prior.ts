import type { Seat } from '@docket/engine';
import { card, playCard, witness } from '../cards.js';
import { countsFor } from '../influence.js';
import { other, type Juror, type LawyerUpAction } from '../state.js';
import type { LawyerUpView } from '../view.js';

/** What a card brings its player now: its Value when it counts for it, a little for an effect. */
export function worth(x: string, seat: Seat): number {
  const c = playCard(x);
  return (countsFor(c.side, seat) ? c.value : 0) + (c.effects?.examine ? 1 : 0) + (c.effects?.victory ? 0.5 : 0);
}

/** A sway that flips a juror to `seat`'s side is worth most; cheaper steps next. */
export function swayWorth(j: Juror, seat: Seat): number {
  const flips = seat === 0 ? j.space === 2 : j.space === 1;
  return (flips ? 10 : 2) - j.skepticism / 2;
}

/** A draft order: the best card for this seat into its own deck, the weakest for the other into the other deck. */
export function draftWorth(order: readonly string[], seat: Seat): number {
  const mine = order[seat];
  const theirs = order[other(seat)];
  return 5 + (mine === undefined ? 0 : worth(mine, seat)) - (theirs === undefined ? 0 : worth(theirs, other(seat)));
}

/** A witness to call: its primary value if it counts for the caller, and how many cards in hand chain from its end. */
export function callWorth(hand: readonly string[], seat: Seat, id: string): number {
  const w = witness(id);
  const ends = w.biases.primary;
  const chaining = hand.filter((x) => playCard(x).biases.some((b) => ends.includes(b))).length;
  return (countsFor(w.side, seat) ? w.value.primary : 0) + 0.5 * chaining;
}

/**
 * How promising an action looks from a seat's own view: play what counts, object to strong Arguments,
 * pass when ahead after the opponent passed, sway where it flips a juror, keep cards at clean-up.
 */
export function prior(v: LawyerUpView, seat: Seat, a: LawyerUpAction): number {
  const lead = (v.influence[seat] ?? 0) - (v.influence[other(seat)] ?? 0);
  switch (a.type) {
    case 'play':
      return 2 + worth(a.card, seat);
    case 'procedure':
      return 1.5;
    case 'activate':
      return 3;
    case 'sidebar':
      return v.favour === seat ? 0.5 : 2;
    case 'pass':
      return v.passed[other(seat)] ? (lead > 0 ? 10 : 0) : lead > 4 ? 3 : 0.2;
    case 'object':
      return v.pending.step === 'objection' ? playCard(v.pending.card).value + (card(v.pending.card).effects ? 1 : 0) - 1.5 : 0;
    case 'allow':
      return 1;
    case 'juror': {
      const j = v.jurors[a.juror];
      return j === undefined ? 0 : swayWorth(j, seat);
    }
    case 'done':
      return v.pending.step === 'cleanup' ? 3 : 0;
    case 'discard':
      return 0;
    case 'keep':
      return 2;
    case 'mulligan':
      return 0.5;
    case 'draft':
      return draftWorth(a.order, seat);
    case 'call':
      return callWorth(v.hand ?? [], seat, a.witness);
    case 'pick':
    case 'orient':
    case 'first':
    case 'strategy':
      return 1;
  }
}
