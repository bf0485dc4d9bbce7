#!/usr/bin/env node
// The `docket` command. Committed, not built, so npm can link it on a fresh clone before `tsc -b` has run;
// it loads the compiled CLI, which `npm ci` builds (the root's `prepare`).
import process from 'node:process';

try {
  await import('../dist/main.js');
} catch (e) {
  if (e?.code !== 'ERR_MODULE_NOT_FOUND' || !String(e.message).includes('dist/main.js')) throw e;
  process.stderr.write('docket: the CLI is not built yet: run `npm run build` (or `npm ci`) at the repository root.\n');
  process.exitCode = 1;
}
