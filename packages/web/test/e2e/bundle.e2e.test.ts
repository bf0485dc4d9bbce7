import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, WEB } from './harness.js';

beforeAll(ensureBuilt, 120_000);

describe('the built app', () => {
  it('loads the lobby with under 300 KB of JavaScript gzipped (entry and its preloaded chunks; boards and rules load later)', () => {
    const dist = join(WEB, 'dist');
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((s) => {
      const raw = readFileSync(join(dist, s));
      return { file: s, bytes: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
    });
    const total = sizes.reduce((a, s) => a + s.gzip, 0);
    console.log(`lobby first load: ${sizes.map((s) => `${s.file} ${(s.bytes / 1024).toFixed(1)} KB (${(s.gzip / 1024).toFixed(1)} KB gzipped)`).join(', ')}; total ${(total / 1024).toFixed(1)} KB gzipped`);
    expect(total).toBeLessThan(300 * 1024);
  });
});
