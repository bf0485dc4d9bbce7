import { deepEqual } from '@docket/engine';
import { show } from './findings.js';

function isPlainObject(v: object): boolean {
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * The first place where `v` holds something JSON would drop or change (undefined, NaN, ±Infinity, functions,
 * Maps, class instances, holes), or null. Needed because `deepEqual` skips undefined fields.
 */
export function jsonProblem(v: unknown, path = '(root)'): string | null {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(v) ? null : `${path} is ${v}`;
    case 'object': {
      if (v === null) return null;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const p = jsonProblem(v[i], `${path}[${i}]`);
          if (p !== null) return p;
        }
        return null;
      }
      if (!isPlainObject(v)) return `${path} is a ${v.constructor?.name ?? 'non-plain'} object, not plain JSON`;
      for (const [k, x] of Object.entries(v)) {
        const p = jsonProblem(x, `${path}.${k}`);
        if (p !== null) return p;
      }
      return null;
    }
    default:
      return `${path} is ${typeof v === 'undefined' ? 'undefined' : `a ${typeof v}`}`;
  }
}

/** Where two JSON values first differ, in `deepEqual`'s terms, e.g. `.hands[1][0]: 3 vs 7`. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (deepEqual(a, b)) return null;
  const here = path || '(root)';
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${here}: length ${a.length} vs ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
  } else if (
    typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && !Array.isArray(a) && !Array.isArray(b)
  ) {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    for (const k of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
      const d = firstDifference(ra[k], rb[k], `${path}.${k}`);
      if (d !== null) return d;
    }
  }
  return `${here}: ${show(a, 80)} vs ${show(b, 80)}`;
}

/**
 * Why `v` would not come back equal from JSON, or null. A value that `jsonProblem` accepts (plain objects
 * and arrays, strings, finite numbers, booleans, null, no holes) comes back deep-equal by construction, so
 * no text is parsed back: on a large game that parse was a tenth of the per-step checks.
 */
export function roundTripProblem(what: string, v: unknown): string | null {
  const hidden = jsonProblem(v);
  return hidden === null ? null : `${what} is not plain JSON: ${hidden}`;
}

/** JSON text, or null when the value cannot be written (a bigint, a cycle); the serialisation law reports why. */
export function tryStringify(v: unknown): string | null {
  try {
    return JSON.stringify(v) ?? null;
  } catch {
    return null;
  }
}
