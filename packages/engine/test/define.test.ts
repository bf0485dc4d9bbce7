import { describe, expect, it } from 'vitest';
import { defineGame, type Illegal, type Result } from '@docket/engine';
import { playToy, toyGame, toyOptions, toySpec, type ToyState } from './toy-game.js';

const options = toyOptions.parse({});
const fresh = (): ToyState => toyGame.setup(2, options, 'define');

/** Applies and expects a refusal with `code`; the state must come out untouched. */
function refused(s: ToyState, seat: unknown, action: unknown, code: string): Illegal {
  const before = JSON.stringify(s);
  const r: Result<unknown> = toyGame.apply(s, seat as number, action);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`accepted seat ${String(seat)} with ${JSON.stringify(action)}`);
  expect(r.error.code).toBe(code);
  expect(r.error.message).not.toBe('');
  return r.error;
}

describe('the toy game', () => {
  it('asks the presiding seat to call, then every seat to seal at once', () => {
    const s = fresh();
    expect(toyGame.toAct(s)).toEqual([s.presiding]);
    const called = toyGame.applyLegal(s, s.presiding, { type: 'call', call: 'high' }).state;
    expect(toyGame.toAct(called)).toEqual([0, 1]);
    const card = called.hands[1]?.[0] as number;
    const sealed = toyGame.applyLegal(called, 1, { type: 'seal', card }).state;
    expect(toyGame.toAct(sealed)).toEqual([0]);
    expect(toyGame.legalActions(sealed, 1)).toEqual([]);
  });

  it('ends with an outcome and nobody to act', () => {
    const { final } = playToy(3, 'end');
    expect(toyGame.toAct(final)).toEqual([]);
    expect(toyGame.outcome(final)?.scores.reduce((a, b) => a + b)).toBe(5);
  });
});

describe('defineGame', () => {
  it('plays a legal action like reduce, without touching the state it was given', () => {
    const s = fresh();
    const before = JSON.stringify(s);
    const r = toyGame.apply(s, s.presiding, { type: 'call', call: 'low' });
    expect(JSON.stringify(s)).toBe(before);
    expect(r).toEqual({ ok: true, value: toySpec.reduce(s, s.presiding, { type: 'call', call: 'low' }) });
  });

  it('refuses every action once the game is over, before looking at anything else', () => {
    const { final, actions } = playToy(2, 'over');
    const last = actions.at(-1);
    refused(final, last?.seat, last?.action, 'game-over');
    refused(final, 'nobody', null, 'game-over');
  });

  it('refuses a seat that is not a whole number', () => {
    const s = fresh();
    for (const seat of [1.5, '0', NaN, null, undefined]) refused(s, seat, { type: 'call', call: 'high' }, 'bad-seat');
  });

  it('refuses a seat that is not asked to act', () => {
    const s = fresh();
    const idle = 1 - s.presiding;
    const e = refused(s, idle, { type: 'call', call: 'high' }, 'not-your-turn');
    expect(e.message).toContain(`Seat ${idle}`);
    for (const seat of [-1, 2, 99]) refused(s, seat, { type: 'call', call: 'high' }, 'not-your-turn');
  });

  it('refuses what is not an action', () => {
    const s = fresh();
    for (const action of [null, 42, 'call', [], {}, { type: 7 }, [{ type: 'call' }]]) {
      refused(s, s.presiding, action, 'malformed-action');
    }
  });

  it('refuses an action that is not legal now, listing the legal types', () => {
    const s = fresh();
    const e = refused(s, s.presiding, { type: 'seal', card: 1 }, 'illegal-action');
    expect(e.message).toContain('legal action types: call');
    refused(s, s.presiding, { type: 'call', call: 'sideways' }, 'illegal-action');
    refused(s, s.presiding, { type: 'call', call: 'high', extra: 1 }, 'illegal-action');
  });

  it('uses the game’s own check when it has one, after the common checks', () => {
    const closed = defineGame({ ...toySpec, check: () => ({ code: 'court-closed', message: 'The court is closed.' }) });
    const s = closed.setup(2, options, 'check');
    const r = closed.apply(s, s.presiding, { type: 'call', call: 'high' });
    expect(r).toEqual({ ok: false, error: { code: 'court-closed', message: 'The court is closed.' } });
    expect(closed.apply(s, s.presiding, null)).toMatchObject({ ok: false, error: { code: 'malformed-action' } });
    expect(closed.apply(s, 1 - s.presiding, { type: 'call', call: 'high' })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });

  it('exposes apply and applyLegal, not the spec’s reduce and check', () => {
    const game = defineGame({ ...toySpec, check: () => null });
    expect('reduce' in game).toBe(false);
    expect('check' in game).toBe(false);
    expect(game.applyLegal).toBe(toySpec.reduce);
  });
});
