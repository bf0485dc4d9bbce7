/* global process, console, URL */
// `npm start`: build what is missing or stale (TypeScript, then the web app), then `docket serve` on 127.0.0.1
// with ./docket.db, and say which address to open. Extra arguments go to `docket serve` (e.g. -- --port 9000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const repo = join(web, '../..');
const require = createRequire(import.meta.url);

function run(args, cwd, env = process.env) {
  const r = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

// tsc -b is incremental: it does nothing when the packages are built already
run([require.resolve('typescript/bin/tsc'), '-b'], repo);
const index = join(web, 'dist/index.html');
if (!existsSync(index) || statSync(index).mtimeMs < newest(join(web, 'src'))) {
  // vite's exports do not list its bin: find it beside its package.json
  const vite = join(dirname(require.resolve('vite/package.json')), 'bin/vite.js');
  run([vite, 'build', '--logLevel', 'warn'], web, { ...process.env, NODE_ENV: 'production' });
}

const child = spawn(
  process.execPath,
  [join(repo, 'packages/cli/bin/docket.js'), 'serve', '--host', '127.0.0.1', '--db', './docket.db', ...process.argv.slice(2)],
  { cwd: process.cwd(), stdio: ['inherit', 'pipe', 'inherit'] },
);
let said = false;
child.stdout.on('data', (d) => {
  process.stdout.write(d);
  const m = /listening on (http:\/\/\S+)/.exec(String(d));
  if (m && !said) {
    said = true;
    console.log(`\n  Open ${m[1]}/ in your browser to play.`);
    console.log('  In the terminal instead: npm run play\n');
  }
});
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code) => process.exit(code ?? 0));
