import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Locale } from '@docket/engine';
import { parseOptions, resolvePlayers } from '../args.js';
import { CliError, messageOf } from '../errors.js';
import { println, type CliIo } from '../io.js';
import { requireBot, requireGame, type Registry } from '../lookup.js';
import { htmlReport } from '../report/html-report.js';
import { openCheckpoint } from './checkpoint.js';
import { toCsv } from './csv.js';
import { runPool } from './pool.js';
import { progressBar } from './progress.js';
import { range, runSlice, type GameResult, type SimulationSpec } from './slice.js';
import { summarize, type SimulationSummary } from './summary.js';
import { textReport } from './text-report.js';

export interface SimulateFlags {
  readonly games: number;
  readonly seed?: string;
  readonly players?: number;
  readonly options?: string;
  /** Bot specs: one for every seat, or one per seat. */
  readonly bots?: readonly string[];
  readonly rotate?: boolean;
  readonly maxActions?: number;
  /** Worker threads; 1 plays on this thread. */
  readonly workers?: number;
  readonly json?: boolean;
  readonly csv?: string;
  /** The HTML report's file. */
  readonly report?: string;
  /** Each game is appended to this file as it ends; the games it already holds are not played again. */
  readonly checkpoint?: string;
  readonly lang: Locale;
}

/** Checks the flags against the game and the registry, and fixes the seed: a spec any worker can play. */
export function simulationSpec(registry: Registry, io: CliIo, gameId: string, flags: SimulateFlags): SimulationSpec {
  const game = requireGame(registry, gameId);
  const players = resolvePlayers(game, flags.players);
  const options = parseOptions(game, flags.options);
  const names = flags.bots ?? ['random'];
  for (const name of names) requireBot(registry, name);
  if (names.length !== 1 && names.length !== players) {
    throw new CliError(`--bots takes one bot for every seat or ${players} (one per seat), not ${names.length}.`);
  }
  const bots = names.length === 1 ? new Array<string>(players).fill(names[0] as string) : [...names];
  const seed = flags.seed ?? io.newSeed();
  return { game: game.info.id, players, options, bots, rotate: flags.rotate ?? false, seed, maxActions: flags.maxActions ?? 100_000 };
}

/** Plays the given games on this thread, or on worker threads; the results are the same either way. */
export async function playGames(
  registry: Registry,
  spec: SimulationSpec,
  indexes: readonly number[],
  workers: number,
  onResult?: (r: GameResult) => void,
): Promise<GameResult[]> {
  if (workers <= 1) return runSlice(registry, spec, indexes, onResult);
  return runPool(registry, spec, indexes, workers, onResult);
}

function write(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    throw new CliError(`Cannot write ${file}: ${messageOf(e)}`);
  }
}

/** `docket simulate`: plays the games, writes the report (and the CSV and HTML files), returns the summary. */
export async function simulateCommand(registry: Registry, io: CliIo, gameId: string, flags: SimulateFlags): Promise<SimulationSummary> {
  const spec = simulationSpec(registry, io, gameId, flags);
  const game = requireGame(registry, spec.game);
  const checkpoint = flags.checkpoint === undefined ? null : openCheckpoint(flags.checkpoint, spec, flags.games);
  const done = checkpoint?.done ?? new Map<number, GameResult>();
  const todo = [...range(0, flags.games)].filter((i) => !done.has(i));
  const progress = progressBar(io, spec.game, todo.length, flags.lang, flags.json ?? false);
  const started = performance.now();
  let played: GameResult[];
  try {
    played = await playGames(registry, spec, todo, flags.workers ?? 1, (r) => {
      checkpoint?.save(r);
      progress.tick();
    });
  } finally {
    progress.stop();
  }
  const results = [...done.values(), ...played].sort((a, b) => a.index - b.index);
  const seconds = (performance.now() - started) / 1000;
  const metrics = game.metrics ?? [];
  const summary = summarize(spec, results, metrics);
  if (flags.csv !== undefined) write(flags.csv, toCsv(spec.players, results, metrics));
  if (flags.report !== undefined) {
    const lengths = results.flatMap((r) => (r.status === 'completed' ? [r.actions] : []));
    const page = htmlReport({ summary, gameName: game.info.name, lengths, maxActions: spec.maxActions, date: new Date(), lang: flags.lang });
    write(flags.report, page);
  }
  if (flags.json) io.stdout.write(`${JSON.stringify(summary)}\n`);
  else println(io.stdout, ...textReport(summary, seconds, flags.lang, { csv: flags.csv, html: flags.report }));
  return summary;
}
