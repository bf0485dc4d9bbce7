import { describe, expect, it } from 'vitest';
import { newRecord, parseRecord, replay, type MatchRecord } from '@docket/engine';
import { playToy, toyGame, toyOptions, type ToyState } from './toy-game.js';

const options = toyOptions.parse({ handSize: 2 });

function played(seed = 'record'): { record: MatchRecord; run: ReturnType<typeof playToy> } {
  const run = playToy(3, seed, options);
  const record = newRecord(toyGame, 3, options, seed);
  record.actions.push(...run.actions);
  return { record, run };
}

const errorOf = (raw: unknown) => {
  const r = replay(toyGame, raw);
  if (r.ok) throw new Error('replay accepted the record');
  return r.error;
};

describe('newRecord', () => {
  it('starts an empty record of the game', () => {
    expect(newRecord(toyGame, 2, options, 's')).toEqual({ game: 'sealed-verdict', version: '1', players: 2, options, seed: 's', actions: [] });
  });
});

describe('replay', () => {
  it('rebuilds every state and event of a match sent through JSON', () => {
    const { record, run } = played();
    const r = replay(toyGame, JSON.parse(JSON.stringify(record)));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.options).toEqual(options);
    expect(r.value.initial).toEqual(run.states[0]);
    expect(r.value.steps.map((s) => s.state)).toEqual(run.states.slice(1));
    expect(r.value.steps.map((s) => s.action)).toEqual(run.actions.map((a) => a.action));
    expect(r.value.final).toEqual(run.final);
    const again = run.actions.map(({ seat, action }, i) => toyGame.applyLegal(run.states[i] as ToyState, seat, action).events);
    expect(r.value.steps.map((s) => s.events)).toEqual(again);
  });

  it('replays a match in progress', () => {
    const { record, run } = played();
    const r = replay(toyGame, { ...record, actions: record.actions.slice(0, 4) });
    expect(r.ok && r.value.final).toEqual(run.states[4]);
  });

  it('names the index of the first step refused', () => {
    const { record } = played();
    const actions = record.actions.map((a, i) => (i === 4 ? { ...a, action: { type: 'seal', card: 999 } } : a));
    const e = errorOf({ ...record, actions });
    expect(e).toMatchObject({ code: 'illegal-step', step: 4 });
    expect(e.message).toMatch(/^Step 5 \(seat \d, \{"type":"seal","card":999\}\) is refused: /);
    const wrongSeat = record.actions.map((a, i) => (i === 0 ? { ...a, seat: (a.seat + 1) % 3 } : a));
    expect(errorOf({ ...record, actions: wrongSeat })).toMatchObject({ code: 'illegal-step', step: 0 });
  });

  it('refuses what is not a record', () => {
    const { record } = played();
    for (const raw of [
      null,
      'record',
      { ...record, seed: 7 },
      { ...record, actions: 'none' },
      { ...record, players: 2.5 },
      { ...record, actions: [{ seat: -1, action: { type: 'call', call: 'high' } }] },
      { ...record, actions: [{ seat: 0, action: { call: 'high' } }] },
    ]) {
      const e = errorOf(raw);
      expect(e.code).toBe('bad-record');
      expect(e.message).toMatch(/^Not a match record: /);
      expect(e.step).toBeUndefined();
    }
  });

  it('refuses a record of another game or version', () => {
    const { record } = played();
    expect(errorOf({ ...record, game: 'gavel' })).toMatchObject({ code: 'wrong-game', message: 'The record is of "gavel", not "sealed-verdict".' });
    expect(errorOf({ ...record, version: '0' })).toMatchObject({ code: 'wrong-version' });
  });

  it('refuses a player count or options the game does not take', () => {
    const { record } = played();
    expect(errorOf({ ...record, players: 1 })).toMatchObject({ code: 'bad-players', message: 'sealed-verdict takes 2–3 players, not 1.' });
    expect(errorOf({ ...record, players: 4 })).toMatchObject({ code: 'bad-players' });
    expect(errorOf({ ...record, options: { handSize: 9 } })).toMatchObject({ code: 'bad-options' });
  });
});

describe('parseRecord', () => {
  it('fills in default options when the record has none', () => {
    const { record } = played();
    const r = parseRecord(toyGame, { ...record, options: undefined });
    expect(r.ok && r.value.options).toEqual({ handSize: 3 });
    const n = parseRecord(toyGame, { ...record, options: null });
    expect(n.ok && n.value.options).toEqual({ handSize: 3 });
  });

  it('keeps the clock of each action', () => {
    const { record } = played();
    const timed = { ...record, actions: record.actions.map((a, i) => ({ ...a, at: i * 1000 })) };
    const r = parseRecord(toyGame, timed);
    expect(r.ok && r.value.record.actions[3]?.at).toBe(3000);
    expect(errorOf({ ...timed, actions: [{ ...timed.actions[0], at: -1 }] }).code).toBe('bad-record');
  });
});
