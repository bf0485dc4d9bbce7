import { describe, expect, it } from 'vitest';
import { err, illegal, ok, text, unwrap, winnerTakesAll } from '@docket/engine';

describe('results', () => {
  it('wraps values and refusals', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(err({ code: 'x', message: 'y' })).toEqual({ ok: false, error: { code: 'x', message: 'y' } });
    expect(illegal('not-your-turn', 'Wait.')).toEqual({ ok: false, error: { code: 'not-your-turn', message: 'Wait.' } });
  });

  it('unwraps a value and throws on a refusal, with its code', () => {
    expect(unwrap(ok('v'))).toBe('v');
    expect(() => unwrap(illegal('game-over', 'The game is over.'))).toThrow('game-over: The game is over.');
  });
});

describe('helpers', () => {
  it('picks the wording of a locale', () => {
    const t = { en: 'Objection!', fr: 'Objection !' };
    expect(text(t, 'en')).toBe('Objection!');
    expect(text(t, 'fr')).toBe('Objection !');
  });

  it('gives the whole payoff to the winner, or to nobody', () => {
    expect(winnerTakesAll(3, 1)).toEqual([0, 1, 0]);
    expect(winnerTakesAll(2, null)).toEqual([0, 0]);
  });
});
