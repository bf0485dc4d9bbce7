import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { isPlayCard } from '../../src/language/index.js';
import { case00 } from '../../src/content/case00/index.js';

// design/case00.md is the design source of the set: its tables must say what the encoded cards say.
const doc = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../design/case00.md'), 'utf8');
const rows = new Map<string, string[]>();
for (const line of doc.split('\n')) {
  if (!line.startsWith('| ')) continue;
  const cells = line.slice(2, -2).split(' | ');
  // Card rows start with the id without its c00- prefix; header rows ("| id | …") and summary tables do not.
  if (cells[0] !== undefined && case00.cards.some((c) => c.id === `c00-${cells[0]}`)) {
    expect(rows.has(cells[0]), `${cells[0]} is listed twice`).toBe(false);
    rows.set(cells[0], cells);
  }
}
const BIAS_WORD: Record<string, string> = { evidential: 'Evidential', logical: 'Logical', emotional: 'Emotional', reputation: 'Reputation', bureaucratic: 'Bureaucratic', corruption: 'Corruption' };
const printed = (t: string) => (t === 'No effect.' || t === 'Sans effet.' ? '—' : t);

it('lists every card of the set once, with the numbers, biases and text the content encodes', () => {
  expect(rows.size).toBe(73);
  for (const c of case00.cards) {
    const row = rows.get(c.id.replace(/^c00-/, ''));
    expect(row, c.id).toBeDefined();
    if (row === undefined) continue;
    const recommended = c.id === case00.recommendedStrategy ? ' (recommended first)' : '';
    expect(row[1], c.id).toBe(`${c.name.en}${recommended} / ${c.name.fr}`);
    if (isPlayCard(c)) {
      expect(row.slice(2, 8), c.id).toEqual([
        c.side,
        String(c.value),
        [c.type, ...c.keywords].join(', '),
        c.biases.map((b) => BIAS_WORD[b]).join(', '),
        printed(c.text.en),
        printed(c.text.fr),
      ]);
    } else if (c.type === 'Witness') {
      expect(row.slice(2, 9), c.id).toEqual([
        c.keywords.join(', '),
        String(c.value.primary),
        String(c.value.secondary),
        c.biases.primary.map((b) => BIAS_WORD[b]).join(', '),
        c.biases.secondary.map((b) => BIAS_WORD[b]).join(', '),
        c.text.en,
        c.text.fr,
      ]);
    } else {
      expect(row[3], c.id).toBe(c.icons.join(', '));
    }
  }
});
