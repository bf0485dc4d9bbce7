import { describe, expect, it } from 'vitest';
import { canSee, eventsFor, type GameEvent } from '@docket/engine';

const events: GameEvent[] = [
  { type: 'claimed', audience: 'all', seat: 0 },
  { type: 'drew', audience: [1], card: 'fingerprint-MT' },
  { type: 'drew', audience: [0, 2], seat: 1 },
  { type: 'whisper', audience: [] },
];

describe('eventsFor', () => {
  it('gives each seat the public events and those addressed to it, in order', () => {
    expect(eventsFor(events, 0)).toEqual([events[0], events[2]]);
    expect(eventsFor(events, 1)).toEqual([events[0], events[1]]);
    expect(eventsFor(events, 2)).toEqual([events[0], events[2]]);
  });

  it('gives a spectator the public events only', () => {
    expect(eventsFor(events, 'spectator')).toEqual([events[0]]);
    expect(canSee({ type: 'x', audience: [0] }, 'spectator')).toBe(false);
  });

  it('returns a new list and leaves the events alone', () => {
    const copy = structuredClone(events);
    expect(eventsFor(events, 3)).toEqual([events[0]]);
    expect(eventsFor(events, 0)).not.toBe(events);
    expect(events).toEqual(copy);
  });
});

describe('an audience of everyone but some seats', () => {
  const drew: GameEvent = { type: 'drew-hidden', audience: { except: [1] }, seat: 1, count: 2 };

  it('reaches every other seat and spectators, never the excepted seats', () => {
    expect(canSee(drew, 0)).toBe(true);
    expect(canSee(drew, 2)).toBe(true);
    expect(canSee(drew, 'spectator')).toBe(true);
    expect(canSee(drew, 1)).toBe(false);
    expect(eventsFor([drew, events[1] as GameEvent], 1)).toEqual([events[1]]);
  });
});
