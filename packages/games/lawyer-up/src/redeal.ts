import { Rng, type Viewer } from '@docket/engine';
import { handBit, draftBit, PLACE, PUBLIC, SPECTATOR, VIEWERS } from './knowledge.js';
import type { LawyerUpState, Pending } from './state.js';
import { presetStrategy } from './strategies.js';

/** The hidden piles of the full state, each with its place bit. */
type PileKey = 'deckP' | 'deckD' | 'handP' | 'handD' | 'buried' | 'caseDeck' | 'draftP' | 'draftD' | 'box';
const PILES: readonly PileKey[] = ['deckP', 'deckD', 'handP', 'handD', 'buried', 'caseDeck', 'draftP', 'draftD', 'box'];

function pilesOf(s: LawyerUpState): Record<PileKey, readonly string[]> {
  return {
    deckP: s.decks[0]!,
    deckD: s.decks[1]!,
    handP: s.hands[0]!,
    handD: s.hands[1]!,
    buried: s.buried,
    caseDeck: s.caseDeck,
    draftP: s.draftHands[0]!,
    draftD: s.draftHands[1]!,
    box: s.box,
  };
}

/**
 * A second deal written against the full state (not through `view`/`resample`): every card `viewer` has not
 * seen trades places with others it has not seen, within what the viewer's memory allows (random swaps from the
 * true deal, so each place keeps its count); every order it cannot see is shuffled again; the other side's
 * hidden mulligan marks, draft order and strategy pick are chosen again; the generator is a fresh one.
 */
export function redeal(s: LawyerUpState, viewer: Viewer, rng: Rng): LawyerUpState {
  const v = viewer === 0 || viewer === 1 ? viewer : SPECTATOR;
  const know = s.know[v]!;
  const piles = pilesOf(s);
  const placeOf = new Map<string, PileKey>();
  for (const key of PILES) for (const c of piles[key]) placeOf.set(c, key);
  // Once the match is over every hand is open to all.
  const open = (key: PileKey): boolean => s.pending.step === 'over' && (key === 'handP' || key === 'handD');
  // The cards the viewer has not seen, with where they are now.
  const hidden = s.cards.map((c, i) => ({ c, mask: know[i]!, at: placeOf.get(c) })).filter((x) => x.mask !== 0 && x.at !== undefined && !open(x.at));
  const unseen = new Set(hidden.map((x) => x.c));
  const at = hidden.map((x) => x.at as PileKey);
  const allows = (i: number, key: PileKey): boolean => (hidden[i]!.mask & PLACE[key]) !== 0;
  for (let k = 0; k < 12 * hidden.length; k++) {
    const i = rng.int(hidden.length);
    const j = rng.int(hidden.length);
    if (at[i] !== at[j] && allows(i, at[j]!) && allows(j, at[i]!)) [at[i], at[j]] = [at[j]!, at[i]!];
  }
  // Each pile: its seen cards where they were (the viewer's own hand and draft keep their order), the
  // unseen ones dealt to it, and the order shuffled wherever the viewer cannot see it.
  const seenOrder = (key: PileKey): boolean => open(key) || (v !== SPECTATOR && (PLACE[key] === handBit(v) || PLACE[key] === draftBit(v)));
  const next = {} as Record<PileKey, string[]>;
  for (const key of PILES) {
    const kept = piles[key].filter((c) => !unseen.has(c));
    const dealt = hidden.filter((_, i) => at[i] === key).map((x) => x.c);
    next[key] = seenOrder(key) ? [...kept, ...dealt] : rng.shuffle([...kept, ...dealt]);
  }
  const others = [0, 1].filter((seat) => seat !== v);
  const hands = [next.handP, next.handD];
  const drafts = [next.draftP, next.draftD];
  // The other side's mulligan marks: as many, among the cards now in its hand.
  const mulligan = s.mulligan.map((m, seat) => (others.includes(seat) && m.length > 0 ? rng.shuffle(hands[seat]!.slice()).slice(0, m.length) : m.slice()));
  let pending: Pending = s.pending;
  if (pending.step === 'draft') {
    pending = { step: 'draft', picks: pending.picks.map((x, seat) => (x !== null && others.includes(seat) ? rng.shuffle(drafts[seat]!.slice()) : x)) };
  } else if (pending.step === 'strategy') {
    const { choices } = pending;
    const picks = pending.picks.map((x, seat) => (x !== null && others.includes(seat) ? (presetStrategy(s.options, seat) ?? rng.pick(choices[seat]!)) : x));
    pending = { step: 'strategy', choices, picks };
  }
  const where = new Map<string, PileKey>();
  for (const key of PILES) for (const c of next[key]) where.set(c, key);
  return {
    ...s,
    rng: Rng.seeded(rng.seed()).state(),
    decks: [next.deckP, next.deckD],
    hands,
    draftHands: drafts,
    buried: next.buried,
    caseDeck: next.caseDeck,
    box: next.box,
    witnessDeck: rng.shuffle(s.witnessDeck.slice()),
    mulligan,
    pending,
    know: Array.from({ length: VIEWERS }, (_, k) => (k === v ? know.slice() : soundMemory(s.cards, s.know[k]!, where, k))),
  };
}

/**
 * Another viewer's memory made true of the new deal: it sees its own hand and draft; a card it had seen that
 * now lies hidden is known to be there; otherwise its set of places widens to take the card's new place in.
 */
function soundMemory(cards: readonly string[], know: readonly number[], where: ReadonlyMap<string, PileKey>, viewer: number): number[] {
  return cards.map((c, i) => {
    const key = where.get(c);
    if (key === undefined) return PUBLIC;
    const bit = PLACE[key];
    if (viewer !== SPECTATOR && (bit === handBit(viewer) || bit === draftBit(viewer))) return PUBLIC;
    const k = know[i]!;
    return k === PUBLIC ? bit : k | bit;
  });
}
