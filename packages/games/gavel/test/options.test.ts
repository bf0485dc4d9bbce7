import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_DECK, gavel } from '../src/index.js';

function refusal(raw: unknown): string {
  const r = gavel.options.safeParse(raw);
  if (r.success) throw new Error(`${JSON.stringify(raw)} was accepted`);
  return z.prettifyError(r.error);
}

describe('options', () => {
  it('gives the standard game for no options', () => {
    expect(gavel.options.parse({})).toEqual({ targetPoints: 12, juryMinimum: 3, handSize: 6, deck: DEFAULT_DECK, outOfOrder: true });
  });

  it('refuses a key it does not know, naming the ones it knows', () => {
    const message = refusal({ target: 10 });
    expect(message).toContain('"target"');
    expect(message).toContain('targetPoints, juryMinimum, handSize, deck, outOfOrder');
  });

  it('refuses an unknown key inside the deck table too', () => {
    expect(refusal({ deck: { ...DEFAULT_DECK, shields: 2 } })).toMatch(/shields/);
  });

  it('still refuses a value of the wrong kind', () => {
    expect(refusal({ targetPoints: 'ten' })).toMatch(/targetPoints/);
  });
});
