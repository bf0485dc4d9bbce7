import { describe, expect, it } from 'vitest';
import { checkConformance, ConformanceError, LAW_NAMES, runConformance, type ConformanceConfig } from '@docket/testkit';
import { BROKEN as OLD } from './broken-games.js';
import { LEAKY } from './leaky-games.js';

const BROKEN = [...OLD, ...LEAKY];

const config: ConformanceConfig = { players: 2, games: 30, maxSteps: 200 };

describe('every law can fail', () => {
  it('has a broken game for every law', () => {
    expect(new Set(BROKEN.map((b) => b.law))).toEqual(new Set(LAW_NAMES));
  });

  for (const broken of BROKEN) {
    describe(broken.name, () => {
      it(`breaks the ${broken.law} law first`, () => {
        expect(() => runConformance(broken.game, config)).toThrow(new RegExp(`breaks the ${broken.law} law`));
      });

      const others = broken.also === undefined ? 'no other law' : `no other law than ${broken.also.join(', ')}`;
      it(broken.alone ? `breaks ${others}` : 'is among the broken laws when collecting', () => {
        const laws = checkConformance(broken.game, config).failures.map((f) => f.law);
        if (broken.alone) expect(laws.sort()).toEqual([broken.law, ...(broken.also ?? [])].sort());
        else expect(laws).toContain(broken.law);
      });
    });
  }
});

function failure(run: () => unknown): ConformanceError {
  try {
    run();
  } catch (e) {
    if (e instanceof ConformanceError) return e;
    throw e;
  }
  throw new Error('no law broke');
}

describe('failure messages', () => {
  const game = (name: string) => BROKEN.find((b) => b.name === name)?.game ?? expect.fail(name);

  it('name the game, the configuration, the seed, the step and the law', () => {
    const e = failure(() => runConformance(game('a view that leaks the other hands'), { ...config, seed: 'trial', label: 'leak' }));
    expect(e.law).toBe('view-resample');
    expect(e.place).toEqual({ game: 0, seed: 'trial/0', step: 0 });
    expect(e.message).toMatch(/^sealed-verdict breaks the view-resample law \(/);
    expect(e.message).toContain('config "leak" (2 players, options {})');
    expect(e.message).toContain('game 0 (seed "trial/0"), step 0');
    expect(e.message).toContain('.hands');
  });

  it('name the step where a never-ending game gave up', () => {
    const e = failure(() => runConformance(game('a game that never ends'), { players: 3, maxSteps: 50 }));
    expect(e.place?.step).toBe(50);
    expect(e.message).toContain('no outcome after 50 steps');
  });

  it('name the corrupted step a lax replay accepted or misnamed', () => {
    // The deep checks see it first (legality); replay sees it too.
    const e = checkConformance(game('an apply without checks'), config).failures.find((f) => f.law === 'replay');
    if (e === undefined) return expect.fail('replay did not break');
    expect(e.message).toMatch(/corrupted|threw/);
  });

  it('say when worlds never differ, over the whole configuration', () => {
    const e = failure(() => runConformance(game('a resample that ignores its generator'), config));
    expect(e.place).toBeNull();
    expect(e.message).toContain("viewer(s) 0, 1, 'spectator'");
  });

  it('report a game that mutates its input as impure', () => {
    const e = failure(() => runConformance(game('an apply that mutates its input'), config));
    expect(e.message).toContain('apply must be pure');
    expect(e.message).toContain('.call');
  });
});
