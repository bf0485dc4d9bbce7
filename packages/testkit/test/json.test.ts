import { describe, expect, it } from 'vitest';
import { firstDifference, jsonProblem, roundTripProblem } from '../src/json.js';

describe('jsonProblem', () => {
  it('accepts plain JSON', () => {
    expect(jsonProblem({ a: [1, 'x', true, null, { b: -0.5 }], c: Object.create(null) as object })).toBeNull();
  });

  it('finds what JSON would drop or change, with its path', () => {
    expect(jsonProblem({ a: { b: undefined } })).toBe('(root).a.b is undefined');
    expect(jsonProblem([1, [2, NaN]])).toBe('(root)[1][1] is NaN');
    expect(jsonProblem({ x: -Infinity })).toBe('(root).x is -Infinity');
    expect(jsonProblem({ m: new Map() })).toBe('(root).m is a Map object, not plain JSON');
    expect(jsonProblem({ f: () => 1 })).toBe('(root).f is a function');
    expect(jsonProblem({ n: 1n })).toBe('(root).n is a bigint');
    // eslint-disable-next-line no-sparse-arrays
    expect(jsonProblem([1, , 3])).toBe('(root)[1] is undefined');
  });
});

describe('firstDifference', () => {
  it('is null for values deepEqual calls equal', () => {
    expect(firstDifference({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1, c: undefined })).toBeNull();
  });

  it('points at the first difference', () => {
    expect(firstDifference({ hands: [[1, 2], [3]] }, { hands: [[1, 2], [4]] })).toBe('.hands[1][0]: 3 vs 4');
    expect(firstDifference([1, 2], [1])).toBe('(root): length 2 vs 1');
    expect(firstDifference({ a: 1 }, { a: 1, b: 2 })).toBe('.b: undefined vs 2');
    expect(firstDifference(1, 'x')).toBe('(root): 1 vs "x"');
  });
});

describe('roundTripProblem', () => {
  it('passes plain JSON and explains the rest', () => {
    const ok = { a: [1, { b: 'c' }] };
    expect(roundTripProblem('it', ok)).toBeNull();
    expect(roundTripProblem('it', { a: undefined, b: 1 })).toBe('it is not plain JSON: (root).a is undefined');
  });
});
