import { Rng, unwrap, type GameEvent, type Seat } from '@docket/engine';
import { expect } from 'vitest';
import { BIASES, makeLawyerUp, type Juror, type LawyerUpAction, type LawyerUpState, type Pending } from '../src/index.js';
import { PLACE, VIEWERS, deckBit, handBit } from '../src/knowledge.js';
import type { ExamEntry } from '../src/state.js';
import { playCard } from '../src/cards.js';
import { STAND_IN_CASE } from './stand-in.js';
import { STAND_IN_CASE_01 } from './stand-in-01.js';

/** The game over the stand-in cases (the card registry is shared, so base and Case 00 cards work too). */
export const game = makeLawyerUp([STAND_IN_CASE, STAND_IN_CASE_01]);

/** One side of the table. Exam entries are card ids (printed Value) or [id, current Value]. */
export interface SideSpec {
  readonly hand?: readonly string[];
  /** Top card first. */
  readonly deck?: readonly string[];
  readonly discard?: readonly string[];
  readonly exam?: readonly (string | readonly [string, number])[];
  readonly procedures?: readonly string[];
  readonly objections?: number;
  readonly objected?: boolean;
  readonly sidebar?: boolean;
  readonly passed?: boolean;
  readonly claimed?: readonly string[];
  readonly bonus?: number;
  readonly mulligan?: readonly string[];
  /** Witnesses held (Case 01: the Defendant, held by the Defense). */
  readonly held?: readonly string[];
  /** Cards set aside for the opening hand (public). */
  readonly aside?: readonly string[];
}

/** A declarative table: anything left out takes the value of a fresh questioning turn of the Prosecution. */
export interface ScenarioSpec {
  readonly P?: SideSpec;
  readonly D?: SideSpec;
  /** The Witness on the stand (default 't-plain'); null for none. */
  readonly witness?: string | null;
  /** Which side the primary end faces (default: the Prosecution). */
  readonly facing?: 'P' | 'D';
  readonly discredited?: readonly boolean[];
  readonly keyWitnesses?: readonly string[];
  readonly witnessDeck?: readonly string[];
  readonly buried?: readonly string[];
  readonly favour?: 'P' | 'D';
  /** Spaces of the 12 jurors (default: top row 1, bottom row 2); biases cycle through the six. */
  readonly spaces?: readonly number[];
  readonly jurors?: readonly Juror[];
  readonly judge?: LawyerUpState['options']['judge'];
  /** '01' turns the jurors to their lock side and plays the stand-in Case 01 (per-side strategies). */
  readonly case?: '00' | '01';
  /** Case 01 strategies (default: t1-p-forensic and t1-d-alibi). */
  readonly prosecutionStrategy?: string;
  readonly defenseStrategy?: string;
  readonly pending?: Pending;
  readonly fresh?: readonly string[];
  readonly seed?: string;
}

const entry = (e: string | readonly [string, number]): ExamEntry => (typeof e === 'string' ? { card: e, value: playCard(e).value } : { card: e[0], value: e[1] });

