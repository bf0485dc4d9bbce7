import { Rng, unwrap, type GameEvent, type Seat } from '@docket/engine';
import { expect } from 'vitest';
import { DEFAULT_DECK, deckCards, gavel, without, points, type CardId, type GavelAction, type GavelState, type Pending, type Verdict } from '../src/index.js';

/** A declarative table set-up: anything left out takes the value of a fresh turn of seat 0. */
export interface ScenarioSpec {
  readonly players?: number;
  readonly hands: readonly (readonly CardId[])[];
  /** Top card first. Default: every card of the deck not placed elsewhere, in canonical order. */
  readonly drawStack?: readonly CardId[];
  /**
   * Oldest first. Default: empty, or the rest of the deck when the draw stack is given. Given with the draw
   * stack, the cards placed nowhere are left out of the match (the deck is then just the cards placed).
   */
  readonly discard?: readonly CardId[];
  readonly admitted?: readonly (readonly CardId[])[];
  readonly eliminated?: readonly boolean[];
  readonly lostTurns?: readonly number[];
  readonly reshuffled?: readonly CardId[] | null;
  readonly active?: Seat;
  /** Default: the active seat is to proffer or discard (its draw done). */
  readonly pending?: Pending;
  readonly verdict?: Verdict | null;
  readonly targetPoints?: number;
  readonly juryMinimum?: number;
  readonly outOfOrder?: boolean;
  readonly seed?: string;
}

function remove(from: CardId[], cards: readonly CardId[]): void {
  for (const c of cards) {
    const i = from.indexOf(c);
    if (i < 0) throw new Error(`scenario: more ${c} than the deck holds`);
    from.splice(i, 1);
  }
}

export function scenario(spec: ScenarioSpec): GavelState {
  const players = spec.players ?? spec.hands.length;
  const outOfOrder = spec.outOfOrder ?? true;
  let cards = deckCards(DEFAULT_DECK, outOfOrder);
  const admitted = spec.admitted?.map((a) => a.slice()) ?? spec.hands.map(() => []);
  const p = spec.pending ?? { step: 'play', seat: spec.active ?? 0 };
  const table: CardId[] = p.step === 'attack' ? [p.evidence] : p.step === 'respond' ? [p.evidence, p.attack] : [];
  const rest = cards.slice();
  remove(rest, [...spec.hands.flat(), ...admitted.flat(), ...table]);
  let drawStack: CardId[];
  let discard: CardId[];
  if (spec.drawStack) {
    drawStack = spec.drawStack.slice();
    remove(rest, drawStack);
    discard = spec.discard?.slice() ?? rest.splice(0);
    if (spec.discard) remove(rest, discard);
    if (rest.length > 0) cards = without(cards, rest);
  } else {
    discard = spec.discard?.slice() ?? [];
    remove(rest, discard);
    drawStack = rest;
  }
  return {
    rng: Rng.seeded(spec.seed ?? 'scenario').state(),
    players,
    targetPoints: spec.targetPoints ?? 12,
    juryMinimum: spec.juryMinimum ?? 3,
    outOfOrder,
    cards,
    drawStack,
    discard,
    hands: spec.hands.map((h) => h.slice()),
    admitted,
    points: admitted.map(points),
    eliminated: spec.eliminated?.slice() ?? spec.hands.map(() => false),
    lostTurns: spec.lostTurns?.slice() ?? spec.hands.map(() => 0),
    reshuffled: spec.reshuffled?.slice() ?? null,
    drawnSince: spec.hands.map(() => []),
    active: spec.active ?? (p.step === 'over' ? 0 : p.seat),
    pending: p,
    verdict: spec.verdict ?? null,
    winner: null,
    reason: null,
  };
}

export interface Played {
  readonly state: GavelState;
  readonly events: readonly GameEvent[];
}

/** Plays actions in order through `apply` (so each is checked), failing on any refusal. */
export function play(s: GavelState, ...steps: readonly (readonly [Seat, GavelAction])[]): Played {
  let state = s;
  const events: GameEvent[] = [];
  for (const [seat, action] of steps) {
    const step = unwrap(gavel.apply(state, seat, action));
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

/** Asserts the next decision: who acts, and (for one seat) what it may do. */
export function expectNext(s: GavelState, seats: readonly Seat[], legal?: readonly GavelAction[]): void {
  expect(gavel.toAct(s)).toEqual(seats);
  if (legal !== undefined) expect(gavel.legalActions(s, seats[0] as Seat)).toEqual(legal);
}

export const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);

export const proffer = (card: CardId): GavelAction => ({ type: 'proffer', card } as GavelAction);
export const discard = (card: CardId): GavelAction => ({ type: 'discard', card });
export const object = (card: CardId): GavelAction => ({ type: 'object', card } as GavelAction);
export const respond = (card: CardId): GavelAction => ({ type: 'respond', card } as GavelAction);
export const PASS: GavelAction = { type: 'pass' };
export const JURY: GavelAction = { type: 'jury' };
export const DRAW: GavelAction = { type: 'draw' };
export const CONCEDE: GavelAction = { type: 'concede' };
export const OUT_OF_ORDER: GavelAction = { type: 'out-of-order' };
