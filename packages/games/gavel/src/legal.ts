import type { Seat } from '@docket/engine';
import { CARD_IDS, CARD_RANK, FACTS, colourOf, OUT_OF_ORDER, responseOf, type AttackId, type CardId, type EvidenceId } from './cards.js';
import type { GavelAction, GavelState } from './state.js';

// Actions are built once and shared: enumerating legal actions allocates only the list (playout speed).
type ActionOf<T extends GavelAction['type']> = Extract<GavelAction, { type: T }>;

function table<A>(make: (c: CardId) => A | null): Readonly<Partial<Record<CardId, A>>> {
  const out: Partial<Record<CardId, A>> = {};
  for (const c of CARD_IDS) {
    const a = make(c);
    if (a !== null) out[c] = Object.freeze(a);
  }
  return out;
}

const PROFFER = table((c): ActionOf<'proffer'> | null => (FACTS[c].kind === 'evidence' ? { type: 'proffer', card: c as EvidenceId } : null));
const OBJECT = table((c): ActionOf<'object'> | null => (FACTS[c].kind === 'attack' ? { type: 'object', card: c as AttackId } : null));
const DISCARD = table((c): ActionOf<'discard'> => ({ type: 'discard', card: c }));
export const JURY: GavelAction = Object.freeze({ type: 'jury' });
export const DRAW: GavelAction = Object.freeze({ type: 'draw' });
export const PASS: GavelAction = Object.freeze({ type: 'pass' });
export const OUT_OF_ORDER_ACTION: GavelAction = Object.freeze({ type: 'out-of-order' });
export const CONCEDE: GavelAction = Object.freeze({ type: 'concede' });
const RESPOND = table((c): ActionOf<'respond'> | null => {
  const f = FACTS[c];
  return f.kind === 'response' ? { type: 'respond', card: responseOf(f.colour) } : null;
});

export function toAct(s: GavelState): Seat[] {
  const p = s.pending;
  switch (p.step) {
    case 'over':
      return [];
    case 'attack':
      return p.waiting.slice();
    default:
      return [p.seat];
  }
}

/** The distinct cards of `hand` that pass `keep`, in canonical order. */
function distinct(hand: readonly CardId[], keep: (c: CardId) => boolean): CardId[] {
  const out: CardId[] = [];
  for (const c of hand) if (keep(c) && !out.includes(c)) out.push(c);
  return out.sort((a, b) => CARD_RANK[a] - CARD_RANK[b]);
}

/** Every evidence card outside the admitted piles is gone: nothing is left to proffer. */
export function evidenceExhausted(s: Pick<GavelState, 'cards' | 'admitted'>): boolean {
  let total = 0;
  for (const c of s.cards) if (FACTS[c].kind === 'evidence') total++;
  let admitted = 0;
  for (const pile of s.admitted) admitted += pile.length;
  return admitted >= total;
}

export function legalActions(s: GavelState, seat: Seat): GavelAction[] {
  const p = s.pending;
  switch (p.step) {
    case 'over':
      return [];
    case 'open':
      if (p.seat !== seat) return [];
      // With no evidence left to admit, declining the jury could only stall the match (ours, here).
      return evidenceExhausted(s) ? [JURY] : [JURY, DRAW];
    case 'play': {
      if (p.seat !== seat) return [];
      const hand = s.hands[seat] as readonly CardId[];
      const evidence = distinct(hand, (c) => FACTS[c].kind === 'evidence');
      if (evidence.length > 0) return evidence.map((c) => PROFFER[c] as GavelAction);
      return distinct(hand, () => true).map((c) => DISCARD[c] as GavelAction);
    }
    case 'attack': {
      if (!p.waiting.includes(seat)) return [];
      // Every opponent is asked and may always pass; only a holder of a matching sword may also object.
      const colour = colourOf(p.evidence);
      const hand = s.hands[seat] as readonly CardId[];
      const out = distinct(hand, (c) => {
        const f = FACTS[c];
        return f.kind === 'attack' && f.colour === colour;
      }).map((c) => OBJECT[c] as GavelAction);
      out.push(PASS);
      return out;
    }
    case 'respond': {
      if (p.seat !== seat) return [];
      const hand = s.hands[seat] as readonly CardId[];
      const f = FACTS[p.attack];
      const out: GavelAction[] = [];
      if (f.kind === 'attack' && hand.includes(responseOf(f.colour))) out.push(RESPOND[responseOf(f.colour)] as GavelAction);
      if (s.outOfOrder && hand.includes(OUT_OF_ORDER)) out.push(OUT_OF_ORDER_ACTION);
      out.push(CONCEDE);
      return out;
    }
  }
}