export function scenario(spec: ScenarioSpec): LawyerUpState {
  const sides = [spec.P ?? {}, spec.D ?? {}];
  const hands = sides.map((x) => (x.hand ?? []).slice());
  const decks = sides.map((x) => (x.deck ?? []).slice());
  const exams = sides.map((x) => (x.exam ?? []).map(entry));
  const discards = sides.map((x) => (x.discard ?? []).slice());
  const procedures = sides.map((x) => (x.procedures ?? []).slice());
  const buried = (spec.buried ?? []).slice();
  const aside = sides.map((x) => (x.aside ?? []).slice());
  const cards = [...new Set([...hands.flat(), ...decks.flat(), ...exams.flat().map((e) => e.card), ...discards.flat(), ...procedures.flat(), ...buried, ...aside.flat()])];
  const know = Array.from({ length: VIEWERS }, (_, v) =>
    cards.map((c) => {
      for (const seat of [0, 1]) {
        if (decks[seat]!.includes(c)) return deckBit(seat);
        if (hands[seat]!.includes(c)) return v === seat ? 0 : handBit(seat);
      }
      return buried.includes(c) ? PLACE.buried : 0;
    }),
  );
  const case01 = spec.case === '01';
  const witness = spec.witness === undefined ? (case01 ? 't1-coroner' : 't-plain') : spec.witness;
  const spaces = spec.spaces ?? [1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2];
  const jurors = spec.jurors?.map((j) => ({ ...j })) ?? spaces.map((space, i) => ({ skepticism: (i % 6) + 1, bias: BIASES[i % 6]!, space }));
  const favour: Seat = spec.favour === 'D' ? 1 : 0;
  const pending: Pending = spec.pending ?? (witness === null ? { step: 'call', seat: favour } : { step: 'question', seat: 0 });
  return {
    rng: Rng.seeded(spec.seed ?? 'scenario').state(),
    options: case01
      ? {
          case: '01',
          prosecutionStrategy: spec.prosecutionStrategy ?? 't1-p-forensic',
          defenseStrategy: spec.defenseStrategy ?? 't1-d-alibi',
          judge: spec.judge ?? 'unbiased',
          firstGameDeal: false,
        }
      : { case: '00', strategy: 't-strategy', judge: spec.judge ?? 'unbiased', firstGameDeal: false },
    cards,
    witnesses: case01 ? STAND_IN_CASE_01.cards.filter((c) => c.type === 'Witness').map((c) => c.id) : ['t-plain', 't-second', 't-third', 't-arrival', 't-surprise'],
    caseDeck: [],
    draftHands: [[], []],
    box: [],
    decks,
    hands,
    discards,
    buried,
    exams,
    procedures,
    aside,
    fresh: (spec.fresh ?? []).slice(),
    keyWitnesses: (spec.keyWitnesses ?? (case01 ? ['t1-sister', 't1-detective'] : ['t-second', 't-third'])).slice(),
    held: [[], (spec.D?.held ?? []).slice()],
    witnessDeck: (spec.witnessDeck ?? (case01 ? ['t1-spare'] : ['t-surprise'])).slice(),
    stand: witness === null ? null : { id: witness, facing: spec.facing ?? 'P', discredited: (spec.discredited ?? [false, false]).slice() },
    claimed: sides.map((x) => (x.claimed ?? []).slice()),
    jurors,
    favour,
    objections: sides.map((x) => x.objections ?? 3),
    objected: sides.map((x) => x.objected ?? false),
    sidebar: sides.map((x) => x.sidebar ?? true),
    passed: sides.map((x) => x.passed ?? false),
    bonus: sides.map((x) => x.bonus ?? 0),
    mulligan: sides.map((x) => (x.mulligan ?? []).slice()),
    know,
    queue: [],
    after: 'next-turn',
    actor: pending.step === 'draft' || pending.step === 'strategy' || pending.step === 'over' ? 0 : pending.seat,
    another: false,
    pending,
    winner: null,
    reason: null,
    stats: { swayed: [0, 0], margins: [] },
  };
}

export interface Played {
  readonly state: LawyerUpState;
  readonly events: readonly GameEvent[];
}

/** Plays actions in order through `apply` (so each is checked), failing on any refusal. */
export function play(s: LawyerUpState, ...steps: readonly (readonly [Seat, LawyerUpAction])[]): Played {
  let state = s;
  const events: GameEvent[] = [];
  for (const [seat, action] of steps) {
    const step = unwrap(game.apply(state, seat, action));
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

/** Asserts the next decision: who acts, and (for the first seat) what it may do. */
export function expectNext(s: LawyerUpState, seats: readonly Seat[], legal?: readonly LawyerUpAction[]): void {
  expect(game.toAct(s)).toEqual(seats);
  if (legal !== undefined) expect(game.legalActions(s, seats[0] as Seat)).toEqual(legal);
}

export const types = (events: readonly GameEvent[]): string[] => events.map((e) => e.type);
export const P = 0;
export const D = 1;
export const PASS: LawyerUpAction = { type: 'pass' };
export const DONE: LawyerUpAction = { type: 'done' };
export const OBJECT: LawyerUpAction = { type: 'object' };
export const ALLOW: LawyerUpAction = { type: 'allow' };
export const KEEP: LawyerUpAction = { type: 'keep' };
export const SIDEBAR: LawyerUpAction = { type: 'sidebar' };
export const playCardAction = (card: string): LawyerUpAction => ({ type: 'play', card });
export const procedure = (card: string): LawyerUpAction => ({ type: 'procedure', card });
export const activate = (card: string): LawyerUpAction => ({ type: 'activate', card });
export const pick = (card: string): LawyerUpAction => ({ type: 'pick', card });
export const juror = (j: number): LawyerUpAction => ({ type: 'juror', juror: j });
export const call = (witness: string): LawyerUpAction => ({ type: 'call', witness });
export const discard = (card: string): LawyerUpAction => ({ type: 'discard', card });
