import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { case01 } from '../../src/content/case01/index.js';

// The coverage list: every Case 01 card with an effect has a spec in this folder, titled by its printed English
// name ("The Other Knife — Examine: …"), or named first in a row of a describe.each table (['Taxi Receipt', …]).
const here = dirname(fileURLToPath(import.meta.url));
const specs = readdirSync(here)
  .filter((f) => f.endsWith('.test.ts') && !['coverage.test.ts', 'counts.test.ts', 'design-doc.test.ts', 'balance.test.ts'].includes(f))
  .map((f) => readFileSync(join(here, f), 'utf8'))
  .join('\n');
const escaped = (name: string) => name.replace(/'/g, "\\'");

it('has a spec for every Case 01 card with an effect', () => {
  const withEffects = case01.cards.filter((c) => c.effects !== undefined);
  // 53 case cards, The Bloody Knife, Jessica Fairmount and the 22 witnesses.
  expect(withEffects).toHaveLength(53 + 1 + 1 + 22);
  const titled = (name: string) =>
    [name, escaped(name)].some((n) => specs.includes(`${n} — `) || specs.includes(`['${n}', `) || specs.includes(`["${n}", `));
  const missing = withEffects.filter((c) => !titled(c.name.en)).map((c) => c.id);
  expect(missing).toEqual([]);
});
