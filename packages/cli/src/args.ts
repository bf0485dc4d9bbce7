import { InvalidArgumentError } from 'commander';
import type { AnyGame, Locale, Seat, Viewer } from '@docket/engine';
import type { z } from 'zod';
import { CliError } from './errors.js';

/** A commander parser for a whole number of at least `min`. */
export function wholeNumber(min: number): (value: string) => number {
  return (value) => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isInteger(n) || n < min) {
      throw new InvalidArgumentError(`Expected a whole number of at least ${min}.`);
    }
    return n;
  };
}

/** A commander parser for a positive duration in seconds. */
export function positiveSeconds(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0) {
    throw new InvalidArgumentError('Expected a positive number of seconds.');
  }
  return n;
}

/** A commander parser for a comma-separated list of names. */
export function nameList(value: string): string[] {
  const names = value.split(',').map((s) => s.trim());
  if (names.some((n) => n === '')) throw new InvalidArgumentError('Expected names separated by commas.');
  return names;
}

/** A commander parser for a seat: a number from 0, or a name a game's solo mode gives its seats ("P", "D"). */
export function seatArg(value: string): Seat | string {
  if (/^[0-9]+$/.test(value.trim())) return Number(value);
  if (value.trim() === '') throw new InvalidArgumentError('Expected a seat number, or a seat name in solo mode.');
  return value.trim();
}

/** A commander parser for a viewer: a seat number or "spectator". */
export function viewerArg(value: string): Viewer {
  if (value === 'spectator') return 'spectator';
  return wholeNumber(0)(value);
}

export function isLocale(value: string): value is Locale {
  return value === 'en' || value === 'fr';
}

/** The values an issue accepts, when it is a choice among fixed values (an enum, a union of literals). */
function allowedValues(issue: z.core.$ZodIssue): unknown[] | null {
  if (issue.code === 'invalid_value') return [...issue.values];
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    const branches = issue.errors.map((branch) => (branch.length === 1 && branch[0] ? allowedValues(branch[0]) : null));
    if (branches.every((b) => b !== null)) return branches.flatMap((b) => b as unknown[]);
  }
  return null;
}

/** Zod issues as one line: `path: message; …`; a choice among fixed values names them all. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const values = allowedValues(i);
      const message = values === null ? i.message : `expected one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
      return i.path.length > 0 ? `${i.path.map(String).join('.')}: ${message}` : message;
    })
    .join('; ');
}

/** Keys of raw options that the game's schema does not know (a misspelt "cas" for "case"), and the known ones. */
export function unknownOptions(game: AnyGame, raw: unknown): { unknown: string[]; known: string[] } {
  const shape = (game.options as { shape?: Record<string, unknown> }).shape;
  if (shape === undefined || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { unknown: [], known: [] };
  const known = Object.keys(shape);
  return { unknown: Object.keys(raw).filter((k) => !known.includes(k)), known };
}

/** Why raw options name keys the game does not have, or null. */
export function unknownOptionsProblem(game: AnyGame, raw: unknown): string | null {
  const { unknown, known } = unknownOptions(game, raw);
  if (unknown.length === 0) return null;
  const names = unknown.map((k) => `"${k}"`).join(', ');
  return `${game.info.id} has no option ${names}; its options: ${known.join(', ')}.`;
}

/** Why a player count does not fit the game, or null when it does. */
export function playersProblem(game: AnyGame, players: number): string | null {
  const { id, minPlayers, maxPlayers } = game.info;
  if (players >= minPlayers && players <= maxPlayers) return null;
  const range = minPlayers === maxPlayers ? `${minPlayers}` : `${minPlayers}–${maxPlayers}`;
  return `${id} takes ${range} players, not ${players}.`;
}

/** The player count, defaulting to the game's smallest table. */
export function resolvePlayers(game: AnyGame, players: number | undefined): number {
  const n = players ?? game.info.minPlayers;
  const problem = playersProblem(game, n);
  if (problem) throw new CliError(problem);
  return n;
}

export function resolveSeat(seat: Seat | string | undefined, players: number): Seat {
  if (typeof seat === 'string') throw new CliError(`A seat is a number here (0–${players - 1}), not "${seat}"; seat names are for --solo.`);
  const s = seat ?? 0;
  if (s >= players) throw new CliError(`There is no seat ${s} at a table of ${players}; seats are 0–${players - 1}.`);
  return s;
}

export function resolveViewer(viewer: Viewer | undefined, players: number): Viewer {
  if (viewer === undefined || viewer === 'spectator') return 'spectator';
  return resolveSeat(viewer, players);
}

/** Checks raw options (already parsed JSON) against the game's schema; the parsed value fills defaults. */
export function checkOptions(game: AnyGame, raw: unknown): unknown {
  const problem = unknownOptionsProblem(game, raw);
  if (problem) throw new CliError(`Options rejected: ${problem}`);
  const parsed = game.options.safeParse(raw ?? {});
  if (!parsed.success) throw new CliError(`Options rejected by ${game.info.id}: ${describeIssues(parsed.error)}.`);
  return parsed.data;
}

/** `--options JSON`: parses the text, then checks it against the game's schema. */
export function parseOptions(game: AnyGame, json: string | undefined): unknown {
  if (json === undefined) return checkOptions(game, {});
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    throw new CliError(`--options is not valid JSON (${e instanceof Error ? e.message : String(e)}).`);
  }
  return checkOptions(game, raw);
}
