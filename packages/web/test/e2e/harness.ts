import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const WEB = fileURLToPath(new URL('../../', import.meta.url));
export const REPO = join(WEB, '../..');
export const SHOTS = join(WEB, 'screenshots');

function newest(dir: string): number {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const LOCK = join(tmpdir(), 'docket-web-build.lock');

/** Builds the app once for all the test files running side by side (a lock folder: mkdir is atomic). */
export async function ensureBuilt(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // a lock left by a killed run is stale after two minutes
      if (existsSync(LOCK) && new Date().getTime() - statSync(LOCK).mtimeMs > 120_000) rmSync(LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    await buildIfStale();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Builds the app unless packages/web/dist is newer than its sources (the server serves that folder). */
async function buildIfStale(): Promise<void> {
  const index = join(WEB, 'dist/index.html');
  if (existsSync(index) && statSync(index).mtimeMs > Math.max(newest(join(WEB, 'src')), statSync(join(WEB, 'index.html')).mtimeMs)) return;
  const { build } = await import('vite');
  // vitest sets NODE_ENV=test, which would give React's development build: build what `npm start` serves
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(WEB, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    process.env.NODE_ENV = env;
  }
}

export interface RunningServer {
  readonly url: string;
  readonly db: string;
  stop(): Promise<void>;
}

/** `docket serve` as a child process on 127.0.0.1, any free port, a fresh SQLite file. */
export async function startServer(): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'docket-web-'));
  const db = join(dir, 'docket.db');
  const child: ChildProcess = spawn(process.execPath, [join(REPO, 'packages/cli/bin/docket.js'), 'serve', '--port', '0', '--db', db, '--http-per-minute', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return {
    url,
    db,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A fresh browser context (its own storage: its own player key and seats), errors surfaced. */
export async function person(browser: Browser, o: { locale?: string; width?: number } = {}): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await browser.newContext({ locale: o.locale ?? 'en-GB', viewport: { width: o.width ?? 1100, height: 900 } });
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page, errors };
}

/** A small deterministic generator, so a failing run plays the same moves again. */
export function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

/** What one test file plays against: the built app served by a fresh server, and a browser. */
export interface Stage {
  server: RunningServer;
  browser: Browser;
}

/** Builds the app if needed, starts a server and a browser before the file's tests, and stops both after. */
export function stage(): Stage {
  const env = {} as Stage;
  beforeAll(async () => {
    await ensureBuilt();
    [env.server, env.browser] = await Promise.all([startServer(), launch()]);
  }, 120_000);
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
