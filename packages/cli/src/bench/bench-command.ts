import type { Locale } from '@docket/engine';
import { println, type CliIo } from '../io.js';
import { requireGame, type Registry } from '../lookup.js';
import { formatNumber, messages } from '../messages.js';
import { benchGame, type BenchResult } from './bench.js';
import { benchMcts } from './mcts-bench.js';

export interface BenchFlags {
  readonly seconds: number;
  /** The search budget of each timed MCTS decision; 0 skips the MCTS measure. */
  readonly mctsIterations?: number;
  readonly json?: boolean;
  readonly lang: Locale;
}

/** One game's figures: random playouts, then IS-MCTS search speed (null when not measured). */
export interface GameBench extends BenchResult {
  readonly mctsIterationsPerSecond: number | null;
  readonly mctsIterations: number | null;
  readonly mctsDecisions: number | null;
  readonly mctsSeconds: number | null;
  readonly mctsIterationsPerCpuSecond: number | null;
  readonly mctsCpuSeconds: number | null;
}

const DEFAULT_MCTS_ITERATIONS = 1_000;

/** `docket bench [game]`: every registered game when none is named, one after another on this core. */
export function benchCommand(registry: Registry, io: CliIo, gameId: string | undefined, flags: BenchFlags): GameBench[] {
  const games = gameId === undefined ? registry.games : [requireGame(registry, gameId)];
  const m = messages(flags.lang);
  const num = (n: number, digits = 0) => formatNumber(n, flags.lang, digits);
  const iterations = flags.mctsIterations ?? DEFAULT_MCTS_ITERATIONS;
  const results: GameBench[] = [];
  for (const game of games) {
    const r = benchGame(game, { seconds: flags.seconds });
    const mcts = iterations > 0 ? benchMcts(game, { iterations, seconds: flags.seconds }) : null;
    results.push({
      ...r,
      mctsIterationsPerSecond: mcts?.iterationsPerSecond ?? null,
      mctsIterations: mcts?.iterations ?? null,
      mctsDecisions: mcts?.decisions ?? null,
      mctsSeconds: mcts?.seconds ?? null,
      mctsIterationsPerCpuSecond: mcts?.iterationsPerCpuSecond ?? null,
      mctsCpuSeconds: mcts?.cpuSeconds ?? null,
    });
    if (flags.json) continue;
    println(io.stdout, m.bench(r.game, num(r.gamesPerSecond), num(r.actionsPerSecond), num(r.games), num(r.actions), num(r.seconds, 2)));
    if (mcts) println(io.stdout, m.benchMcts(r.game, num(mcts.iterationsPerSecond), num(mcts.iterations), mcts.decisions, num(mcts.seconds, 2), num(mcts.iterationsPerCpuSecond)));
  }
  if (flags.json) io.stdout.write(`${JSON.stringify(results)}\n`);
  return results;
}
