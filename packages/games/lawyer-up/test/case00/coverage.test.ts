import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { case00 } from '../../src/content/case00/index.js';

// The coverage list: every Case 00 card with an effect has a spec in this folder, titled by its printed English
// name ("The Milkmaid — Examine: …"), or named first in a row of a describe.each table (['Bank Transfer', …]).
const here = dirname(fileURLToPath(import.meta.url));
const specs = readdirSync(here)
  .filter((f) => f.endsWith('.test.ts') && f !== 'coverage.test.ts' && f !== 'counts.test.ts' && f !== 'balance.test.ts')
  .map((f) => readFileSync(join(here, f), 'utf8'))
  .join('\n');

it('has a spec for every Case 00 card with an effect', () => {
  const withEffects = case00.cards.filter((c) => c.effects !== undefined);
  expect(withEffects).toHaveLength(44 + 12);
  const titled = (name: string) => specs.includes(`${name} — `) || specs.includes(`['${name}', `);
  const missing = withEffects.filter((c) => !titled(c.name.en)).map((c) => c.id);
  expect(missing).toEqual([]);
});
