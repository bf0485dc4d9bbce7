import { describe, expect, it } from 'vitest';
import { hashSeed, Rng, seedState } from '@docket/engine';

const draws = (rng: Rng, n: number, bound = 1000) => Array.from({ length: n }, () => rng.int(bound));

describe('Rng', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    expect(draws(Rng.seeded('docket'), 50)).toEqual(draws(Rng.seeded('docket'), 50));
    expect(draws(Rng.seeded('docket'), 50)).not.toEqual(draws(Rng.seeded('docket!'), 50));
  });

  it('continues identically from its saved state, which is plain JSON', () => {
    const a = Rng.seeded('resume');
    draws(a, 7);
    const saved = JSON.parse(JSON.stringify(a.state())) as number[];
    expect(draws(Rng.from(saved), 30)).toEqual(draws(a, 30));
  });

  it('hands out a copy of its state', () => {
    const a = Rng.seeded('copy');
    const s = a.state() as number[];
    s.fill(0);
    expect(a.state()).not.toEqual(s);
  });

  it('clones into an independent generator', () => {
    const a = Rng.seeded('clone');
    const b = a.clone();
    expect(draws(b, 10)).toEqual(draws(a, 10));
    draws(a, 3);
    expect(a.state()).not.toEqual(b.state());
  });

  it('keeps int within [0, n) and hits every value about as often', () => {
    const rng = Rng.seeded('uniform');
    const n = 6;
    const runs = 60_000;
    const counts = new Array<number>(n).fill(0);
    let outside = 0;
    for (let i = 0; i < runs; i++) {
      const x = rng.int(n);
      if (Number.isInteger(x) && x >= 0 && x < n) counts[x] = (counts[x] ?? 0) + 1;
      else outside++;
    }
    expect(outside).toBe(0);
    // 10,000 expected per face; a fair generator stays within ±5% (that is ~12 standard deviations).
    for (const c of counts) expect(Math.abs(c - runs / n)).toBeLessThan(500);
  });

  it('includes both ends in between', () => {
    const rng = Rng.seeded('dice');
    const seen = new Set(Array.from({ length: 500 }, () => rng.between(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draws floats in [0, 1)', () => {
    const rng = Rng.seeded('float');
    const xs = Array.from({ length: 1000 }, () => rng.float());
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Math.min(...xs)).toBeLessThan(0.01);
    expect(Math.max(...xs)).toBeGreaterThan(0.99);
  });

  it('refuses bad bounds and empty picks', () => {
    const rng = Rng.seeded('bad');
    for (const n of [0, -1, 1.5, NaN]) expect(() => rng.int(n)).toThrow(/bad bound/);
    expect(() => rng.pick([])).toThrow(/no items/);
  });

  it('picks an item of the list', () => {
    const rng = Rng.seeded('pick');
    const items = ['a', 'b', 'c'];
    expect(new Set(Array.from({ length: 100 }, () => rng.pick(items)))).toEqual(new Set(items));
  });

  it('shuffles in place into a permutation, the same one for the same seed', () => {
    const cards = Array.from({ length: 20 }, (_, i) => i);
    const a = [...cards];
    expect(Rng.seeded('shuffle').shuffle(a)).toBe(a);
    expect([...a].sort((x, y) => x - y)).toEqual(cards);
    expect(a).not.toEqual(cards);
    expect(Rng.seeded('shuffle').shuffle([...cards])).toEqual(a);
    expect(Rng.seeded('other').shuffle([...cards])).not.toEqual(a);
  });

  it('derives seeds deterministically', () => {
    const a = Rng.seeded('parent');
    const b = Rng.seeded('parent');
    const seed = a.seed();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(b.seed()).toBe(seed);
    expect(a.seed()).not.toBe(seed);
  });
});

describe('seedState', () => {
  it('fills all 128 bits of the generator from SHA-256 of the seed', () => {
    // SHA-256("abc") = ba7816bf 8f01cfea 414140de 5dae2223 …: the first four big-endian words, as signed ints.
    expect(seedState('abc')).toEqual([0xba7816bf | 0, 0x8f01cfea | 0, 0x414140de, 0x5dae2223]);
    expect(Rng.seeded('abc').state()).toEqual(seedState('abc'));
  });

  it('gives seeds that differ in one character unrelated states, word by word', () => {
    const a = seedState('docket');
    const b = seedState('docket!');
    for (let i = 0; i < 4; i++) expect(a[i]).not.toBe(b[i]);
  });
});

describe('hashSeed', () => {
  it('is a stable 32-bit integer that depends on every character', () => {
    expect(hashSeed('docket')).toBe(hashSeed('docket'));
    expect(Number.isInteger(hashSeed('docket')) && Math.abs(hashSeed('docket')) < 2 ** 31 + 1).toBe(true);
    expect(new Set(['', 'a', 'b', 'ab', 'ba', 'docket', 'docket '].map(hashSeed)).size).toBe(7);
  });
});

describe('Rng.between', () => {
  it('refuses bounds that are not whole numbers in order', () => {
    const rng = Rng.seeded('bounds');
    expect(() => rng.between(5, 1)).toThrow(/bad bounds/);
    expect(() => rng.between(1.5, 3.5)).toThrow(/bad bounds/);
    for (let i = 0; i < 200; i++) {
      const d = rng.between(1, 6);
      expect(d >= 1 && d <= 6 && Number.isInteger(d)).toBe(true);
    }
  });
});
