import type { Seat } from '@docket/engine';
import { countKind, countSide, KINDS, sortKinds, type Kind } from './cards.js';
import { startDiscussion } from './discussion.js';
import { addOne, cutEach, emit, endGame, remember, setPins, type Ctx } from './draft.js';
import { ROUNDS_TO_WIN, type Alignment } from './roles.js';
import { at, judgeOf, juryOf, replaced, seatsWith, type TrialState } from './state.js';

export function startWitnesses(c: Ctx): void {
  c.d.queue = c.d.order.witnesses.slice();
  nextWitness(c);
}

/** What a witness may look at: a defendant's non-empty pile, or a lawyer's non-empty hand. */
export function peekTargets(s: TrialState): { piles: Seat[]; hands: Seat[] } {
  return {
    piles: seatsWith(s.roles, 'defendant').filter((p) => at(s.piles, p).length > 0),
    hands: seatsWith(s.roles, 'lawyer').filter((l) => at(s.hands, l).length > 0),
  };
}

function nextWitness(c: Ctx): void {
  const d = c.d;
  const seat = d.queue[0];
  if (seat === undefined) {
    startJury(c);
    return;
  }
  d.queue = d.queue.slice(1);
  const t = peekTargets(d);
  if (t.piles.length + t.hands.length === 0) {
    emit(c, { type: 'peek-nothing', audience: 'all', seat });
    nextWitness(c);
  } else {
    d.pending = { step: 'peek', seat };
  }
}

/** "Secretly, look at the top discarded evidence card in front of any defendants." */
export function peekPile(c: Ctx, seat: Seat, defendant: Seat): void {
  const d = c.d;
  const pile = at(d.piles, defendant);
  const top = at(pile, pile.length - 1);
  const seen = top.seenBy.includes(seat) ? top : { card: top.card, seenBy: [...top.seenBy, seat] };
  d.piles = replaced(d.piles, defendant, replaced(pile, pile.length - 1, seen));
  remember(c, seat, { round: d.round, what: 'peeked-pile', defendant, card: top.card });
  emit(c, { type: 'peek', audience: 'all', seat, target: defendant, where: 'pile' });
  emit(c, { type: 'peek-card', audience: [seat], seat, target: defendant, where: 'pile', card: top.card });
  nextWitness(c);
}

/** "Randomly, pick a card from any lawyer's hand, then secretly, look at it." */
export function peekHand(c: Ctx, seat: Seat, lawyer: Seat): void {
  const d = c.d;
  const hand = at(d.hands, lawyer);
  const card = at(hand, c.rng.int(hand.length));
  remember(c, seat, { round: d.round, what: 'peeked-hand', lawyer, card });
  const pins = at(at(d.pins, seat), lawyer);
  if (!pins.includes(card)) setPins(c, seat, lawyer, addOne(pins, card));
  emit(c, { type: 'peek', audience: 'all', seat, target: lawyer, where: 'hand' });
  emit(c, { type: 'peek-card', audience: [seat], seat, target: lawyer, where: 'hand', card });
  nextWitness(c);
}

/** The Jury plays while it has not accused: once in the game, and a wrong accusation silences it. */
function startJury(c: Ctx): void {
  const jury = juryOf(c.d.roles);
  if (jury !== null && c.d.accusation === null) c.d.pending = { step: 'jury', seat: jury };
  else reveal(c);
}

export function juryPass(c: Ctx, seat: Seat): void {
  emit(c, { type: 'jury-pass', audience: 'all', seat });
  reveal(c);
}

/** The accusation: exactly the bad team wins the game for the good team; anything else silences the Jury. */
export function confirmAccusation(c: Ctx, seat: Seat, chosen: readonly Seat[]): void {
  const d = c.d;
  const bad = d.alignments.flatMap((a, s) => (a === 'bad' ? [s] : []));
  const seats = chosen.slice().sort((a, b) => a - b);
  const correct = seats.length === bad.length && seats.every((s, i) => s === bad[i]);
  d.accusation = { round: d.round, seats, correct };
  emit(c, { type: 'accusation', audience: 'all', seat, seats, correct });
  c.d.pending = { step: 'declare', seat: judgeOf(d.roles), after: 'accusation' };
}

/**
 * The Judge declares what the last action made public: a correct accusation or a third round won ends the game,
 * otherwise play goes on (the case file's reveal after a wrong accusation, the discussion after a round).
 */
export function declare(c: Ctx, after: 'reveal' | 'accusation'): void {
  const d = c.d;
  emit(c, { type: 'declare', audience: 'all', seat: judgeOf(d.roles), after });
  if (after === 'accusation') {
    if (d.accusation?.correct === true) endGame(c, 'good', 'accusation');
    else reveal(c);
    return;
  }
  const last = d.results[d.results.length - 1];
  // "The game ends immediately when the first team wins 3 rounds."
  if (last && d.wins[last.winner] >= ROUNDS_TO_WIN) endGame(c, last.winner, 'three-rounds');
  else startDiscussion(c);
}

/** Identical pairs cancel: of each kind, an odd count leaves one card. */
export function cancelPairs(cards: readonly Kind[]): Kind[] {
  return KINDS.filter((k) => countKind(cards, k) % 2 === 1);
}

/**
 * The Judge reveals the case file; identical pairs cancel; the majority wins the round, a tie goes to the bad
 * team. Every viewer's pins on a lawyer lose what that lawyer may have filed.
 */
function reveal(c: Ctx): void {
  const d = c.d;
  const revealed = sortKinds(d.caseFile.map((f) => f.card));
  const filedBy = (lawyer: Seat): number => d.caseFile.filter((f) => f.by === lawyer).length;
  for (const lawyer of seatsWith(d.roles, 'lawyer')) {
    const k = filedBy(lawyer);
    if (k === 0) continue;
    for (let v = 0; v < d.players; v++) {
      const pins = at(at(d.pins, v), lawyer);
      if (v === lawyer || pins.length === 0) continue;
      setPins(c, v, lawyer, cutEach(pins, (kind) => Math.min(countKind(revealed, kind), k)));
    }
  }
  d.caseFile = [];
  d.revealed = revealed;
  const remaining = cancelPairs(revealed);
  const innocence = countSide(remaining, 'innocence');
  const guilt = countSide(remaining, 'guilt');
  const winner: Alignment = innocence > guilt ? 'good' : 'bad';
  d.wins = { ...d.wins, [winner]: d.wins[winner] + 1 };
  d.results = [...d.results, { round: d.round, revealed, remaining, innocence, guilt, winner, marker: null }];
  emit(c, { type: 'reveal', audience: 'all', round: d.round, cards: revealed, remaining, innocence, guilt, winner, wins: { ...d.wins } });
  d.pending = { step: 'declare', seat: judgeOf(d.roles), after: 'reveal' };
}
