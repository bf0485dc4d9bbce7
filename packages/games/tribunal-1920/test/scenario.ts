import { Rng, unwrap } from '@docket/engine';
import { expect } from 'vitest';
import {
  CARDS,
  DISTRICTS,
  GRID_SLOTS,
  PLEA_PAWNS,
  STANDARD_GRID,
  tribunal1920,
  type CardId,
  type District,
  type GridSlot,
  type HearingResult,
  type Pending,
  type Requirement,
  type Side,
  type Slot,
  type TribunalAction,
  type TribunalEvent,
  type TribunalState,
} from '../src/index.js';

/** A declarative table set-up: anything left out takes the value of a fresh turn in hearing 1. */
export interface ScenarioSpec {
  /** Whose turn it is (default 0); by default its draw is done and it is to claim or pass. */
  readonly active?: Side;
  readonly hands?: readonly [readonly CardId[], readonly CardId[]];
  /** Top card first. Default: every card not in a hand or the discard pile, in canonical order. */
  readonly deck?: readonly CardId[];
  /** Default: every card not in a hand or the deck (when the deck is given). */
  readonly discard?: readonly CardId[];
  readonly grid?: Partial<Record<GridSlot, Side>>;
  readonly districts?: Partial<Record<District, Side>>;
  readonly investigators?: Partial<Record<District, Side>>;
  readonly bribe?: GridSlot;
  /** Default: 7 minus the pawns on the board. */
  readonly supply?: readonly [number, number];
  /** Default: 2 minus the investigators on the board. */
  readonly investigatorsLeft?: readonly [number, number];
  readonly hearings?: readonly [number, number];
  readonly hearing?: number;
  readonly starter?: Side;
  readonly pending?: Pending;
  readonly jurySupport?: boolean;
  readonly lastHearing?: HearingResult | null;
  readonly requirements?: readonly Requirement[];
  readonly seed?: string;
}

export function scenario(spec: ScenarioSpec): TribunalState {
  const active = spec.active ?? 0;
  const hands: [CardId[], CardId[]] = [spec.hands?.[0].slice() ?? [], spec.hands?.[1].slice() ?? []];
  const held = [...hands[0], ...hands[1]];
  const rest = (taken: readonly CardId[]): CardId[] => CARDS.filter((c) => !taken.includes(c));
  let deck: CardId[];
  let discard: CardId[];
  if (spec.deck) {
    deck = spec.deck.slice();
    discard = spec.discard?.slice() ?? rest([...held, ...deck]);
  } else {
    discard = spec.discard?.slice() ?? [];
    deck = rest([...held, ...discard]);
  }
  const all = [...held, ...deck, ...discard];
  if (all.length !== CARDS.length || new Set(all).size !== CARDS.length) {
    throw new Error(`scenario: hands, deck and discard must hold the 20 cards once each (${all.length} given)`);
  }
  const grid = GRID_SLOTS.map((g) => spec.grid?.[g] ?? null);
  const districts = DISTRICTS.map((d) => spec.districts?.[d] ?? null);
  const investigators = DISTRICTS.map((d) => spec.investigators?.[d] ?? null);
  const onBoard = (seat: Side): number => [...grid, ...districts].filter((o) => o === seat).length;
  const invested = (seat: Side): number => investigators.filter((o) => o === seat).length;
  return {
    rng: Rng.seeded(spec.seed ?? 'scenario').state(),
    requirements: (spec.requirements ?? STANDARD_GRID).map((r) => r.slice()),
    deck,
    hands,
    discard,
    grid,
    districts,
    investigators,
    bribe: spec.bribe ?? null,
    supply: spec.supply ?? [PLEA_PAWNS - onBoard(0), PLEA_PAWNS - onBoard(1)],
    investigatorsLeft: spec.investigatorsLeft ?? [2 - invested(0), 2 - invested(1)],
    hearings: spec.hearings ?? [0, 0],
    hearing: spec.hearing ?? 1,
    starter: spec.starter ?? active,
    active,
    pending: spec.pending ?? { step: 'claim', seat: active },
    jurySupport: spec.jurySupport ?? false,
    bluffs: [],
    lastHearing: spec.lastHearing ?? null,
  };
}

export interface Played {
  readonly state: TribunalState;
  readonly events: readonly TribunalEvent[];
}

/** Plays actions in order through `apply` (so each is checked), failing on any refusal. */
export function play(s: TribunalState, ...steps: readonly (readonly [Side, TribunalAction])[]): Played {
  let state = s;
  const events: TribunalEvent[] = [];
  for (const [seat, action] of steps) {
    const step = unwrap(tribunal1920.apply(state, seat, action));
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

/** The next decision: who acts and what they may do. */
export function next(s: TribunalState): { toAct: number[]; legal: TribunalAction[] } {
  const toAct = tribunal1920.toAct(s);
  return { toAct, legal: toAct.length === 1 ? tribunal1920.legalActions(s, toAct[0] as number) : [] };
}

export function expectNext(s: TribunalState, seat: Side, legal: readonly TribunalAction[]): void {
  const n = next(s);
  expect(n.toAct).toEqual([seat]);
  expect(n.legal).toEqual(legal);
}

export const claim = (slot: Slot): TribunalAction => ({ type: 'claim', slot });
export const OK: TribunalAction = { type: 'ok' };
export const OBJECT: TribunalAction = { type: 'object' };
export const PASS: TribunalAction = { type: 'pass' };
export const CONFESS: TribunalAction = { type: 'confess' };
/** The claimant's proof after an objection: the cards, in canonical order. */
export const show = (...cards: CardId[]): TribunalAction => ({ type: 'show', cards });

/** The claim actions for every listed slot, then pass: what a player with pawns in supply may do. */
export function claimsAndPass(slots: readonly Slot[]): TribunalAction[] {
  return [...slots.map((slot) => claim(slot)), PASS];
}

export function types(events: readonly TribunalEvent[]): string[] {
  return events.map((e) => e.type);
}
