import { sha256 } from '@noble/hashes/sha2.js';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/** The generator's state as plain JSON, so it can live inside a game state. */
export type RngState = readonly number[];

/**
 * The generator's whole 128-bit state from SHA-256 of the seed string (DESIGN.md "Hidden information"):
 * a short hash would let a player recover the seed from an opening hand by trying every value, and then
 * foresee every shuffle. `@noble/hashes` is pure JavaScript, so the engine still runs in a browser.
 */
export function seedState(seed: string): RngState {
  const digest = sha256(new TextEncoder().encode(seed));
  const words = new DataView(digest.buffer, digest.byteOffset, 16);
  const state: number[] = [0, 1, 2, 3].map((i) => words.getInt32(i * 4));
  // xoroshiro must not start from all zeros (it would stay there); SHA-256 gives that with chance 2^-128.
  if (!state.some((w) => w !== 0)) state[3] = 1;
  return state;
}

/** A 32-bit digest of a string, for tools that want a small number from a text (never a match's generator). */
export function hashSeed(seed: string): number {
  return seedState(seed)[0] as number;
}

/**
 * A seeded generator. Mutable while in use; a game reads it from its state with `Rng.from`,
 * draws, and writes `rng.state()` back into the next state, so `apply` stays pure.
 */
export class Rng {
  private constructor(private readonly gen: RandomGenerator) {}

  static seeded(seed: string): Rng {
    return new Rng(xoroshiro128plusFromState(seedState(seed)));
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

  /** A fresh seed string of 128 bits drawn from this generator (to seed a sub-generator or a new world). */
  seed(): string {
    const words = [0, 1, 2, 3].map(() => (this.gen.next() >>> 0).toString(16).padStart(8, '0'));
    return words.join('');
  }
}
