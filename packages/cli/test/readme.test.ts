import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ProtocolSession } from '../src/protocol/session.js';
import { registry } from '../src/registry.js';

/** The `>` / `<` lines of the first text block after `heading` in a README. */
function exchange(file: URL, heading: string): [string, string][] {
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf('```text', text.indexOf(heading));
  const block = text.slice(from + 7, text.indexOf('```', from + 7)).trim().split('\n');
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < block.length; i += 2) pairs.push([(block[i] as string).slice(2), (block[i + 1] as string).slice(2)]);
  return pairs;
}

describe('the README’s protocol session', () => {
  it('is what the session answers, line for line (cut answers: their start and end)', () => {
    const pairs = exchange(new URL('../../../README.md', import.meta.url), '### The protocol');
    expect(pairs.length).toBeGreaterThanOrEqual(7);
    const session = new ProtocolSession(registry, { newSeed: () => 'unused' });
    for (const [sent, shown] of pairs) {
      const answer = session.handle(sent);
      const [head, tail] = shown.split(' … ');
      if (tail === undefined) expect(answer).toBe(shown);
      else {
        expect(answer.startsWith(head as string)).toBe(true);
        expect(answer.endsWith(tail)).toBe(true);
      }
    }
  });
});
