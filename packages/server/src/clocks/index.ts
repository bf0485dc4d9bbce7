/**
 * Match clocks: a pure model, every function given `now` (ms since the epoch) by the server.
 *
 *   ClockSpec   { kind: 'none' } | { kind: 'realtime', bankMs, incrementMs } | { kind: 'turn', perMoveMs }
 *               (clockSpecSchema checks one from the wire; NO_CLOCK is the default)
 *   ClockState  { spec, seats: [{ bankMs, deadline: number | null, out }] }: plain JSON, store it with the
 *               match after every change; deadlines are absolute, so a restart resumes them as they were.
 *
 *   startClocks(spec, players, toAct, now)  when the match starts
 *   afterMove(state, seat, toAct, now)      after each applied action (toAct: who acts next, [] when over)
 *   expired(state, now)                     seats whose deadline has passed: markOut them, then a stand-in
 *   markOut(state, seats)                   bot plays them (their clocks stop at 0, `out` true)
 *   reclaim(state, seat, toAct, now)        the person takes the seat back: a fresh allowance
 *   nextDeadline(state)                     when to arm the timer (null: nothing runs)
 *   readClocks(state, now)                  [{ seat, remainingMs, running, out }] for clients (public)
 *
 * Moves made by a stand-in go through afterMove like any other; an `out` seat's clock never runs.
 */
export {
  RECLAIM_FLOOR_MS,
  afterMove,
  expired,
  markOut,
  nextDeadline,
  readClocks,
  reclaim,
  startClocks,
  type ClockReading,
  type ClockSpec,
  type ClockState,
  type SeatClock,
} from './clock.js';
export { NO_CLOCK, clockSpecSchema } from './spec.js';
