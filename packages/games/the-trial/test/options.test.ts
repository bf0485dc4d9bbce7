import { describe, expect, it } from 'vitest';
import { theTrial } from '../src/index.js';

describe('options', () => {
  it('default to the standard game and take the variant', () => {
    expect(theTrial.options.parse({})).toEqual({ objectionVariant: false });
    expect(theTrial.options.parse({ objectionVariant: true })).toEqual({ objectionVariant: true });
  });

  it('refuse an unknown key, naming it, instead of ignoring it', () => {
    const r = theTrial.options.safeParse({ objectionVarient: true });
    expect(r.success).toBe(false);
    expect(r.error?.message).toContain('objectionVarient');
    expect(theTrial.options.safeParse({ objectionVariant: 'yes' }).success).toBe(false);
  });
});
