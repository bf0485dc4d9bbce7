import { describe, expect, it } from 'vitest';
import { clockText } from '../src/index.js';

describe('clockText', () => {
  it('shows minutes and seconds under an hour, rounded up to the second', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(1)).toBe('00:01');
    expect(clockText(59_001)).toBe('01:00');
    expect(clockText(3_599_000)).toBe('59:59');
  });

  it('shows hours from an hour on, and never a negative time', () => {
    expect(clockText(3_600_000)).toBe('1:00:00');
    expect(clockText(5_025_000)).toBe('1:23:45');
    expect(clockText(-4_000)).toBe('00:00');
  });
});
