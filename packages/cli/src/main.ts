#!/usr/bin/env node
import { runCli } from './cli.js';
import { processIo } from './io.js';
import { registry } from './registry.js';

// A reader that stops early (`docket replay x.json | head`) is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

process.exitCode = await runCli(process.argv.slice(2), registry, processIo());
