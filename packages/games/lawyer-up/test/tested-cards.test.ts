import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cardCatalogue, TESTED_CARDS } from '../src/index.js';
import { manifestSource, readSpecs, testedCardIds } from './spec-scan.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const manifest = fileURLToPath(new URL('../src/tested-cards.ts', import.meta.url));

describe('the tested-cards manifest', () => {
  const registered = testedCardIds(readSpecs(here));

  it('is exactly what the specs register (regenerated, never kept by hand)', () => {
    const source = manifestSource(registered);
    if (process.env.UPDATE_TESTED_CARDS === '1') writeFileSync(manifest, source);
    expect(readFileSync(manifest, 'utf8')).toBe(source);
    expect(TESTED_CARDS).toEqual(registered);
  });

  it('lists a card with no spec as untested', () => {
    // The specs without the Motion to Compel's: the card drops out, and the catalogue says so.
    const without = readSpecs(here).map((s) => s.replace(/describe\('base-p-motion-to-compel'/g, "describe('(removed)'"));
    const ids = testedCardIds(without);
    expect(ids).not.toContain('base-p-motion-to-compel');
    const entry = cardCatalogue(ids).find((c) => c.id === 'base-p-motion-to-compel');
    expect(entry).toMatchObject({ hasEffect: true, implemented: true, tested: false });
    expect(cardCatalogue().find((c) => c.id === 'base-p-motion-to-compel')?.tested).toBe(true);
  });
});
