import { describe, expect, it } from 'vitest';
import {
  RECLAIM_FLOOR_MS,
  afterMove,
  clockSpecSchema,
  expired,
  markOut,
  nextDeadline,
  readClocks,
  reclaim,
  startClocks,
  type ClockSpec,
  type ClockState,
} from '../../src/clocks/index.js';

const T0 = 1_700_000_000_000;
const realtime: ClockSpec = { kind: 'realtime', bankMs: 60_000, incrementMs: 5_000 };
const turn: ClockSpec = { kind: 'turn', perMoveMs: 24 * 3_600_000 };

/** A JSON round trip, as the store does: what is stored must be all there is. */
const stored = (c: ClockState): ClockState => JSON.parse(JSON.stringify(c)) as ClockState;

describe('no clock', () => {
  it('never runs and nobody runs out', () => {
    let c = startClocks({ kind: 'none' }, 3, [0], T0);
    c = afterMove(c, 0, [1], T0 + 1e9);
    expect(nextDeadline(c)).toBeNull();
    expect(expired(c, T0 + 1e12)).toEqual([]);
    expect(readClocks(c, T0).every((r) => !r.running)).toBe(true);
  });
});

describe('real time', () => {
  it('runs only the seats to act and adds the increment after a move', () => {
    let c = startClocks(realtime, 2, [0], T0);
    expect(readClocks(c, T0 + 10_000)).toEqual([
      { seat: 0, remainingMs: 50_000, deadline: T0 + 60_000, running: true, out: false },
      { seat: 1, remainingMs: 60_000, deadline: null, running: false, out: false },
    ]);
    c = stored(afterMove(c, 0, [1], T0 + 10_000));
    expect(readClocks(c, T0 + 20_000)).toEqual([
      { seat: 0, remainingMs: 55_000, deadline: null, running: false, out: false },
      { seat: 1, remainingMs: 50_000, deadline: T0 + 70_000, running: true, out: false },
    ]);
    expect(nextDeadline(c)).toBe(T0 + 10_000 + 60_000);
  });

  it('restarts a seat that acts again and keeps the deadline of a seat still in a simultaneous window', () => {
    let c = startClocks(realtime, 3, [0, 1, 2], T0);
    c = afterMove(c, 1, [0, 1, 2], T0 + 4_000);
    const r = readClocks(c, T0 + 4_000);
    expect(r[0]?.remainingMs).toBe(56_000);
    expect(r[1]).toMatchObject({ seat: 1, remainingMs: 61_000, running: true, out: false });
    expect(c.seats[0]?.deadline).toBe(T0 + 60_000);
  });

  it('names who ran out at a given time, and only once marked', () => {
    let c = startClocks(realtime, 2, [0, 1], T0);
    c = afterMove(c, 1, [0], T0 + 1_000);
    expect(expired(c, T0 + 59_999)).toEqual([]);
    expect(expired(c, T0 + 60_000)).toEqual([0]);
    c = markOut(c, [0]);
    expect(expired(c, T0 + 1e9)).toEqual([]);
    expect(readClocks(c, T0 + 61_000)[0]).toEqual({ seat: 0, remainingMs: 0, deadline: null, running: false, out: true });
    // A stand-in's moves run no clock for the seat that is out.
    c = afterMove(c, 0, [0, 1], T0 + 61_000);
    expect(c.seats[0]?.deadline).toBeNull();
    expect(c.seats[1]?.deadline).toBe(T0 + 61_000 + 64_000);
  });

  it('gives a seat taken back at least the reclaim floor, running if it is to act', () => {
    let c = markOut(startClocks(realtime, 2, [0], T0), [0]);
    c = reclaim(c, 0, [0], T0 + 100_000);
    expect(readClocks(c, T0 + 100_000)[0]).toEqual({ seat: 0, remainingMs: RECLAIM_FLOOR_MS, deadline: T0 + 100_000 + RECLAIM_FLOOR_MS, running: true, out: false });
  });

  it('never shows less than zero and stops everything when the match is over', () => {
    let c = startClocks(realtime, 2, [0], T0);
    expect(readClocks(c, T0 + 90_000)[0]?.remainingMs).toBe(0);
    c = afterMove(c, 0, [], T0 + 90_000);
    expect(nextDeadline(c)).toBeNull();
    expect(c.seats[0]?.bankMs).toBe(5_000);
  });
});

describe('turn-based', () => {
  it('gives a fresh allowance at every turn, kept across a restart', () => {
    let c = startClocks(turn, 2, [0], T0);
    c = stored(afterMove(c, 0, [1], T0 + 23 * 3_600_000));
    expect(c.seats[1]?.deadline).toBe(T0 + 47 * 3_600_000);
    c = stored(afterMove(c, 1, [0], T0 + 47 * 3_600_000 - 1));
    expect(readClocks(c, T0 + 47 * 3_600_000 - 1)[0]?.remainingMs).toBe(24 * 3_600_000);
    expect(expired(c, T0 + 71 * 3_600_000)).toEqual([0]);
  });
});

describe('clock specs', () => {
  it('accepts the three kinds and refuses unknown fields and out-of-range times', () => {
    expect(clockSpecSchema.safeParse(realtime).success).toBe(true);
    expect(clockSpecSchema.safeParse(turn).success).toBe(true);
    expect(clockSpecSchema.safeParse({ kind: 'none' }).success).toBe(true);
    expect(clockSpecSchema.safeParse({ kind: 'none', x: 1 }).success).toBe(false);
    expect(clockSpecSchema.safeParse({ kind: 'realtime', bankMs: 10, incrementMs: 0 }).success).toBe(false);
    expect(clockSpecSchema.safeParse({ kind: 'turn', perMoveMs: 60_000 }).success).toBe(false);
  });
});
