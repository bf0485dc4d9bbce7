import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** The generator's state as plain JSON, so it can live inside a game state. */
export type RngState = readonly number[];

/** Hashes a seed string to 32 bits (cyrb53's mixing, truncated) so any text can seed a match. */
export function hashSeed(seed: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) | 0;
}

/**
 * A seeded generator. Mutable while in use; a game reads it from its state with `Rng.from`,
 * draws, and writes `rng.state()` back into the next state, so `apply` stays pure.
 */
export class Rng {
  private constructor(private readonly gen: RandomGenerator) {}

  static seeded(seed: string): Rng {
    return new Rng(xoroshiro128plus(hashSeed(seed)));
  }

  static from(state: RngState): Rng {
    return new Rng(xoroshiro128plusFromState(state));
  }

  state(): RngState {
    return this.gen.getState().slice();
  }

  clone(): Rng {
    return new Rng(this.gen.clone());
  }

  /** A uniform integer in [0, n). */
  int(n: number): number {
    if (n <= 0 || !Number.isInteger(n)) throw new Error(`Rng.int: bad bound ${n}`);
    return uniformInt(this.gen, 0, n - 1);
  }

  /** A uniform integer in [from, to], both included: a die is `between(1, 6)`. */
  between(from: number, to: number): number {
    if (!Number.isInteger(from) || !Number.isInteger(to) || from > to) {
      throw new Error(`Rng.between: bad bounds ${from}..${to}`);
    }
    return uniformInt(this.gen, from, to);
  }

  /** A uniform float in [0, 1), for simulations' tie-breaks and weights. */
  float(): number {
    return (this.gen.next() >>> 0) / 4294967296;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick: no items');
    return items[this.int(items.length)] as T;
  }

  /** Fisher–Yates in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  /** A fresh seed string drawn from this generator (to seed a sub-generator or a new world). */
  seed(): string {
    return `${this.gen.next() >>> 0}-${this.gen.next() >>> 0}`;
  }
}
