import { Rng, type Seat } from '@docket/engine';
import { handBit, draftBit, PLACE, SPECTATOR, VIEWERS } from './knowledge.js';
import type { Draft, LawyerUpState, Pending } from './state.js';
import type { LawyerUpView } from './view.js';
import { presetStrategy } from './strategies.js';

const BITS: readonly number[] = Object.values(PLACE);

/**
 * Deals the viewer's unseen cards to the hidden places, each to a place its knowledge allows, filling every
 * place to its public count: a random bipartite matching (augmenting paths over places, cards in random order).
 */
function deal(cards: readonly string[], masks: readonly number[], placed: ReadonlySet<string>, capacity: Map<number, number>, rng: Rng): Map<number, string[]> {
  const unseen = rng.shuffle(cards.map((_, i) => i).filter((i) => masks[i] !== 0 && !placed.has(cards[i] as string)));
  const placeOf = new Map<number, number>();
  const held = new Map<number, number[]>(BITS.map((b) => [b, []]));
  const tryPlace = (i: number, seen: Set<number>): boolean => {
    const options = rng.shuffle(BITS.filter((b) => ((masks[i] as number) & b) !== 0));
    for (const b of options) {
      if (seen.has(b)) continue;
      seen.add(b);
      const here = held.get(b)!;
      if (here.length < (capacity.get(b) ?? 0)) {
        here.push(i);
        placeOf.set(i, b);
        return true;
      }
      for (const j of here.slice()) {
        if (tryPlace(j, seen)) {
          here.splice(here.indexOf(j), 1);
          here.push(i);
          placeOf.set(i, b);
          return true;
        }
      }
    }
    return false;
  };
  for (const i of unseen) if (!tryPlace(i, new Set())) throw new Error(`resample: no place for ${cards[i]}`);
  const out = new Map<number, string[]>();
  for (const b of BITS) out.set(b, rng.shuffle((held.get(b) ?? []).map((i) => cards[i] as string)));
  return out;
}

/** A sound, uninformative memory for a seat the world is not built for: every hidden place it cannot see. */
function coarse(d: Draft, viewer: number): number[] {
  let all = 0;
  for (const b of BITS) all |= b;
  if (viewer !== SPECTATOR) all &= ~(handBit(viewer) | draftBit(viewer));
  const where = new Map<string, number>();
  const put = (xs: readonly string[], b: number): void => xs.forEach((x) => where.set(x, b));
  put(d.decks[0]!, PLACE.deckP);
  put(d.decks[1]!, PLACE.deckD);
  put(d.hands[0]!, PLACE.handP);
  put(d.hands[1]!, PLACE.handD);
  put(d.buried, PLACE.buried);
  put(d.caseDeck, PLACE.caseDeck);
  put(d.draftHands[0]!, PLACE.draftP);
  put(d.draftHands[1]!, PLACE.draftD);
  put(d.box, PLACE.box);
  return d.cards.map((c) => {
    const b = where.get(c);
    if (b === undefined) return 0;
    if (viewer !== SPECTATOR && (b === handBit(viewer) || b === draftBit(viewer))) return 0;
    return b | all;
  });
}

/**
 * A full state consistent with `v`: the unseen cards dealt among the hidden places the viewer's memory allows,
 * hidden orders shuffled, the other seat's hidden draft choice made at random, a fresh generator.
 */
export function resample(v: LawyerUpView, rng: Rng): LawyerUpState {
  const seat: Seat | null = v.viewer === 0 || v.viewer === 1 ? v.viewer : null;
  const hands = v.openHands ?? [0, 1].map((s) => (s === seat && v.hand !== null ? v.hand.slice() : []));
  const drafts = [0, 1].map((s) => (s === seat && v.draftHand !== null ? v.draftHand.slice() : []));
  const capacity = new Map<number, number>([
    [PLACE.deckP, v.deckCounts[0]!],
    [PLACE.deckD, v.deckCounts[1]!],
    [PLACE.handP, v.handCounts[0]! - hands[0]!.length],
    [PLACE.handD, v.handCounts[1]! - hands[1]!.length],
    [PLACE.buried, v.buriedCount],
    [PLACE.caseDeck, v.caseDeckCount],
    [PLACE.draftP, v.draftCounts[0]! - drafts[0]!.length],
    [PLACE.draftD, v.draftCounts[1]! - drafts[1]!.length],
    [PLACE.box, v.boxCount],
  ]);
  // Once the match is over every hand is open: those cards are placed already.
  const dealt = deal(v.cards, v.know, new Set(v.openHands?.flat() ?? []), capacity, rng);
  const take = (b: number): string[] => dealt.get(b) ?? [];
  hands[0]!.push(...take(PLACE.handP));
  hands[1]!.push(...take(PLACE.handD));
  drafts[0]!.push(...take(PLACE.draftP));
  drafts[1]!.push(...take(PLACE.draftD));
  let pending: Pending = v.pending;
  if (pending.step === 'draft') {
    const picks = pending.picks.map((x, s) => (x !== null ? x.slice() : v.picked[s] ? rng.shuffle(drafts[s]!.slice()) : null));
    pending = { step: 'draft', picks };
  } else if (pending.step === 'strategy') {
    // The other side's hidden pick: its preset if the options name one, else any of its strategy cards.
    const { choices } = pending;
    const picks = pending.picks.map((x, s) => x ?? (v.picked[s] ? (presetStrategy(v.options, s) ?? rng.pick(choices[s]!)) : null));
    pending = { step: 'strategy', choices: choices.map((c) => c.slice()), picks };
  }
  const d: Draft = {
    rng: Rng.seeded(rng.seed()).state(),
    options: { ...v.options },
    cards: v.cards.slice(),
    witnesses: v.witnesses.slice(),
    caseDeck: take(PLACE.caseDeck),
    draftHands: drafts,
    box: take(PLACE.box),
    decks: [take(PLACE.deckP), take(PLACE.deckD)],
    hands,
    discards: v.discards.map((x) => x.slice()),
    buried: take(PLACE.buried),
    exams: v.exams.map((x) => x.map((e) => ({ ...e }))),
    procedures: v.procedures.map((x) => x.slice()),
    aside: v.aside.map((x) => x.slice()),
    fresh: v.fresh.slice(),
    keyWitnesses: v.keyWitnesses.slice(),
    held: v.held.map((x) => x.slice()),
    witnessDeck: rng.shuffle(v.witnessDeck.slice()),
    stand: v.stand === null ? null : { ...v.stand, discredited: v.stand.discredited.slice() },
    claimed: v.claimed.map((x) => x.slice()),
    jurors: v.jurors.map((j) => ({ ...j })),
    favour: v.favour,
    objections: v.objections.slice(),
    objected: v.objected.slice(),
    sidebar: v.sidebar.slice(),
    passed: v.passed.slice(),
    bonus: v.bonus.slice(),
    mulligan: [0, 1].map((s) => (s === seat && v.mulligan !== null ? v.mulligan.slice() : [])),
    know: [],
    queue: v.queue.map((f) => ({ ...f, effects: f.effects.slice() })),
    after: v.after,
    actor: v.actor,
    another: v.another,
    pending,
    winner: v.winner,
    reason: v.reason,
    stats: { swayed: v.stats.swayed.slice(), margins: v.stats.margins.slice() },
  };
  const mine = seat ?? SPECTATOR;
  d.know = Array.from({ length: VIEWERS }, (_, k) => (k === mine ? v.know.slice() : coarse(d, k)));
  return d;
}
