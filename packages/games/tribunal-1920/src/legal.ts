import type { Seat } from '@docket/engine';
import { GRID_SLOTS, SLOT_FACTS, type GridSlot, type Slot } from './board.js';
import { CARDS, DISTRICTS, type CardId, type District } from './cards.js';
import { freeGridSlots, freeSlots, gridPawnsOf } from './court.js';
import { proofSets } from './requirements.js';
import { other, type Side, type TribunalAction, type TribunalState } from './state.js';

// Actions are built once and shared: enumerating legal actions allocates only the list (playout speed).
type ActionOf<T extends TribunalAction['type']> = Extract<TribunalAction, { type: T }>;

function table<K extends string, A>(keys: readonly K[], make: (k: K) => A): Readonly<Record<K, A>> {
  return Object.fromEntries(keys.map((k) => [k, Object.freeze(make(k))])) as Record<K, A>;
}

const SLOTS: readonly Slot[] = [...GRID_SLOTS, ...DISTRICTS];
const CLAIM = table(SLOTS, (slot): ActionOf<'claim'> => ({ type: 'claim', slot }));
const PLACE = table(SLOTS, (slot): ActionOf<'place'> => ({ type: 'place', slot }));
const BRIBE = table(GRID_SLOTS, (slot): ActionOf<'bribe'> => ({ type: 'bribe', slot }));
const ERASE = table(GRID_SLOTS, (slot): ActionOf<'erase'> => ({ type: 'erase', slot }));
const MOVE = table(GRID_SLOTS, (from) => table(GRID_SLOTS, (to): ActionOf<'move'> => ({ type: 'move', from, to })));
const DISCARD = table(CARDS, (card): ActionOf<'discard'> => ({ type: 'discard', card }));
const INVESTIGATE = table(DISTRICTS, (district): ActionOf<'investigate'> => ({ type: 'investigate', district }));
const PASS: ActionOf<'pass'> = Object.freeze({ type: 'pass' });
const CONFESS: ActionOf<'confess'> = Object.freeze({ type: 'confess' });
const ANSWERS: readonly TribunalAction[] = Object.freeze([Object.freeze({ type: 'ok' }), Object.freeze({ type: 'object' })]);

export function toAct(s: TribunalState): Seat[] {
  return s.pending.step === 'over' ? [] : [s.pending.seat];
}

export function legalActions(s: TribunalState, seat: Seat): TribunalAction[] {
  const p = s.pending;
  if (p.step === 'over' || p.seat !== seat) return [];
  switch (p.step) {
    case 'claim':
      return claims(s, p.seat);
    case 'answer':
      return ANSWERS.slice();
    case 'prove': {
      // "Prouver qu'il a dit la vérité ou avouer qu'il a menti": a true claim must be proved, a bluff confessed.
      const sets = proofSets(s.hands[p.seat], p.slot, s, p.seat);
      return sets.length > 0 ? sets.map((cards) => ({ type: 'show', cards })) : [CONFESS];
    }
    case 'place':
      return freeSlots(s).map((slot) => PLACE[slot]);
    case 'bribe':
      return freeGridSlots(s).map((slot) => BRIBE[slot]);
    case 'move':
      return moves(s);
    case 'erase':
      return gridPawnsOf(s.grid, other(p.seat)).map((slot) => ERASE[slot]);
    case 'discard':
      return s.hands[p.seat].map((card: CardId) => DISCARD[card]);
    case 'investigate': {
      const out: TribunalAction[] = [];
      for (let i = 0; i < DISTRICTS.length; i++) {
        if (s.investigators[i] === null) out.push(INVESTIGATE[DISTRICTS[i] as District]);
      }
      return out;
    }
  }
}

/** Any free slot (grid or district), while a pawn is left in supply; passing is always allowed. */
function claims(s: TribunalState, seat: Side): TribunalAction[] {
  const out: TribunalAction[] = [];
  if (s.supply[seat] > 0) {
    const bribed = s.bribe === null ? -1 : SLOT_FACTS[s.bribe].index;
    for (let i = 0; i < 9; i++) if (s.grid[i] === null && i !== bribed) out.push(CLAIM[GRID_SLOTS[i] as GridSlot]);
    for (let i = 0; i < DISTRICTS.length; i++) if (s.districts[i] === null) out.push(CLAIM[DISTRICTS[i] as District]);
  }
  out.push(PASS);
  return out;
}

/** Bronx: any grid pawn of either colour to any other free grid slot. */
function moves(s: TribunalState): TribunalAction[] {
  const free = freeGridSlots(s);
  const out: TribunalAction[] = [];
  for (let i = 0; i < 9; i++) {
    if (s.grid[i] === null) continue;
    const from = MOVE[GRID_SLOTS[i] as GridSlot];
    for (const to of free) out.push(from[to]);
  }
  return out;
}
