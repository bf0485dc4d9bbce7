/**
 * A mistake in what the user asked for (unknown game, bad flag, unreadable file). The CLI prints its
 * message as one line on stderr and exits with code 2; anything else thrown is a bug.
 */
export class CliError extends Error {
  override readonly name = 'CliError';
}

/** Folds a multi-line message (zod, engine) into the one line an error report is allowed. */
export function oneLine(message: string): string {
  return message
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .join(' ');
}

/** The message of anything thrown, for reports that must not crash on a non-Error. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
