import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import cliProgress from 'cli-progress';
import type { Locale } from '@docket/engine';
import { parseOptions, resolvePlayers } from '../args.js';
import { CliError, messageOf } from '../errors.js';
import { println, type CliIo } from '../io.js';
import { requireBot, requireGame, type Registry } from '../lookup.js';
import { formatNumber, formatPercent, messages } from '../messages.js';
import { toCsv } from './csv.js';
import { range, runSlice, type GameResult, type SimulationSpec } from './slice.js';
import { summarize, type SimulationSummary } from './summary.js';

export interface SimulateFlags {
  readonly games: number;
  readonly seed?: string;
  readonly players?: number;
  readonly options?: string;
  readonly bots?: readonly string[];
  readonly maxActions?: number;
  readonly json?: boolean;
  readonly csv?: string;
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
  return { game: game.info.id, players, options, bots, seed, maxActions: flags.maxActions ?? 100_000 };
}

/** `docket simulate`: plays the games, writes the report (and the CSV), returns the summary. */
export function simulateCommand(registry: Registry, io: CliIo, gameId: string, flags: SimulateFlags): SimulationSummary {
  const spec = simulationSpec(registry, io, gameId, flags);
  const format = `${spec.game} {bar} {value}/{total} · {percentage}% · ETA {eta_formatted}`;
  const bar = io.progress && flags.games > 1 ? new cliProgress.SingleBar({ stream: io.stderr, clearOnComplete: true, format }) : null;
  bar?.start(flags.games, 0);
  const started = performance.now();
  let done = 0;
  const results: GameResult[] = runSlice(registry, spec, range(0, flags.games), () => bar?.update(++done));
  const seconds = (performance.now() - started) / 1000;
  bar?.stop();
  const summary = summarize(spec, results);
  if (flags.csv !== undefined) {
    try {
      writeFileSync(flags.csv, toCsv(spec.players, results));
    } catch (e) {
      throw new CliError(`Cannot write ${flags.csv}: ${messageOf(e)}`);
    }
  }
  if (flags.json) io.stdout.write(`${JSON.stringify(summary)}\n`);
  else println(io.stdout, ...report(summary, seconds, flags.lang, flags.csv));
  return summary;
}

/** Failures listed in the readable report; --json and --csv list them all. */
const SHOWN_FAILURES = 10;

/** The readable report. */
export function report(s: SimulationSummary, seconds: number, lang: Locale, csv?: string): string[] {
  const m = messages(lang);
  const num = (n: number, digits = 1) => formatNumber(n, lang, digits);
  const pct = (r: number) => formatPercent(r, lang);
  const lines = [
    m.simHeader(s.game, s.games, s.players, s.bots.join(', '), s.seed),
    m.simCounts(s.completed, s.truncated, s.errors),
  ];
  s.winsBySeat.forEach((wins, seat) => {
    const [low, high] = s.winRateCIBySeat[seat] ?? [0, 1];
    const score = num(s.meanScoreBySeat[seat] ?? 0, 2);
    lines.push(m.simSeat(seat, wins, pct(s.winRateBySeat[seat] ?? 0), pct(low), pct(high), score));
  });
  if (s.draws > 0) lines.push(m.simDraws(s.draws));
  if (s.meanActions !== null && s.meanActionsCI && s.actionsRange) {
    const [low, high] = s.meanActionsCI;
    lines.push(m.simActions(num(s.meanActions), num(low), num(high), s.actionsRange[0], s.actionsRange[1]));
  }
  const reasons = Object.entries(s.reasons);
  if (reasons.length > 0) lines.push(`${m.simReasons} ${reasons.map(([r, n]) => `${r} ${n}`).join(', ')}`);
  for (const f of s.failures.slice(0, SHOWN_FAILURES)) lines.push(m.simFailure(f.index, f.seed, f.message));
  if (s.failures.length > SHOWN_FAILURES) lines.push(m.simMoreFailures(s.failures.length - SHOWN_FAILURES));
  lines.push(m.simTime(num(seconds, 2)));
  if (csv !== undefined) lines.push(m.simCsv(csv));
  return lines;
}
