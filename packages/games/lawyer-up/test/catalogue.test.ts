import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { card, cardCatalogue, TESTED_CARDS } from '../src/index.js';

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? testFiles(p) : p.endsWith('.test.ts') ? [p] : [];
  });
}

const specs = testFiles(new URL('.', import.meta.url).pathname)
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

describe('card catalogue', () => {
  const cat = cardCatalogue();

  it('lists every card once with its English and French text', () => {
    expect(new Set(cat.map((c) => c.id)).size).toBe(cat.length);
    expect(cat.filter((c) => c.case === 'base').reduce((n, c) => n + c.copies, 0)).toBe(52);
    for (const c of cat) expect(c.name.en.length * c.name.fr.length).toBeGreaterThan(0);
  });

  it('every card with an effect, base, Case 00 and Case 01, has a scenario test', () => {
    const missing = cat.filter((c) => c.hasEffect && !c.tested).map((c) => c.id);
    expect(missing).toEqual([]);
  });

  it('every card listed as tested has a spec naming it (id, English name and a dash, or a describe.each row)', () => {
    const titles = [...specs.matchAll(/describe\((['"`])(.*?)\1/g)].map((m) => m[2] as string);
    for (const id of TESTED_CARDS) {
      const name = card(id).name.en;
      const named = titles.some((t) => t.includes(id) || t.startsWith(`${name} —`)) || specs.includes(`['${name}', `) || specs.includes(`["${name}", `);
      expect(named, id).toBe(true);
    }
  });
});
