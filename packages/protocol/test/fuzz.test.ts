import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientMessageSchema } from '../src/index.js';

const valid = fc.oneof(
  fc.record({ type: fc.constant('act'), seq: fc.nat(), clientId: fc.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/), action: fc.record({ type: fc.string({ minLength: 1, maxLength: 64 }) }) }),
  fc.record({ type: fc.constant('chat'), channel: fc.constantFrom('table', 'spectators'), text: fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim() !== '') }),
  fc.record({ type: fc.constant('ping') }),
);

describe('client messages, fuzzed', () => {
  it('never throw on any JSON value: each is parsed or refused', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(() => clientMessageSchema.safeParse(v)).not.toThrow();
      }),
      { numRuns: 2_000 },
    );
  });

  it('accept well-formed messages and refuse them with any field added', () => {
    fc.assert(
      fc.property(valid, fc.string({ minLength: 1, maxLength: 10 }), fc.jsonValue(), (m, key, value) => {
        expect(clientMessageSchema.safeParse(m).success).toBe(true);
        fc.pre(!(key in m) && key !== '__proto__');
        expect(clientMessageSchema.safeParse({ ...m, [key]: value }).success).toBe(false);
      }),
      { numRuns: 1_000 },
    );
  });

  it('refuse wrong types in every field of an act', () => {
    const base = { type: 'act', seq: 3, clientId: 'c1', action: { type: 'pass' } };
    fc.assert(
      fc.property(fc.constantFrom('seq', 'clientId', 'action'), fc.oneof(fc.boolean(), fc.constant(null), fc.double({ noInteger: true }), fc.array(fc.nat())), (field, value) => {
        expect(clientMessageSchema.safeParse({ ...base, [field]: value }).success).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
