/**
 * How the server starts its worker threads (the bot pool, the SQLite store's writer and checkpointer): from the
 * compiled JavaScript, with the parent's flags but its resolution conditions.
 */

/**
 * The compiled module `file` of the server's folder `folder` (`bots`, `store`), seen from `from` (the caller's
 * `import.meta.url`): beside it in the build, or, when the caller runs from its TypeScript source (vitest), in the
 * build of the same folder.
 */
export function compiledModule(from: string, folder: string, file: string): URL {
  return from.endsWith('.ts') ? new URL(`../../dist/${folder}/${file}`, from) : new URL(`./${file}`, from);
}

/**
 * The parent's flags without its resolution conditions: under vitest they say `source`, which would have the
 * compiled worker import TypeScript sources it cannot run.
 */
export function workerExecArgv(): string[] {
  const out: string[] = [];
  const argv = process.execArgv;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--conditions' || a === '-C') i++;
    else if (!a.startsWith('--conditions=')) out.push(a);
  }
  return out;
}
