import type { Text } from '@docket/engine';
import { SEEK_EVIDENCE_CARDS, SLOT_FACTS, type GridSlot } from './board.js';
import type { District } from './cards.js';
import { freeGridSlots, gridPawnsOf } from './court.js';
import { draw, withIndex, withSeat, type Ctx } from './draft.js';
import { other, type Pending, type Side } from './state.js';

export type EffectKind = 'tip-the-scales' | 'seek-evidence' | 'bribe' | 'turn-the-tables' | 'erase-evidence';

export interface DistrictEffect {
  readonly kind: EffectKind;
  /** The rulebook's name (French) and its English rendering. */
  readonly name: Text;
  /** The effect in a line, for menus and the terminal picture. */
  readonly summary: Text;
}

/** What each district does when a plea pawn is placed on it (rulebook, "Les effets de Districts"). */
export const DISTRICT_EFFECTS: Readonly<Record<District, DistrictEffect>> = {
  MT: {
    kind: 'tip-the-scales',
    name: { en: 'Tip the scales', fr: 'Faire pencher la balance' },
    summary: { en: 'wins a hearing with no line', fr: 'gagne une Audience sans alignement' },
  },
  BN: {
    kind: 'seek-evidence',
    name: { en: 'Seek evidence', fr: 'Chercher des preuves' },
    summary: { en: 'draw 2 cards now', fr: 'piochez 2 cartes' },
  },
  QN: {
    kind: 'bribe',
    name: { en: 'Pay a bribe', fr: 'Verser un Pot-de-vin' },
    summary: { en: 'bribe token on a free grid slot', fr: 'Pot-de-vin sur un Emplacement libre' },
  },
  BX: {
    kind: 'turn-the-tables',
    name: { en: 'Turn the tables', fr: 'Retourner la situation' },
    summary: { en: 'move any grid pawn', fr: 'déplacez un pion de la grille' },
  },
  SI: {
    kind: 'erase-evidence',
    name: { en: 'Erase the evidence', fr: 'Effacer les preuves' },
    summary: { en: 'remove an opposing grid pawn', fr: 'retirez un pion adverse' },
  },
};

/** An effect's start: the decision it needs, or `done` (applied at once), or `nothing` (it cannot act). */
type Start = Pending | 'done' | 'nothing';

/**
 * Applies an effect at once, or names the decision it needs. An effect that cannot do anything (no free grid
 * slot for the bribe, nothing to move, no opposing pawn to erase) does nothing.
 */
const START: Readonly<Record<EffectKind, (ctx: Ctx, seat: Side) => Start>> = {
  // Acts only at the end of the hearing (the highest district pawn wins a hearing without a line).
  'tip-the-scales': () => 'done',
  'seek-evidence': (ctx, seat) => {
    draw(ctx, seat, SEEK_EVIDENCE_CARDS);
    return 'done';
  },
  bribe: ({ d }, seat) => (freeGridSlots(d).length > 0 ? { step: 'bribe', seat } : 'nothing'),
  'turn-the-tables': ({ d }, seat) =>
    d.grid.some((o) => o !== null) && freeGridSlots(d).length > 0 ? { step: 'move', seat } : 'nothing',
  'erase-evidence': ({ d }, seat) =>
    gridPawnsOf(d.grid, other(seat)).length > 0 ? { step: 'erase', seat } : 'nothing',
};

/** Starts `district`'s effect for `seat`; returns the decision it waits for, or null once it is over. */
export function startEffect(ctx: Ctx, district: District, seat: Side): Pending | null {
  ctx.events.push({ type: 'effect', audience: 'all', seat, district });
  const start = START[DISTRICT_EFFECTS[district].kind](ctx, seat);
  if (start === 'nothing') ctx.events.push({ type: 'effect-void', audience: 'all', seat, district });
  return typeof start === 'string' ? null : start;
}

/** Queens: the token goes on (or moves to) a free grid slot. */
export function bribe(ctx: Ctx, seat: Side, slot: GridSlot): void {
  ctx.events.push({ type: 'bribe', audience: 'all', seat, slot, from: ctx.d.bribe });
  ctx.d.bribe = slot;
}

/** Bronx: any grid pawn, either colour, to another free grid slot. */
export function move(ctx: Ctx, seat: Side, from: GridSlot, to: GridSlot): void {
  const { d } = ctx;
  const owner = d.grid[SLOT_FACTS[from].index] as Side;
  const grid = withIndex(d.grid, SLOT_FACTS[from].index, null);
  grid[SLOT_FACTS[to].index] = owner;
  d.grid = grid;
  ctx.events.push({ type: 'move', audience: 'all', seat, from, to, owner });
}

/** Staten Island: an opposing grid pawn goes back to its owner's supply. */
export function erase(ctx: Ctx, seat: Side, slot: GridSlot): void {
  const { d } = ctx;
  const owner = other(seat);
  d.grid = withIndex(d.grid, SLOT_FACTS[slot].index, null);
  d.supply = withSeat(d.supply, owner, d.supply[owner] + 1);
  ctx.events.push({ type: 'erase', audience: 'all', seat, slot, owner });
}
