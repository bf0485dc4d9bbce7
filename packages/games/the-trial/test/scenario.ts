import { Rng, unwrap, type GameEvent, type Seat } from '@docket/engine';
import { expect } from 'vitest';
import { ctxOf } from '../src/draft.js';
import { startRound } from '../src/round.js';
import { DECK, theTrial, type Alignment, type Kind, type Role, type TrialAction, type TrialState } from '../src/index.js';

const ROLE_CODES: Readonly<Record<string, Role>> = { J: 'judge', Y: 'jury', L: 'lawyer', D: 'defendant', W: 'witness' };

/** A declarative table: anything left out is as at the start of the game. */
export interface ScenarioSpec {
  /** One code per seat: J (judge), Y (jury, good), L/D/W with + (good) or - (bad), e.g. "J L+ L- D+ D-". */
  readonly roles: string;
  /** Top first. Default: every card not placed elsewhere, in canonical order (3 alibis first…). */
  readonly draw?: readonly Kind[];
  readonly hands?: Readonly<Record<number, readonly Kind[]>>;
  /** Bottom first; each card seen by its defendant. */
  readonly piles?: Readonly<Record<number, readonly Kind[]>>;
  /** Top first. */
  readonly discard?: readonly Kind[];
  readonly markers?: readonly Kind[];
  /** The round about to begin (default 1). */
  readonly round?: number;
  readonly wins?: Readonly<Record<Alignment, number>>;
  /** The player warned last round, who sits out the round about to begin. */
  readonly warned?: Seat;
  readonly variant?: boolean;
  readonly seed?: string;
}

/** Builds the table, then begins the round: the result waits on the Judge's first choice (or what follows). */
export function scenario(spec: ScenarioSpec): TrialState {
  const codes = spec.roles.trim().split(/\s+/);
  const roles = codes.map((c) => ROLE_CODES[c[0] ?? ''] as Role);
  const alignments = codes.map((c): Alignment => (c.endsWith('-') ? 'bad' : 'good'));
  const players = codes.length;
  const seats = roles.map((_, i) => i);
  const hands = seats.map((s) => [...(spec.hands?.[s] ?? [])]);
  const piles = seats.map((s) => (spec.piles?.[s] ?? []).map((card) => ({ card, seenBy: [s] })));
  const placed = [...hands.flat(), ...piles.flat().map((p) => p.card), ...(spec.discard ?? []), ...(spec.markers ?? []), ...(spec.draw ?? [])];
  const rest = DECK.slice();
  for (const k of placed) {
    const i = rest.indexOf(k);
    if (i < 0) throw new Error(`scenario: more than 3 ${k}`);
    rest.splice(i, 1);
  }
  const draw = spec.draw ? [...spec.draw, ...rest] : rest;
  const s: TrialState = {
    rng: Rng.seeded(spec.seed ?? 'scenario').state(),
    players,
    variant: spec.variant ?? false,
    roles,
    alignments,
    round: (spec.round ?? 1) - 1,
    wins: spec.wins ?? { good: 0, bad: 0 },
    results: [],
    draw,
    discard: spec.discard ?? [],
    bottom: [],
    piles,
    holding: seats.map(() => []),
    hands: hands.map((h) => h.slice().sort((a, b) => DECK.indexOf(a) - DECK.indexOf(b))),
    caseFile: [],
    revealed: [],
    markers: spec.markers ?? [],
    order: { defendants: [], lawyers: [], witnesses: [] },
    queue: [],
    stopped: null,
    warned: spec.warned ?? null,
    objectionUsed: seats.map(() => false),
    accusation: null,
    statements: [],
    memory: seats.map(() => []),
    pins: seats.map(() => seats.map(() => [])),
    pending: { step: 'over' },
    winner: null,
    reason: null,
  };
  const c = ctxOf(s);
  startRound(c);
  c.d.rng = c.rng.state();
  return c.d;
}

export interface Played {
  readonly state: TrialState;
  readonly events: readonly GameEvent[];
}

/** Plays actions in order through `apply` (so each is checked), failing on any refusal. */
export function play(s: TrialState, ...steps: readonly (readonly [Seat, TrialAction])[]): Played {
  let state = s;
  const events: GameEvent[] = [];
  for (const [seat, action] of steps) {
    const step = unwrap(theTrial.apply(state, seat, action));
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

/** Plays the acting seat's `pick` of its legal actions until `stop` holds (or the game ends). */
export function playUntil(s: TrialState, stop: (s: TrialState) => boolean, pick: (legal: TrialAction[], s: TrialState) => TrialAction = (l) => l[0] as TrialAction): Played {
  let state = s;
  const events: GameEvent[] = [];
  for (let i = 0; i < 2000 && !stop(state) && theTrial.toAct(state).length > 0; i++) {
    const seat = theTrial.toAct(state)[0] as Seat;
    const step = unwrap(theTrial.apply(state, seat, pick(theTrial.legalActions(state, seat), state)));
    state = step.state;
    events.push(...step.events);
  }
  return { state, events };
}

export function next(s: TrialState): { toAct: number[]; legal: TrialAction[] } {
  const toAct = theTrial.toAct(s);
  return { toAct, legal: toAct.length === 1 ? theTrial.legalActions(s, toAct[0] as number) : [] };
}

export function expectNext(s: TrialState, seat: Seat, legal: readonly TrialAction[]): void {
  const n = next(s);
  expect(n.toAct).toEqual([seat]);
  expect(n.legal).toEqual(legal);
}

export const order = (seat: Seat): TrialAction => ({ type: 'order', seat });
export const discard = (card: Kind): TrialAction => ({ type: 'discard', card });
export const give = (card: Kind, lawyer: Seat): TrialAction => ({ type: 'give', card, lawyer });
export const file = (card: Kind): TrialAction => ({ type: 'file', card });
export const PASS: TrialAction = { type: 'pass' };
export const REST: TrialAction = { type: 'rest' };
export const NO_WARNING: TrialAction = { type: 'no-warning' };
export const DECLARE: TrialAction = { type: 'declare' };

export function types(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type);
}

/** Skips the discussion: everyone passes, the Judge ends it. */
export function skipDiscussion(s: TrialState): Played {
  return playUntil(s, (x) => x.pending.step !== 'discuss', () => PASS);
}

/** A quiet player: keeps its hand once it may, passes, warns nobody, objects to nothing; else the first choice. */
export function quiet(legal: TrialAction[]): TrialAction {
  return legal.find((a) => ['rest', 'pass', 'no-warning', 'allow'].includes(a.type)) ?? (legal[0] as TrialAction);
}

export const atStep = (step: string) => (s: TrialState): boolean => s.pending.step === step;
