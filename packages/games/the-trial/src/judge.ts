import type { Seat } from '@docket/engine';
import { distinctKinds, SIDE_OF, without, type Kind } from './cards.js';
import { cutEach, emit, remember, setHand, setPins, type Ctx } from './draft.js';
import { HAND_LIMIT, VARIANT_HAND_LIMIT } from './roles.js';
import { startRound } from './round.js';
import { at, judgeOf, replaced, seatsWith, type TrialState } from './state.js';

export function handLimit(s: TrialState): number {
  return s.variant ? VARIANT_HAND_LIMIT : HAND_LIMIT;
}

/**
 * "Choose one of the evidence cards that is related to the winning team": among the cards left after pairs
 * cancel; ours: when none of them is the winner's, any revealed card of the winner's side; none at all, no marker.
 */
export function markerChoices(s: TrialState): Kind[] {
  const result = s.results[s.results.length - 1];
  if (!result) return [];
  const side = result.winner === 'good' ? 'innocence' : 'guilt';
  const left = distinctKinds(result.remaining.filter((k) => SIDE_OF[k] === side));
  return left.length > 0 ? left : distinctKinds(result.revealed.filter((k) => SIDE_OF[k] === side));
}

export function startMarker(c: Ctx): void {
  const choices = markerChoices(c.d);
  if (choices.length === 1) setMarker(c, at(choices, 0));
  else if (choices.length === 0) startWarning(c);
  else c.d.pending = { step: 'marker', seat: judgeOf(c.d.roles) };
}

export function setMarker(c: Ctx, card: Kind): void {
  const d = c.d;
  d.revealed = without(d.revealed, card);
  d.markers = [...d.markers, card];
  const last = at(d.results, d.results.length - 1);
  d.results = replaced(d.results, d.results.length - 1, { ...last, marker: card });
  emit(c, { type: 'marker', audience: 'all', seat: judgeOf(d.roles), card, winner: last.winner });
  startWarning(c);
}

function startWarning(c: Ctx): void {
  c.d.pending = { step: 'warn', seat: judgeOf(c.d.roles) };
}

/** Who the Judge may warn: anyone with a permit card, but not this round's stopped player (variant: may). */
export function warnable(s: TrialState): Seat[] {
  const out: Seat[] = [];
  s.roles.forEach((r, seat) => {
    if (r === 'judge' || r === 'jury') return;
    if (seat === s.stopped && !s.variant) return;
    out.push(seat);
  });
  return out;
}

/** Variant: the lawyers with an unused objection card, asked in the seat order. */
function objectors(s: TrialState): Seat[] {
  return s.variant ? seatsWith(s.roles, 'lawyer').filter((l) => !at(s.objectionUsed, l)) : [];
}

export function warn(c: Ctx, seat: Seat): void {
  emit(c, { type: 'warn', audience: 'all', seat: judgeOf(c.d.roles), target: seat });
  const asked = objectors(c.d);
  const first = asked[0];
  if (first === undefined) {
    c.d.warned = seat;
    endRound(c);
    return;
  }
  c.d.queue = asked.slice(1);
  c.d.pending = { step: 'objection', seat: first, target: seat };
}

export function noWarning(c: Ctx): void {
  emit(c, { type: 'no-warning', audience: 'all', seat: judgeOf(c.d.roles) });
  endRound(c);
}

/** Variant: an objection card prevents the warning, and no other warning is given this round. */
export function object(c: Ctx, seat: Seat, target: Seat): void {
  c.d.objectionUsed = replaced(c.d.objectionUsed, seat, true);
  emit(c, { type: 'objection', audience: 'all', seat, target });
  endRound(c);
}

export function allow(c: Ctx, seat: Seat, target: Seat): void {
  emit(c, { type: 'allow', audience: 'all', seat, target });
  const next = c.d.queue[0];
  if (next === undefined) {
    c.d.warned = target;
    endRound(c);
    return;
  }
  c.d.queue = c.d.queue.slice(1);
  c.d.pending = { step: 'objection', seat: next, target };
}

/**
 * "End of the Round": the revealed cards (less the marker) go face up on the discard pile; lawyers over the
 * hand limit discard to its bottom; then a new round (the warned player's permit flips back after the round it
 * sat out, see `startRound`).
 */
function endRound(c: Ctx): void {
  const d = c.d;
  if (d.revealed.length > 0) {
    d.discard = [...d.revealed, ...d.discard];
    emit(c, { type: 'to-discard', audience: 'all', cards: d.revealed.slice() });
    d.revealed = [];
  }
  d.queue = seatsWith(d.roles, 'lawyer');
  nextExcess(c);
}

function nextExcess(c: Ctx): void {
  const d = c.d;
  const limit = handLimit(d);
  const over = d.queue.filter((l) => at(d.hands, l).length > limit);
  const seat = over[0];
  if (seat === undefined) {
    d.queue = [];
    startRound(c);
    return;
  }
  d.queue = over;
  d.pending = { step: 'excess', seat };
}

/** One excess card to the bottom of the discard pile; others' pins on that hand lose one card of any kind. */
export function excess(c: Ctx, seat: Seat, card: Kind): void {
  const d = c.d;
  setHand(c, seat, without(at(d.hands, seat), card));
  d.bottom = [...d.bottom, { by: seat, card }];
  remember(c, seat, { round: d.round, what: 'excess', card });
  for (let v = 0; v < d.players; v++) {
    const pins = at(at(d.pins, v), seat);
    if (v !== seat && pins.length > 0) setPins(c, v, seat, cutEach(pins, () => 1));
  }
  emit(c, { type: 'excess', audience: 'all', seat });
  emit(c, { type: 'excess-card', audience: [seat], seat, card });
  nextExcess(c);
}
