import { describe, expect, it } from 'vitest';
import { deepEqual, stableStringify } from '@docket/engine';

describe('deepEqual', () => {
  it('compares primitives strictly', () => {
    expect(deepEqual(1, 1)).toBe(true);
    expect(deepEqual(1, '1')).toBe(false);
    expect(deepEqual(null, null)).toBe(true);
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual(undefined, null)).toBe(false);
  });

  it('compares objects by keys, whatever their order, ignoring undefined fields', () => {
    expect(deepEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(deepEqual({ a: { b: 1 } }, { a: { b: 2 } })).toBe(false);
  });

  it('compares arrays by position and length, and never equals an array to an object', () => {
    expect(deepEqual([1, [2, 3]], [1, [2, 3]])).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual([1], [1, 1])).toBe(false);
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual({}, [])).toBe(false);
    expect(deepEqual({ 0: 'a' }, ['a'])).toBe(false);
  });
});

describe('stableStringify', () => {
  it('sorts keys, so equal objects give equal text', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { f: 2, e: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"e":1,"f":2}]},"b":1}');
    expect(stableStringify({ x: 1, y: 2 })).toBe(stableStringify({ y: 2, x: 1 }));
  });

  it('drops undefined fields like JSON, and writes bare values as JSON', () => {
    expect(stableStringify({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(stableStringify('x')).toBe('"x"');
    expect(stableStringify(3)).toBe('3');
    expect(stableStringify(null)).toBe('null');
    expect(stableStringify(undefined)).toBe('null');
    expect(stableStringify([undefined, 1])).toBe('[null,1]');
  });

  it('parses back to an equal value', () => {
    const v = { type: 'seal', card: 3, tags: ['a', 'b'], nested: { z: true, y: null } };
    expect(JSON.parse(stableStringify(v))).toEqual(v);
  });
});
