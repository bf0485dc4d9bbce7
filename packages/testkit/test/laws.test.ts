import { describe, expect, it } from 'vitest';
import { checkConformance, ConformanceError, LAW_NAMES, runConformance, type ConformanceConfig } from '@docket/testkit';
import { BROKEN as OLD } from './broken-games.js';
import { impureRedeal, LEAKY, publicRoll, turnedCard } from './leaky-games.js';

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

describe('secrecy failures', () => {
  const leak = (name: string) => LEAKY.find((b) => b.name === name)?.game ?? expect.fail(name);
  const place = /game \d+ \(seed "[^"]+"\), step \d+: /;

  it('name the action, the viewer, the world and the event that tells a secret', () => {
    const e = failure(() => runConformance(leak('an event that tells the caller a hidden fact'), config));
    expect(e.law).toBe('non-interference');
    expect(e.message).toMatch(/^sealed-verdict breaks the non-interference law \(/);
    expect(e.message).toContain('config 2 players, options {}');
    expect(e.message).toMatch(place);
    expect(e.message).toMatch(/seat (\d) plays a = \{"type":"call","call":"(high|low)"\}; viewer \1; w = (resample\(view\(s, \1\), rng\)|redeal\(s, \1, rng\))/);
    expect(e.message).toMatch(/view\(s', \d\) equals view\(w', \d\), yet viewer \d receives other events .*: \[1\]\.truth: (true vs false|false vs true)$/);
  });

  it('name the event types that differ when a step exists in one world only', () => {
    const e = failure(() => runConformance(leak('a public step only when a hidden hand allows a choice'), config));
    expect(e.law).toBe('non-interference');
    expect(e.message).toMatch(place);
    expect(e.message).toMatch(/seat \d plays a = \{"type":"call","call":"(high|low)"\}; viewer (\d|'spectator')/);
    expect(e.message).toMatch(/receives other event types in w' than in s': .*\["called"(,"asked")?\].*\["called"(,"asked")?\]\)$/);
  });

  it('name the seat, the world and the legal action that differs', () => {
    const e = failure(() => runConformance(leak('legal actions that name a card by its hidden position'), config));
    expect(e.law).toBe('legal-from-view');
    expect(e.message).toMatch(place);
    expect(e.message).toMatch(/legalActions\(w, (\d)\) differs from legalActions\(s, \1\), where w = \w+\(.*\): \[\d\]\.witness: \S+ vs \S+$/);
  });

  it('name the viewer and the view field that a second deal changes', () => {
    const e = failure(() => runConformance(leak('a view leak that resample copies along'), config));
    expect(e.law).toBe('redeal');
    expect(e.message).toMatch(place);
    expect(e.message).toMatch(/view\(redeal\(s, (\d|'spectator'), rng\), \1\) differs from view\(s, \1\): \.marked: \d+ vs \d+$/);
  });

  it('say that a game without redeal must supply one, and still check the other laws', () => {
    const game = leak('a game without redeal');
    const e = failure(() => runConformance(game, config));
    expect(e.law).toBe('redeal');
    expect(e.place).toBeNull();
    expect(e.message).toContain('the game has no redeal(s, viewer, rng)');
    const { report } = checkConformance(game, config);
    expect(report.coverage['non-interference'].games).toBe(30);
    expect(report.coverage['legal-from-view'].states).toBe(30 * 16);
    expect(report.interferenceChecks).toBeGreaterThan(0);
  });
});

describe('steps that branch on a revealed secret', () => {
  it('are leaks unless the configuration declares the revealing event', () => {
    const e = failure(() => runConformance(turnedCard, config));
    expect(e.law).toBe('non-interference');
    expect(e.message).toMatch(/receives other event types in w' than in s': .*"turned"/);
    expect(checkConformance(turnedCard, { ...config, reveals: ['turned'] }).failures).toEqual([]);
  });

  it('still catch a step that depends on a hidden hand when another event is declared', () => {
    const game = LEAKY.find((b) => b.name === 'a public step only when a hidden hand allows a choice')?.game ?? expect.fail('missing');
    expect(() => runConformance(game, { ...config, reveals: ['called', 'asked'] })).toThrow(/breaks the non-interference law/);
  });

  it('refuse a reveals list that is not event types', () => {
    expect(() => runConformance(turnedCard, { ...config, reveals: [''] })).toThrow(/reveals must be a list of event types/);
  });
});

describe('worlds', () => {
  it("share s's generator, so chance is the same in both and only the deal differs", () => {
    const { failures, report } = checkConformance(publicRoll, config);
    expect(failures).toEqual([]);
    expect(report.interferenceChecks).toBeGreaterThan(0);
  });
});

describe('a redeal that changes its input', () => {
  it('breaks the redeal law, naming what changed', () => {
    const e = failure(() => runConformance(impureRedeal, config));
    expect(e.law).toBe('redeal');
    expect(e.place?.step).toBe(0);
    expect(e.message).toMatch(/s changed while its worlds were dealt .*: \.deck\[\d+\]/);
  });
});
