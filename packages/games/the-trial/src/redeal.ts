import type { Rng, Seat, Viewer } from '@docket/engine';
import { freshState } from './draft.js';
import { sortKinds, type Kind } from './cards.js';
import { composition, type Alignment, type Role } from './roles.js';
import { at, type TrialState } from './state.js';

/** One card place in the state: a zone and an index in it. */
type Place =
  | { readonly zone: 'draw' | 'caseFile' | 'bottom'; readonly i: number }
  | { readonly zone: 'piles' | 'holding' | 'hands'; readonly seat: Seat; readonly i: number };

/** The witness secret cards in the box (rulings, "Roles and teams"). */
const WITNESS_BOX: readonly Alignment[] = ['good', 'good', 'bad', 'bad'];

/**
 * A second deal of the unseen, written against the full state and independently of `view`/`resample` (the
 * conformance laws compare the two). Kept: everything `viewer` saw. Dealt again: the secret role cards it has
 * not seen among the seats of the same public role (a drawn witness card may go back to the box), and the cards
 * it has not seen among the places it cannot see, same count per place; the cards it knows a lawyer holds (its
 * pins: gifts it made, peeks) stay in that lawyer's unseen hand or unrevealed filings. Other seats' memories are
 * kept as they were: `viewer` never sees them.
 */
export function redeal(s: TrialState, viewer: Viewer, rng: Rng): TrialState {
  const fresh = freshState(rng);
  const me: Seat | null = viewer === 'spectator' ? null : viewer;
  const over = s.pending.step === 'over';
  // At the end, or after a correct accusation, every alignment is known.
  const alignments = over || s.accusation?.correct === true ? s.alignments.slice() : redealAlignments(s, me, rng);
  if (over) return { ...s, rng: fresh, draw: rng.shuffle(s.draw.slice()) };

  // The places `viewer` cannot see, and the cards in them.
  const hidden: Place[] = s.draw.map((_, i) => ({ zone: 'draw', i }));
  const seenBy = (owner: Seat | 'judge'): boolean => me !== null && owner === me;
  s.caseFile.forEach((f, i) => seenBy(f.by) || hidden.push({ zone: 'caseFile', i }));
  s.bottom.forEach((b, i) => seenBy(b.by) || hidden.push({ zone: 'bottom', i }));
  s.piles.forEach((pile, seat) => pile.forEach((p, i) => (me !== null && p.seenBy.includes(me)) || hidden.push({ zone: 'piles', seat, i })));
  for (const zone of ['holding', 'hands'] as const) {
    s[zone].forEach((cards, seat) => seat === me || cards.forEach((_, i) => hidden.push({ zone, seat, i })));
  }
  const dealt = new Map<Place, Kind>();

  // Pins first: each lawyer's pinned cards go back into that lawyer's unseen hand and unrevealed filings.
  const pool: Kind[] = hidden.map((p) => cardAt(s, p));
  const free = new Set(hidden);
  if (me !== null) {
    at(s.pins, me).forEach((pins, lawyer) => {
      if (pins.length === 0) return;
      const group = rng.shuffle(hidden.filter((p) => (p.zone === 'hands' && p.seat === lawyer) || (p.zone === 'caseFile' && s.caseFile[p.i]?.by === lawyer)));
      for (const card of pins) {
        const place = group.pop();
        const j = pool.indexOf(card);
        if (place === undefined || j < 0) throw new Error(`redeal: seat ${me}'s pins on seat ${lawyer} exceed its cards`);
        pool.splice(j, 1);
        dealt.set(place, card);
        free.delete(place);
      }
    });
  }
  rng.shuffle(pool);
  for (const place of free) dealt.set(place, pool.pop() as Kind);

  const piles = s.piles.map((pile, seat) => pile.map((p, i) => ({ card: pick(dealt, hidden, { zone: 'piles', seat, i }) ?? p.card, seenBy: p.seenBy })));
  const zone = (z: 'holding' | 'hands'): Kind[][] =>
    s[z].map((cards, seat) => sortKinds(cards.map((k, i) => pick(dealt, hidden, { zone: z, seat, i }) ?? k)));
  return {
    ...s,
    rng: fresh,
    alignments,
    draw: s.draw.map((k, i) => pick(dealt, hidden, { zone: 'draw', i }) ?? k),
    caseFile: s.caseFile.map((f, i) => ({ by: f.by, card: pick(dealt, hidden, { zone: 'caseFile', i }) ?? f.card })),
    bottom: s.bottom.map((b, i) => ({ by: b.by, card: pick(dealt, hidden, { zone: 'bottom', i }) ?? b.card })),
    piles,
    holding: zone('holding'),
    hands: zone('hands'),
  };
}

function cardAt(s: TrialState, p: Place): Kind {
  switch (p.zone) {
    case 'draw':
      return at(s.draw, p.i);
    case 'caseFile':
      return at(s.caseFile, p.i).card;
    case 'bottom':
      return at(s.bottom, p.i).card;
    case 'piles':
      return at(at(s.piles, p.seat), p.i).card;
    case 'holding':
    case 'hands':
      return at(at(s[p.zone], p.seat), p.i);
  }
}

function same(a: Place, b: Place): boolean {
  return a.zone === b.zone && a.i === b.i && ('seat' in a ? 'seat' in b && a.seat === b.seat : true);
}

/** The card dealt to the hidden place equal to `p`, if `p` is hidden. */
function pick(dealt: ReadonlyMap<Place, Kind>, hidden: readonly Place[], p: Place): Kind | undefined {
  const place = hidden.find((h) => same(h, p));
  return place === undefined ? undefined : dealt.get(place);
}

/**
 * The secret role cards `me` has not seen (all but its own, the revealed Judge's and Jury's), dealt again among
 * the seats of each public role. A world that is exactly a set the Jury wrongly accused is dealt again.
 */
function redealAlignments(s: TrialState, me: Seat | null, rng: Rng): Alignment[] {
  const known = (seat: Seat): boolean => seat === me || s.roles[seat] === 'judge' || s.roles[seat] === 'jury';
  const wrong = s.accusation !== null && !s.accusation.correct ? s.accusation.seats : null;
  for (let attempt = 0; attempt < 64; attempt++) {
    const out = s.alignments.slice();
    for (const role of ['lawyer', 'defendant', 'witness'] as const satisfies readonly Role[]) {
      const seats = s.roles.flatMap((r, seat) => (r === role && !known(seat) ? [seat] : []));
      const cards = role === 'witness' && composition(s.players).drawnWitnesses ? boxWitnesses(s, me) : seats.map((seat) => at(s.alignments, seat));
      rng.shuffle(cards);
      seats.forEach((seat, i) => (out[seat] = at(cards, i)));
    }
    const bad = out.flatMap((a, seat) => (a === 'bad' ? [seat] : []));
    if (wrong === null || bad.length !== wrong.length || !bad.every((x) => wrong.includes(x))) return out;
  }
  return s.alignments.slice();
}

/** Drawn witnesses: the four witness cards less the one `me` holds, if a witness; the rest went back unseen. */
function boxWitnesses(s: TrialState, me: Seat | null): Alignment[] {
  const box = WITNESS_BOX.slice();
  if (me !== null && s.roles[me] === 'witness') box.splice(box.indexOf(at(s.alignments, me)), 1);
  return box;
}
