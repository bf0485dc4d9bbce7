import { appendFileSync, existsSync, readFileSync, truncateSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { CliError, messageOf } from '../errors.js';
import { gameSeed, seating, type GameResult, type SimulationSpec } from './slice.js';

/**
 * A run's checkpoint file: a first line naming the run (its spec), then one line per game played, appended
 * as each one ends. A run given the same file again plays only the games it does not hold, so a run of
 * hours can be stopped and taken up again. Lines are appended synchronously: a run killed at any moment
 * loses at most the line it was writing, and that broken last line is dropped when the file is read. A game
 * that threw is a bug, not a result: it is not kept, so the run taken up again (after the fix) plays it again.
 */
export interface Checkpoint {
  /** The games the file already held, by index. */
  readonly done: ReadonlyMap<number, GameResult>;
  /** Appends one finished game. */
  save(result: GameResult): void;
}

interface Header {
  readonly checkpoint: 1;
  readonly spec: SimulationSpec;
}

/** Opens (or starts) the checkpoint of `spec` in `file`, keeping the games with an index under `games`. */
export function openCheckpoint(file: string, spec: SimulationSpec, games: number): Checkpoint {
  const done = new Map<number, GameResult>();
  if (existsSync(file)) read(file, spec, games, done);
  else write(file, { checkpoint: 1, spec } satisfies Header);
  return { done, save: (result) => result.status !== 'error' && write(file, result) };
}

function read(file: string, spec: SimulationSpec, games: number, done: Map<number, GameResult>): void {
  const broken = (line: number, why: string) => new CliError(`${file}, line ${line}: ${why}`);
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  // A file that ends with its newline has an empty last piece; one that does not was cut mid-line.
  const last = lines.length - 1;
  lines.forEach((line, i) => {
    if (i === last) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      throw broken(i + 1, `not a checkpoint line (${messageOf(e)}).`);
    }
    if (i === 0) {
      const header = value as Partial<Header>;
      if (header.checkpoint !== 1) throw broken(1, 'not a simulation checkpoint.');
      if (!isDeepStrictEqual(header.spec, spec)) {
        throw new CliError(`${file} holds games of another run (${JSON.stringify(header.spec)}); give another file.`);
      }
      return;
    }
    const result = value as GameResult;
    // A game belongs to this run when its index gives the seed and the seating it was played with.
    const ok =
      Number.isInteger(result.index) &&
      result.index >= 0 &&
      result.seed === gameSeed(spec.seed, result.index) &&
      isDeepStrictEqual(result.bots, seating(spec, result.index));
    if (!ok) throw broken(i + 1, 'not a game of this run.');
    if (result.index < games && result.status !== 'error') done.set(result.index, result);
  });
  if (lines.length === 1) throw broken(1, 'not a simulation checkpoint (no first line).');
  // Drop the cut line, so the next game starts a line of its own.
  const cut = lines[last] as string;
  if (cut !== '') truncateSync(file, Buffer.byteLength(text) - Buffer.byteLength(cut));
}

function write(file: string, value: unknown): void {
  try {
    appendFileSync(file, `${JSON.stringify(value)}\n`);
  } catch (e) {
    throw new CliError(`Cannot write ${file}: ${messageOf(e)}`);
  }
}
