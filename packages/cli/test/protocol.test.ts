import { describe, expect, it } from 'vitest';
import { ProtocolSession } from '../src/protocol/session.js';
import { testRegistry } from './fixtures/registry.js';

type Answer = { id: unknown; ok: boolean; data?: Record<string, unknown>; error?: { code: string; message: string; step?: number } };

function session() {
  const s = new ProtocolSession(testRegistry, { newSeed: () => 'fixed' });
  return (request: unknown): Answer => {
    const line = typeof request === 'string' ? request : JSON.stringify(request);
    const answer = s.handle(line);
    expect(answer).not.toContain('\n');
    return JSON.parse(answer) as Answer;
  };
}

describe('protocol session', () => {
  it('plays an example session end to end', () => {
    const send = session();

    const games = send({ id: 1, cmd: 'games' });
    expect(games).toEqual({
      id: 1,
      ok: true,
      data: { games: [{ id: 'pebbles', name: { en: 'Pebbles', fr: 'Cailloux' }, version: '1', minPlayers: 2, maxPlayers: 4, options: { pile: 7, trap: false, teams: false } }] },
    });

    expect(send({ id: 2, cmd: 'legal', seat: 0 }).error?.code).toBe('no-game');

    const created = send({ id: 3, cmd: 'new', game: 'pebbles', players: 2, seed: 's1', options: { pile: 5 } });
    expect(created).toEqual({
      id: 3,
      ok: true,
      data: { game: 'pebbles', version: '1', players: 2, seed: 's1', options: { pile: 5, trap: false, teams: false }, toAct: [0] },
    });

    const legal = send({ id: 4, cmd: 'legal', seat: 0, lang: 'fr' });
    expect(legal.data).toEqual({
      seat: 0,
      actions: [
        { action: { type: 'take', count: 1 }, label: 'Prendre 1 caillou' },
        { action: { type: 'take', count: 2 }, label: 'Prendre 2 cailloux' },
      ],
    });
    expect(send({ id: 5, cmd: 'legal', seat: 1 }).data).toEqual({ seat: 1, actions: [] });

    const acted = send({ id: 6, cmd: 'act', seat: 0, action: { type: 'take', count: 2 } });
    expect(acted.ok).toBe(true);
    const events = acted.data?.['events'] as { event: { type: string }; label: string }[];
    // Seat 0 sees the public move and its own private mark.
    expect(events.map((e) => e.event.type)).toEqual(['took', 'mark']);
    expect(events[0]?.label).toBe('Seat 0 took 2.');
    expect(acted.data?.['toAct']).toEqual([1]);
    expect(acted.data?.['outcome']).toBeNull();

    // Seat 1's view hides seat 0's mark; the full state holds it.
    const view = send({ id: 7, cmd: 'view', seat: 1 });
    const marks = (view.data?.['view'] as { marks: (number | null)[] }).marks;
    expect(marks[0]).toBeNull();
    expect(typeof marks[1]).toBe('number');
    expect(view.data?.['board']).toContain('Pile: ●●● (3)');
    const state = send({ id: 8, cmd: 'state' }).data?.['state'] as { marks: number[]; rng: unknown };
    expect(typeof state.marks[0]).toBe('number');
    expect(JSON.stringify(view.data)).not.toContain('rng');

    const spectator = send({ id: 9, cmd: 'view', seat: 'spectator' });
    expect((spectator.data?.['view'] as { marks: unknown[] }).marks).toEqual([null, null]);

    // Refusals keep the game's code and change nothing.
    const notYours = send({ id: 10, cmd: 'act', seat: 0, action: { type: 'take', count: 1 } });
    expect(notYours).toMatchObject({ id: 10, ok: false, error: { code: 'not-your-turn' } });
    const illegal = send({ id: 11, cmd: 'act', seat: 1, action: { type: 'take', count: 3 } });
    expect(illegal).toMatchObject({ id: 11, ok: false, error: { code: 'illegal-action' } });
    expect(send({ id: 12, cmd: 'state' }).data?.['state']).toEqual(state);

    expect(send('{"id": 13, "cmd": ').error?.code).toBe('bad-request');
    expect(send('{"id": 13, "cmd": ')).toMatchObject({ id: null, ok: false });
    expect(send({ id: 14, cmd: 'dance' })).toMatchObject({ id: 14, ok: false, error: { code: 'bad-request' } });
    expect(send({ id: 14, cmd: 'dance' }).error?.message).toContain('Unknown command "dance"');
    expect(send({ id: 15, cmd: 'legal', seat: 'one' })).toMatchObject({ id: 15, ok: false, error: { code: 'bad-request' } });
    expect(send({ id: 16, cmd: 'legal', seat: 0, seet: 1 }).error?.code).toBe('bad-request');
    expect(send({ id: 17, cmd: 'view', seat: 2 }).error?.code).toBe('bad-seat');
    expect(send([1, 2]).error?.code).toBe('bad-request');

    // Play to the end: 3 pebbles left, seat 1 takes 1, seat 0 takes 2 and wins.
    send({ id: 18, cmd: 'act', seat: 1, action: { type: 'take', count: 1 } });
    const last = send({ id: 19, cmd: 'act', seat: 0, action: { type: 'take', count: 2 } });
    expect(last.data?.['toAct']).toEqual([]);
    expect(last.data?.['outcome']).toMatchObject({ winners: [0], reason: 'last-pebble', label: 'Seat 0 wins.' });
    expect(send({ id: 20, cmd: 'outcome' }).data?.['outcome']).toMatchObject({ winners: [0] });
    expect(send({ id: 21, cmd: 'act', seat: 1, action: { type: 'take', count: 1 } }).error?.code).toBe('game-over');

    const record = send({ id: 22, cmd: 'record' }).data?.['record'];
    expect(record).toEqual({
      game: 'pebbles',
      version: '1',
      players: 2,
      options: { pile: 5, trap: false, teams: false },
      seed: 's1',
      actions: [
        { seat: 0, action: { type: 'take', count: 2 } },
        { seat: 1, action: { type: 'take', count: 1 } },
        { seat: 0, action: { type: 'take', count: 2 } },
      ],
    });

    // A fresh session loads the record and reaches the same state.
    const other = session();
    const loaded = other({ id: 'a', cmd: 'load', record });
    expect(loaded).toMatchObject({ id: 'a', ok: true, data: { game: 'pebbles', steps: 3, toAct: [] } });
    expect(other({ id: 'b', cmd: 'state' }).data?.['state']).toEqual(send({ cmd: 'state' }).data?.['state']);
    expect(other({ id: 'c', cmd: 'record' }).data?.['record']).toEqual(record);
  });

  it('names the failing step of a corrupted record and keeps the match it had', () => {
    const send = session();
    send({ id: 1, cmd: 'new', game: 'pebbles', players: 3, seed: 'keep' });
    const before = send({ id: 2, cmd: 'state' }).data?.['state'];
    const corrupted = {
      game: 'pebbles',
      version: '1',
      players: 2,
      options: {},
      seed: 's1',
      actions: [
        { seat: 0, action: { type: 'take', count: 2 } },
        { seat: 0, action: { type: 'take', count: 1 } },
      ],
    };
    const answer = send({ id: 3, cmd: 'load', record: corrupted });
    expect(answer).toMatchObject({ id: 3, ok: false, error: { code: 'illegal-step', step: 1 } });
    expect(answer.error?.message).toMatch(/^Step 2 \(seat 0/);
    expect(send({ id: 4, cmd: 'state' }).data?.['state']).toEqual(before);

    expect(send({ id: 5, cmd: 'load', record: { game: 'pebbles' } }).error?.code).toBe('bad-record');
    expect(send({ id: 6, cmd: 'load', record: { ...corrupted, game: 'chess' } }).error?.code).toBe('unknown-game');
    expect(send({ id: 7, cmd: 'load', record: { ...corrupted, version: '0' } }).error?.code).toBe('wrong-version');
  });

  it('refuses bad new requests with a code naming the problem', () => {
    const send = session();
    expect(send({ id: 1, cmd: 'new', game: 'chess', players: 2 }).error?.code).toBe('unknown-game');
    expect(send({ id: 2, cmd: 'new', game: 'pebbles', players: 9 }).error?.code).toBe('bad-players');
    const badOptions = send({ id: 3, cmd: 'new', game: 'pebbles', players: 2, options: { pile: 0 } });
    expect(badOptions.error?.code).toBe('bad-options');
    expect(badOptions.error?.message).toContain('pile');
    expect(send({ id: 4, cmd: 'state' }).error?.code).toBe('no-game');
    // Without a seed, the session's seed source chooses one and the answer reports it.
    expect(send({ id: 5, cmd: 'new', game: 'pebbles', players: 2 }).data?.['seed']).toBe('fixed');
  });

  it('reports a game that throws as an internal error and goes on', () => {
    const send = session();
    const seed = findTrapSeed();
    send({ id: 1, cmd: 'new', game: 'pebbles', players: 2, seed, options: { trap: true, pile: 9 } });
    let answer: Answer | undefined;
    for (let i = 0; i < 20; i++) {
      const state = send({ cmd: 'state' }).data?.['state'] as { turn: number };
      answer = send({ id: i, cmd: 'act', seat: state.turn, action: { type: 'take', count: 1 } });
      if (!answer.ok) break;
    }
    expect(answer?.error?.code).toBe('internal-error');
    expect(send({ id: 99, cmd: 'games' }).ok).toBe(true);
  });
});

/** A seed whose mark for seat 0 is between 1 and 9, so taking one pebble at a time reaches it. */
function findTrapSeed(): string {
  const s = new ProtocolSession(testRegistry);
  for (let i = 0; ; i++) {
    s.handle(JSON.stringify({ cmd: 'new', game: 'pebbles', players: 2, seed: `t${i}`, options: { pile: 9 } }));
    const state = (JSON.parse(s.handle('{"cmd":"state"}')) as { data: { state: { marks: number[] } } }).data.state;
    if ((state.marks[0] ?? 0) >= 1) return `t${i}`;
  }
}
