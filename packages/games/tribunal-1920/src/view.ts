import { Rng, type Viewer } from '@docket/engine';
import { CARDS, type CardId } from './cards.js';
import { proofGroups, proofSets } from './requirements.js';
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

/** Tries at dealing a claimant's hand that fits a pending `show` before building one that surely does. */
const SHOW_TRIES = 64;

/**
 * A full state consistent with `v`: the unseen cards (all 20 minus the viewer's hand and the discard pile) are
 * dealt at random to the hidden hand(s) and the deck. It does not condition on past exposed bluffs. While a
 * claimant chooses which cards to show, its hidden hand is dealt so that the claim is true (the view says so).
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
    // A hidden claimant choosing what to show is dealt first, so its condition can draw on the whole pool.
    const p = v.pending;
    const proving = p.step === 'show' && hidden.includes(p.seat) ? p.seat : null;
    if (proving !== null) hands[proving] = dealProof(v, pool, rng);
    for (const seat of hidden) {
      if (seat === proving) continue;
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

/**
 * The claimant's hand while it chooses what to show: uniform among hands with several proofs (the worlds the
 * view allows), by rejection; failing that, built around a proof with one spare card. Takes the cards out of
 * `pool`.
 */
function dealProof(v: TribunalView, pool: CardId[], rng: Rng): CardId[] {
  const p = v.pending;
  if (p.step !== 'show') throw new Error('dealProof outside a show step');
  const count = v.handCounts[p.seat];
  for (let i = 0; i < SHOW_TRIES; i++) {
    rng.shuffle(pool);
    if (proofSets(pool.slice(0, count), p.slot, v, p.seat).length > 1) return pool.splice(0, count);
  }
  // The true world holds such a hand, so the pool has the cards: every part's need, one part with one more.
  rng.shuffle(pool);
  const groups = proofGroups(v, p.slot, p.seat);
  const roomy = groups.filter((g) => pool.filter(g.matches).length > g.need);
  const spare = roomy.length > 0 ? rng.pick(roomy) : null;
  const hand: CardId[] = [];
  for (const g of groups) hand.push(...pool.filter(g.matches).slice(0, g.need + (g === spare ? 1 : 0)));
  const rest = pool.filter((c) => !hand.includes(c));
  const filler = rest.splice(0, Math.max(0, count - hand.length));
  pool.splice(0, pool.length, ...rest);
  return hand.concat(filler);
}
