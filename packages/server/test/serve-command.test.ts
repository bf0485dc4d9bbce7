import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { http, tempDb } from './helpers.js';

const main = fileURLToPath(new URL('../../cli/dist/main.js', import.meta.url));

describe('docket serve', () => {
  it('creates its database, prints how to join, serves, and stops gracefully on SIGTERM', async () => {
    const db = tempDb();
    const child = spawn(process.execPath, [main, 'serve', '--port', '0', '--db', db.file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (m) resolve(m[1] as string);
      });
      child.once('exit', () => reject(new Error(`exited early: ${err}`)));
    });
    expect(out).toContain(`${url}/matches/<id>/join`);
    expect(existsSync(db.file)).toBe(true);
    expect(await http(url, 'GET', '/healthz')).toEqual({ status: 200, body: { ok: true } });
    const code = await new Promise<number | null>((resolve) => {
      child.once('exit', (c) => resolve(c));
      child.kill('SIGTERM');
    });
    expect(code).toBe(0);
    // Structured logs: one JSON object a line.
    const lines = err.trim().split('\n').map((l) => JSON.parse(l) as { msg: string });
    expect(lines.map((l) => l.msg)).toContain('stopped');
    db.cleanup();
  });
});
