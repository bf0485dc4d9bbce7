import { Rng, type RngState, type Seat } from '@docket/engine';
import { sortKinds, type Kind } from './cards.js';
import type { TrialEvent } from './events.js';
import type { Alignment, Role } from './roles.js';
import { at, replaced, seatsWith, type Draft, type Memory, type TrialState } from './state.js';

/** A reduce in progress: the copy-on-write draft, the events so far, the table's generator. */
export interface Ctx {
  readonly d: Draft;
  readonly events: TrialEvent[];
  readonly rng: Rng;
}

export function ctxOf(s: TrialState): Ctx {
  return { d: { ...s }, events: [], rng: Rng.from(s.rng) };
}

export function emit(c: Ctx, e: TrialEvent): void {
  c.events.push(e);
}

export function remember(c: Ctx, seat: Seat, m: Memory): void {
  c.d.memory = replaced(c.d.memory, seat, [...at(c.d.memory, seat), m]);
}

/** The seats of a role that play this round (not the stopped player). */
export function active(d: Draft | TrialState, role: Role): Seat[] {
  return seatsWith(d.roles, role).filter((s) => s !== d.stopped);
}

export function setHand(c: Ctx, seat: Seat, cards: readonly Kind[]): void {
  c.d.hands = replaced(c.d.hands, seat, sortKinds(cards));
}

export function setHolding(c: Ctx, seat: Seat, cards: readonly Kind[]): void {
  c.d.holding = replaced(c.d.holding, seat, sortKinds(cards));
}

/**
 * Draws up to `n` cards from the top of the draw pile. "Running out of evidence cards": when it is empty, the
 * discard pile and the defendants' piles are shuffled, unseen, into a new draw pile.
 */
export function drawCards(c: Ctx, n: number): Kind[] {
  const out: Kind[] = [];
  while (out.length < n) {
    if (c.d.draw.length === 0) reshuffle(c);
    const take = Math.min(n - out.length, c.d.draw.length);
    if (take === 0) break;
    out.push(...c.d.draw.slice(0, take));
    c.d.draw = c.d.draw.slice(take);
  }
  return out;
}

function reshuffle(c: Ctx): void {
  const d = c.d;
  const pool: Kind[] = [...d.discard, ...d.bottom.map((b) => b.card)];
  for (const pile of d.piles) for (const p of pile) pool.push(p.card);
  if (pool.length === 0) return;
  d.draw = c.rng.shuffle(pool);
  d.discard = [];
  d.bottom = [];
  d.piles = d.piles.map(() => []);
  emit(c, { type: 'reshuffle', audience: 'all', count: pool.length });
}

/** Multiset helpers over kinds (pins). */
export function addOne(cards: readonly Kind[], card: Kind): Kind[] {
  return sortKinds([...cards, card]);
}

/** Per kind, at least `count(kind) - cut(kind)` remain: the sound bound after unseen cards left a group. */
export function cutEach(cards: readonly Kind[], cut: (k: Kind) => number): Kind[] {
  const out: Kind[] = [];
  const seen = new Map<Kind, number>();
  for (const k of cards) seen.set(k, (seen.get(k) ?? 0) + 1);
  for (const [k, n] of seen) for (let i = 0; i < n - cut(k); i++) out.push(k);
  return sortKinds(out);
}

export function setPins(c: Ctx, viewer: Seat, lawyer: Seat, cards: readonly Kind[]): void {
  const row = replaced(at(c.d.pins, viewer), lawyer, cards);
  c.d.pins = replaced(c.d.pins, viewer, row);
}

export function endGame(c: Ctx, winner: Alignment, reason: 'three-rounds' | 'accusation'): void {
  c.d.winner = winner;
  c.d.reason = reason;
  c.d.pending = { step: 'over' };
  emit(c, { type: 'game-over', audience: 'all', winner, reason, alignments: c.d.alignments.slice() });
}

/**
 * A fresh generator state for a dealt world, 128 bits drawn from `rng`: as unpredictable as
 * `Rng.seeded(rng.seed())` without hashing a seed string, which costs a world more than the deal itself.
 */
export function freshState(rng: Rng): RngState {
  const words = [0, 1, 2, 3].map(() => rng.int(0x10000) * 0x10000 + rng.int(0x10000));
  const state = words.map((w) => w | 0);
  if (!state.some((w) => w !== 0)) state[3] = 1;
  return state;
}
