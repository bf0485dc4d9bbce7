import { describe, expect, it } from 'vitest';
import { Match, replay, Rng, unwrap, type Seat } from '@docket/engine';
import { toyGame, toyOptions, type ToyAction } from './toy-game.js';

const setup = { players: 3, options: toyOptions.parse({}), seed: 'match' };

/** Plays seeded random legal actions through the authority until the match ends. */
function playOut(match: Match<unknown, ToyAction, unknown, unknown>, seed: string): void {
  const rng = Rng.seeded(seed);
  for (let seats = match.toAct(); seats.length > 0; seats = match.toAct()) {
    const seat = rng.pick(seats);
    unwrap(match.act(seat, rng.pick(match.legal(seat))));
  }
}

describe('Match', () => {
  it('applies an action, moves the seq on and answers each viewer with its own events and view', () => {
    const match = Match.create(toyGame, setup);
    const presiding = match.toAct()[0] as Seat;
    unwrap(match.act(presiding, { type: 'call', call: 'high' }));
    const sealer = match.toAct()[0] as Seat;
    const card = (match.state.hands[sealer] as number[])[0] as number;
    const step = unwrap(match.act(sealer, { type: 'seal', card }));
    expect(step.seq).toBe(2);
    expect(match.seq).toBe(2);
    const mine = step.deliveryFor(sealer);
    expect(mine.events.map((e) => e.type)).toEqual(['sealed', 'sealed-card']);
    expect(mine.view).toEqual(toyGame.view(match.state, sealer));
    const other = ((sealer + 1) % 3) as Seat;
    expect(step.deliveryFor(other).events.map((e) => e.type)).toEqual(['sealed']);
    expect(step.deliveryFor('spectator').events.map((e) => e.type)).toEqual(['sealed']);
    expect(step.deliveries().map((d) => d.viewer)).toEqual([0, 1, 2, 'spectator']);
  });

  it('refuses an action with a code and changes nothing: not its turn, illegal, stale seq', () => {
    const match = Match.create(toyGame, setup);
    const before = JSON.stringify(match.state);
    const presiding = match.toAct()[0] as Seat;
    const other = ((presiding + 1) % 3) as Seat;
    const refusals = [
      match.act(other, { type: 'call', call: 'high' }),
      match.act(presiding, { type: 'seal', card: 1 }),
      match.act(presiding, { type: 'call', call: 'high' }, { expectedSeq: 5 }),
      match.act(presiding, 'junk'),
    ];
    expect(refusals.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['not-your-turn', 'illegal-action', 'stale-seq', 'malformed-action']);
    expect(match.seq).toBe(0);
    expect(JSON.stringify(match.state)).toBe(before);
    expect(match.act(presiding, { type: 'call', call: 'high' }, { expectedSeq: 0 }).ok).toBe(true);
  });

  it('keeps a record that replays to its state, and rebuilds itself from that record', () => {
    const match = Match.create(toyGame, setup);
    playOut(match, 'record');
    expect(match.outcome()).not.toBeNull();
    const record = match.record();
    expect(record.actions).toHaveLength(match.seq);
    expect(unwrap(replay(toyGame, record)).final).toEqual(match.state);
    const again = unwrap(Match.fromRecord(toyGame, JSON.parse(JSON.stringify(record))));
    expect(again.state).toEqual(match.state);
    expect(again.seq).toBe(match.seq);
  });

  it('names the refused step of a doctored record', () => {
    const match = Match.create(toyGame, setup);
    playOut(match, 'doctored');
    const record = match.record();
    const doctored = { ...record, actions: record.actions.map((a, i) => (i === 3 ? { ...a, seat: (a.seat + 1) % 3 } : a)) };
    const r = Match.fromRecord(toyGame, doctored);
    expect(r.ok ? null : [r.error.code, r.error.step]).toEqual(['illegal-step', 3]);
  });

  it('gives a returning viewer exactly the events it missed, step by step', () => {
    const match = Match.create(toyGame, setup);
    const live: Record<string, unknown[]> = { 0: [], 1: [], 2: [], spectator: [] };
    const rng = Rng.seeded('missed');
    for (let seats = match.toAct(); seats.length > 0; seats = match.toAct()) {
      const seat = rng.pick(seats);
      const step = unwrap(match.act(seat, rng.pick(match.legal(seat))));
      for (const d of step.deliveries()) live[String(d.viewer)]?.push(...d.events);
    }
    for (const viewer of match.viewers) {
      const missed = match.missed(viewer, 0);
      expect(missed.map((m) => m.seq)).toEqual(Array.from({ length: match.seq }, (_, i) => i + 1));
      expect(missed.flatMap((m) => m.events)).toEqual(live[String(viewer)]);
    }
    expect(match.missed(0, match.seq)).toEqual([]);
    expect(() => match.missed(0, match.seq + 1)).toThrow(RangeError);
  });
});
