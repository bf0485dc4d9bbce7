import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allRegisteredCards } from '../src/cards.js';
import { cardCatalogue } from '../src/catalogue.js';

/** Every spec file under a folder (the stand-in cases' helpers are not specs). */
export function specFiles(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? specFiles(p) : p.endsWith('.test.ts') ? [p] : [];
    })
    .sort();
}

/**
 * The card ids the specs register: a `describe` whose title names the card's id or starts with its English name
 * and a dash ("The Milkmaid — Examine: …"), or a `describe.each` row led by its English name. Only cards of
 * the game's catalogue count; the generated manifest (src/tested-cards.ts) is this list.
 */
export function testedCardIds(sources: readonly string[]): string[] {
  const text = sources.join('\n');
  const titles = [...text.matchAll(/describe\((['"`])(.*?)\1/g)].map((m) => m[2] as string);
  const names = new Map(allRegisteredCards().map((c) => [c.id, c.name.en]));
  return cardCatalogue()
    .map((c) => c.id)
    .filter((id) => {
      const name = names.get(id) ?? id;
      return titles.some((t) => t.includes(id) || t.startsWith(`${name} —`)) || text.includes(`['${name}', `) || text.includes(`["${name}", `);
    });
}

export const readSpecs = (dir: string): string[] => specFiles(dir).map((f) => readFileSync(f, 'utf8'));

/** The manifest's source text for a list of ids. */
export function manifestSource(ids: readonly string[]): string {
  return [
    '// Generated from the scenario specs (test/spec-scan.ts): the cards a spec registers by id or English name.',
    '// Do not edit: `UPDATE_TESTED_CARDS=1 npx vitest run packages/games/lawyer-up/test/tested-cards.test.ts` rewrites it,',
    '// and that test fails whenever it differs from what the specs register.',
    'export const TESTED_CARDS: readonly string[] = [',
    ...ids.map((id) => `  '${id}',`),
    '];',
    '',
  ].join('\n');
}
