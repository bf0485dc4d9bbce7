import { Rng, type Seat, type Viewer } from '@docket/engine';
import { common, without, type CardId } from './cards.js';
import type { GavelState, GavelView, Pending } from './state.js';

function isSeat(v: Viewer, players: number): v is Seat {
  return v !== 'spectator' && v >= 0 && v < players;
}

function copyPending(p: Pending): Pending {
  return p.step === 'attack' ? { ...p, waiting: p.waiting.slice() } : { ...p };
}

/**
 * A viewer's view, built by allowlist. Hidden: the other hands (their counts are public), the draw stack's
 * order and the cards others drew. Never the generator. Every hand opens once the match is over.
 */
export function view(s: GavelState, viewer: Viewer): GavelView {
  const seat = isSeat(viewer, s.players) ? viewer : null;
  const over = s.pending.step === 'over';
  return {
    viewer,
    players: s.players,
    targetPoints: s.targetPoints,
    juryMinimum: s.juryMinimum,
    outOfOrder: s.outOfOrder,
    cards: s.cards.slice(),
    hand: seat === null ? null : s.hands[seat]!.slice(),
    handCounts: s.hands.map((h) => h.length),
    drawCount: s.drawStack.length,
    discard: s.discard.slice(),
    admitted: s.admitted.map((a) => a.slice()),
    points: s.points.slice(),
    eliminated: s.eliminated.slice(),
    lostTurns: s.lostTurns.slice(),
    reshuffled: s.reshuffled === null ? null : s.reshuffled.slice(),
    drawnSince: seat === null ? null : s.drawnSince[seat]!.slice(),
    active: s.active,
    pending: copyPending(s.pending),
    verdict: s.verdict === null ? null : { ...s.verdict },
    winner: s.winner,
    reason: s.reason,
    openHands: over ? s.hands.map((h) => h.slice()) : null,
  };
}

/** The cards on the table in the middle of an attack: the proffered evidence and the sword on it. */
function onTable(p: Pending): CardId[] {
  if (p.step === 'attack') return [p.evidence];
  if (p.step === 'respond') return [p.evidence, p.attack];
  return [];
}

/**
 * A full state consistent with `v`. The unseen cards (the deck minus the viewer's hand, the discard stack, the
 * admitted piles and the cards on the table) are dealt at random to the hidden hands and the draw stack. After a
 * reshuffle the draw stack is known to hold only cards it was made of that the viewer did not draw since, so it
 * is dealt from those. It does not condition on what others' plays suggest (a discard shows its player held no
 * evidence), nor on which cards others drew since the reshuffle (their `drawnSince` is left empty).
 */
export function resample(v: GavelView, rng: Rng): GavelState {
  const fresh = Rng.seeded(rng.seed());
  const known: CardId[] = [...v.discard, ...v.admitted.flat(), ...onTable(v.pending)];
  let hands: CardId[][];
  let drawStack: CardId[];
  if (v.openHands !== null) {
    hands = v.openHands.map((h) => h.slice());
    drawStack = rng.shuffle(without(v.cards, [...known, ...hands.flat()]));
  } else {
    const own = v.hand ?? [];
    const pool = rng.shuffle(without(v.cards, [...known, ...own]));
    const fits = v.reshuffled === null ? pool : common(pool, without(v.reshuffled, v.drawnSince ?? []));
    drawStack = rng.shuffle(fits.slice(0, v.drawCount));
    const rest = rng.shuffle(without(pool, drawStack));
    hands = v.handCounts.map((n, seat) => (seat === v.viewer ? own.slice() : rest.splice(0, n)));
  }
  const drawnSince = v.handCounts.map((_, seat) => (seat === v.viewer && v.drawnSince !== null ? v.drawnSince.slice() : []));
  return {
    rng: fresh.state(),
    players: v.players,
    targetPoints: v.targetPoints,
    juryMinimum: v.juryMinimum,
    outOfOrder: v.outOfOrder,
    cards: v.cards.slice(),
    drawStack,
    discard: v.discard.slice(),
    hands,
    admitted: v.admitted.map((a) => a.slice()),
    points: v.points.slice(),
    eliminated: v.eliminated.slice(),
    lostTurns: v.lostTurns.slice(),
    reshuffled: v.reshuffled === null ? null : v.reshuffled.slice(),
    drawnSince,
    active: v.active,
    pending: copyPending(v.pending),
    verdict: v.verdict === null ? null : { ...v.verdict },
    winner: v.winner,
    reason: v.reason,
  };
}
