import type { Seat } from '@docket/engine';

/** A match's clock, chosen at creation. Durations in milliseconds. */
export type ClockSpec =
  | { readonly kind: 'none' }
  /** A time bank per seat, plus an increment after each of its moves (Fischer). */
  | { readonly kind: 'realtime'; readonly bankMs: number; readonly incrementMs: number }
  /** Hours or days per move, for play spread over days: the allowance restarts at each turn. */
  | { readonly kind: 'turn'; readonly perMoveMs: number };

/** One seat's clock. Plain JSON: stored beside the match so a restart keeps it. */
export interface SeatClock {
  /** Time left when the clock is stopped; while it runs, `deadline - now` is what is left. */
  readonly bankMs: number;
  /** Absolute time (ms since the epoch, the server's `now`) at which the seat runs out; null when stopped. */
  readonly deadline: number | null;
  /** Ran out of time: a stand-in plays the seat and its clock stays stopped until its person takes it back. */
  readonly out: boolean;
}

export interface ClockState {
  readonly spec: ClockSpec;
  readonly seats: readonly SeatClock[];
}

/** What a client is shown of one seat's clock at `now`. */
export interface ClockReading {
  readonly seat: Seat;
  readonly remainingMs: number;
  /** When it runs out (epoch ms), while it runs; null when stopped. */
  readonly deadline: number | null;
  readonly running: boolean;
  readonly out: boolean;
}

/** A person who takes back a seat that ran out gets at least this, so they are not out again at once. */
export const RECLAIM_FLOOR_MS = 30_000;

function allowance(spec: ClockSpec, bankMs: number): number {
  return spec.kind === 'turn' ? spec.perMoveMs : bankMs;
}

function initialBank(spec: ClockSpec): number {
  if (spec.kind === 'realtime') return spec.bankMs;
  if (spec.kind === 'turn') return spec.perMoveMs;
  return 0;
}

/** Stops a running clock at `now`, keeping what is left (never below zero). */
function stop(c: SeatClock, now: number): SeatClock {
  if (c.deadline === null) return c;
  return { bankMs: Math.max(0, c.deadline - now), deadline: null, out: c.out };
}

/** Starts a stopped clock at `now`, unless the seat is out (a stand-in plays it on no clock). */
function start(spec: ClockSpec, c: SeatClock, now: number): SeatClock {
  if (c.deadline !== null || c.out) return c;
  return { bankMs: c.bankMs, deadline: now + allowance(spec, c.bankMs), out: false };
}

/** Runs the clocks of exactly the seats in `toAct`; the others stop where they are. */
function runOnly(state: ClockState, toAct: readonly Seat[], now: number): ClockState {
  const acting = new Set(toAct);
  const seats = state.seats.map((c, seat) => (acting.has(seat) ? start(state.spec, c, now) : stop(c, now)));
  return { spec: state.spec, seats };
}

/** The clocks at the start of play: every seat's full allowance, the first seats to act running. */
export function startClocks(spec: ClockSpec, players: number, toAct: readonly Seat[], now: number): ClockState {
  const bankMs = initialBank(spec);
  const seats = Array.from({ length: players }, (): SeatClock => ({ bankMs, deadline: null, out: false }));
  if (spec.kind === 'none') return { spec, seats };
  return runOnly({ spec, seats }, toAct, now);
}

/**
 * After `seat` moved at `now`: its clock stops (realtime: what was left plus the increment; turn-based:
 * a fresh allowance for its next turn), then exactly the seats in `toAct` run. A seat that acts again at
 * once restarts. A seat still running from a simultaneous window keeps its deadline.
 */
export function afterMove(state: ClockState, seat: Seat, toAct: readonly Seat[], now: number): ClockState {
  const { spec } = state;
  if (spec.kind === 'none') return state;
  const seats = state.seats.map((c, s) => {
    if (s !== seat) return c;
    const left = stop(c, now);
    const bankMs = spec.kind === 'realtime' ? left.bankMs + spec.incrementMs : spec.perMoveMs;
    return { bankMs, deadline: null, out: c.out };
  });
  return runOnly({ spec, seats }, toAct, now);
}

/** The seats whose time has run out at `now` and that are not yet marked out. */
export function expired(state: ClockState, now: number): Seat[] {
  const out: Seat[] = [];
  state.seats.forEach((c, seat) => {
    if (c.deadline !== null && c.deadline <= now) out.push(seat);
  });
  return out;
}

/** Marks seats out of time: their clocks stop at zero and a stand-in takes the seat. */
export function markOut(state: ClockState, seats: readonly Seat[]): ClockState {
  const gone = new Set(seats);
  return {
    spec: state.spec,
    seats: state.seats.map((c, s) => (gone.has(s) ? { bankMs: 0, deadline: null, out: true } : c)),
  };
}

/**
 * A person takes back a seat that ran out: it gets its allowance again (realtime: at least the
 * increment and RECLAIM_FLOOR_MS), and its clock runs if it is to act.
 */
export function reclaim(state: ClockState, seat: Seat, toAct: readonly Seat[], now: number): ClockState {
  const { spec } = state;
  const seats = state.seats.map((c, s) => {
    if (s !== seat || !c.out) return c;
    const bankMs = spec.kind === 'realtime' ? Math.max(c.bankMs, spec.incrementMs, RECLAIM_FLOOR_MS) : initialBank(spec);
    return { bankMs, deadline: null, out: false };
  });
  return spec.kind === 'none' ? { spec, seats } : runOnly({ spec, seats }, toAct, now);
}

/** The earliest deadline still to come (or passed and not yet handled): when the server's timer fires next. */
export function nextDeadline(state: ClockState): number | null {
  let next: number | null = null;
  for (const c of state.seats) {
    if (c.deadline !== null && (next === null || c.deadline < next)) next = c.deadline;
  }
  return next;
}

/** Every seat's clock as a client is shown it at `now`. */
export function readClocks(state: ClockState, now: number): ClockReading[] {
  return state.seats.map((c, seat) => ({
    seat,
    remainingMs: c.deadline === null ? c.bankMs : Math.max(0, c.deadline - now),
    deadline: c.deadline,
    running: c.deadline !== null,
    out: c.out,
  }));
}
