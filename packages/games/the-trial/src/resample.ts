import type { Rng, Seat } from '@docket/engine';
import { freshState } from './draft.js';
import { COPIES, KINDS, sortKinds, type Kind } from './cards.js';
import { alignmentWorlds } from './alignments.js';
import type { Alignment } from './roles.js';
import type { TrialState, TrialView } from './state.js';

type Slots = (Kind | null)[];

/** Which alignment world to deal, among those the view allows; drawn on the dealing generator. */
export type ChooseWorld = (rng: Rng) => readonly Alignment[] | undefined;

/**
 * A full state consistent with `v`, built by construction. Alignments: uniform among the worlds the view allows
 * (`alignmentWorlds`). Cards: the unseen ones are the 30 less every card the view shows; the viewer's pins on a
 * lawyer are dealt first into that lawyer's unseen hand slots (and its unrevealed case-file cards), then the rest
 * are shuffled into every other unseen slot, the leftovers forming the draw pile.
 */
export function resample(v: TrialView, rng: Rng): TrialState {
  const worlds = alignmentWorlds(v);
  return dealFrom(v, rng, (r) => worlds[r.int(worlds.length)]);
}

/** `resample` with the alignment world chosen by `choose` (the cards as above). */
export function dealFrom(v: TrialView, rng: Rng, choose: ChooseWorld): TrialState {
  const fresh = freshState(rng);
  const me: Seat | null = v.viewer === 'spectator' ? null : v.viewer;
  const world = choose(rng);
  if (!world) throw new Error('resample: no alignment world fits the view');
  const alignments = world.slice();

  const piles: Slots[] = v.piles.map((p) => p.slice());
  const holding: Slots[] = v.holding.map((h) => h.slice());
  const hands: Slots[] = v.hands.map((h) => h.slice());
  const caseFile: Slots = v.caseFile.map((f) => f.card);
  const bottom: Slots = v.bottom.map((b) => b.card);
  const zones: Slots[] = [...piles, ...holding, ...hands, caseFile, bottom];

  const pool = new Map<Kind, number>(KINDS.map((k) => [k, COPIES]));
  const take = (k: Kind): void => {
    const n = pool.get(k) ?? 0;
    if (n <= 0) throw new Error(`resample: the view shows more than ${COPIES} ${k}`);
    pool.set(k, n - 1);
  };
  for (const k of [...v.discard, ...v.revealed, ...v.markers]) take(k);
  for (const z of zones) for (const k of z) if (k !== null) take(k);

  // Pins: the viewer knows these cards are in the lawyer's hand (or among its unrevealed filed cards).
  v.pins.forEach((pins, lawyer) => {
    if (pins.length === 0) return;
    const hand = hands[lawyer] ?? [];
    const slots: { zone: Slots; i: number }[] = [];
    const need = pins.slice();
    const settle = (zone: Slots, i: number): void => {
      const k = zone[i];
      if (k === null || k === undefined) slots.push({ zone, i });
      else if (need.includes(k)) need.splice(need.indexOf(k), 1);
    };
    hand.forEach((_, i) => settle(hand, i));
    v.caseFile.forEach((f, i) => {
      if (f.by === lawyer) settle(caseFile, i);
    });
    rng.shuffle(slots);
    for (const k of need) {
      const slot = slots.pop();
      if (!slot) throw new Error(`resample: pins on seat ${lawyer} exceed its cards`);
      slot.zone[slot.i] = k;
      take(k);
    }
  });

  const rest: Kind[] = [];
  for (const [k, n] of pool) for (let i = 0; i < n; i++) rest.push(k);
  rng.shuffle(rest);
  for (const z of zones) {
    for (let i = 0; i < z.length; i++) {
      if (z[i] === null) {
        const k = rest.pop();
        if (k === undefined) throw new Error('resample: fewer unseen cards than unseen slots');
        z[i] = k;
      }
    }
  }
  if (rest.length !== v.drawCount) throw new Error(`resample: ${rest.length} cards left for a draw pile of ${v.drawCount}`);

  const dealt = (z: Slots): Kind[] => z.map((k) => k as Kind);
  const seats = v.roles.map((_, i) => i);
  return {
    rng: fresh,
    players: v.players,
    variant: v.variant,
    roles: v.roles.slice(),
    alignments,
    round: v.round,
    wins: { ...v.wins },
    results: v.results.slice(),
    draw: rest,
    discard: v.discard.slice(),
    bottom: v.bottom.map((b, i) => ({ by: b.by, card: bottom[i] as Kind })),
    piles: piles.map((pile, owner) =>
      dealt(pile).map((card, i) => ({ card, seenBy: me !== null && me !== owner && v.piles[owner]?.[i] !== null ? [owner, me] : [owner] })),
    ),
    holding: holding.map((h) => sortKinds(dealt(h))),
    hands: hands.map((h) => sortKinds(dealt(h))),
    caseFile: v.caseFile.map((f, i) => ({ by: f.by, card: caseFile[i] as Kind })),
    revealed: v.revealed.slice(),
    markers: v.markers.slice(),
    order: { defendants: v.order.defendants.slice(), lawyers: v.order.lawyers.slice(), witnesses: v.order.witnesses.slice() },
    queue: v.queue.slice(),
    stopped: v.stopped,
    warned: v.warned,
    objectionUsed: v.objectionUsed.slice(),
    accusation: v.accusation,
    statements: v.statements.slice(),
    memory: seats.map((s) => (s === me ? v.memory.slice() : [])),
    pins: seats.map((s) => (s === me ? v.pins.map((p) => p.slice()) : seats.map(() => []))),
    pending: { ...v.pending },
    winner: v.winner,
    reason: v.reason,
  };
}
