import { Rng, type Viewer } from '@docket/engine';
import { CARDS, type CardId } from './cards.js';
import type { Side, TribunalState, TribunalView } from './state.js';

/**
 * A viewer's view, built by allowlist. Hidden: the other hand (its count is public) and the deck's order.
 * Never the generator. Every hand opens once the match is over.
 */
export function view(s: TribunalState, viewer: Viewer): TribunalView {
  const over = s.pending.step === 'over';
  return {
    viewer,
    requirements: s.requirements.map((r) => r.slice()),
    hand: viewer === 0 || viewer === 1 ? s.hands[viewer].slice() : null,
    handCounts: [s.hands[0].length, s.hands[1].length],
    deckCount: s.deck.length,
    discard: s.discard.slice(),
    grid: s.grid.slice(),
    districts: s.districts.slice(),
    investigators: s.investigators.slice(),
    bribe: s.bribe,
    supply: [s.supply[0], s.supply[1]],
    investigatorsLeft: [s.investigatorsLeft[0], s.investigatorsLeft[1]],
    hearings: [s.hearings[0], s.hearings[1]],
    hearing: s.hearing,
    starter: s.starter,
    active: s.active,
    pending: { ...s.pending },
    jurySupport: s.jurySupport,
    bluffs: s.bluffs.map((b) => ({ ...b })),
    lastHearing: s.lastHearing === null ? null : { ...s.lastHearing },
    openHands: over ? [s.hands[0].slice(), s.hands[1].slice()] : null,
  };
}

/**
 * A full state consistent with `v`: the unseen cards (all 20 minus the viewer's hand and the discard pile) are
 * dealt at random to the hidden hand(s) and the deck. It does not condition on past exposed bluffs, nor on the
 * truth of a claim awaiting its proof: the view says nothing of either.
 */
export function resample(v: TribunalView, rng: Rng): TribunalState {
  const fresh = Rng.seeded(rng.seed());
  let hands: [CardId[], CardId[]];
  let deck: CardId[];
  if (v.openHands !== null) {
    hands = [v.openHands[0].slice(), v.openHands[1].slice()];
    deck = rng.shuffle(unseen(v, [...hands[0], ...hands[1]]));
  } else {
    const own = v.hand ?? [];
    const pool = unseen(v, own);
    const hidden: Side[] = v.viewer === 'spectator' ? [0, 1] : [v.viewer === 0 ? 1 : 0];
    hands = [[], []];
    if (v.viewer === 0 || v.viewer === 1) hands[v.viewer] = own.slice();
    for (const seat of hidden) {
      rng.shuffle(pool);
      hands[seat] = pool.splice(0, v.handCounts[seat]);
    }
    deck = rng.shuffle(pool);
  }
  return {
    rng: fresh.state(),
    requirements: v.requirements.map((r) => r.slice()),
    deck,
    hands,
    discard: v.discard.slice(),
    grid: v.grid.slice(),
    districts: v.districts.slice(),
    investigators: v.investigators.slice(),
    bribe: v.bribe,
    supply: [v.supply[0], v.supply[1]],
    investigatorsLeft: [v.investigatorsLeft[0], v.investigatorsLeft[1]],
    hearings: [v.hearings[0], v.hearings[1]],
    hearing: v.hearing,
    starter: v.starter,
    active: v.active,
    pending: { ...v.pending },
    jurySupport: v.jurySupport,
    bluffs: v.bluffs.map((b) => ({ ...b })),
    lastHearing: v.lastHearing === null ? null : { ...v.lastHearing },
  };
}

function unseen(v: TribunalView, known: readonly CardId[]): CardId[] {
  return CARDS.filter((c) => !known.includes(c) && !v.discard.includes(c));
}
