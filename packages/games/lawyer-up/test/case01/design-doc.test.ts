import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { isPlayCard } from '../../src/language/index.js';
import { case01 } from '../../src/content/case01/index.js';

// design/case01.md is the design source of the set: its tables must say what the encoded cards say.
const doc = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../design/case01.md'), 'utf8');
const rows = new Map<string, string[]>();
for (const line of doc.split('\n')) {
  if (!line.startsWith('| ')) continue;
  const cells = line.slice(2, -2).split(' | ');
  // Card rows start with the id without its c01- prefix; header rows and summary tables do not.
  if (cells[0] !== undefined && case01.cards.some((c) => c.id === `c01-${cells[0]}`)) {
    expect(rows.has(cells[0]), `${cells[0]} is listed twice`).toBe(false);
    rows.set(cells[0], cells);
  }
}
const BIAS_WORD: Record<string, string> = { evidential: 'Evidential', logical: 'Logical', emotional: 'Emotional', reputation: 'Reputation', bureaucratic: 'Bureaucratic', corruption: 'Corruption' };
const words = (bs: readonly string[]) => bs.map((b) => BIAS_WORD[b]).join(', ');
const printed = (t: string) => (t === 'No effect.' || t === 'Sans effet.' ? '—' : t);
const nameOf = (id: string) => case01.cards.find((c) => c.id === id)?.name.en;

it('lists every card of the set once, with the numbers, biases and text the content encodes', () => {
  expect(rows.size).toBe(90);
  for (const c of case01.cards) {
    const row = rows.get(c.id.replace(/^c01-/, ''));
    expect(row, c.id).toBeDefined();
    if (row === undefined) continue;
    expect(row[1], c.id).toBe(`${c.name.en} / ${c.name.fr}`);
    expect(row[2], c.id).toBe(c.side);
    if (isPlayCard(c)) {
      expect(row.slice(3, 8), c.id).toEqual([String(c.value), [c.type, ...c.keywords].join(', '), words(c.biases), printed(c.text.en), printed(c.text.fr)]);
    } else if (c.type === 'Witness') {
      expect(row.slice(3, 10), c.id).toEqual([
        c.keywords.join(', '),
        String(c.value.primary),
        String(c.value.secondary),
        words(c.biases.primary),
        words(c.biases.secondary),
        c.text.en,
        c.text.fr,
      ]);
    } else {
      expect(row.slice(3, 5), c.id).toEqual([c.keyWitnesses.map(nameOf).join(', '), words(c.biases ?? [])]);
    }
  }
});
