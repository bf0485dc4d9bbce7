import { randomBytes } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';

/** Everything a command may touch outside itself, so tests can drive commands through streams. */
export interface CliIo {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** A person at a terminal on both ends: prompts, redraws and step-by-step replays. */
  readonly interactive: boolean;
  /** Whether stderr is a terminal, where a progress bar may be drawn. */
  readonly progress: boolean;
  /** A fresh seed when none is given; printed, so any game can be played again. */
  readonly newSeed: () => string;
  /** Where SIGINT arrives when the terminal does not turn Ctrl-C into a key (a pipe); tests emit it. */
  readonly signals?: NodeJS.EventEmitter;
}

/** The CLI is the one layer allowed true randomness: seeds only, everything after is replayable. */
export function randomSeed(): string {
  return randomBytes(5).toString('hex');
}

export function processIo(): CliIo {
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
    progress: Boolean(process.stderr.isTTY),
    newSeed: randomSeed,
    signals: process,
  };
}

/** Writes one or more lines. */
export function println(out: Writable, ...lines: string[]): void {
  out.write(lines.map((l) => `${l}\n`).join(''));
}
