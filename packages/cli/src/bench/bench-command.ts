import type { Locale } from '@docket/engine';
import { println, type CliIo } from '../io.js';
import { requireGame, type Registry } from '../lookup.js';
import { formatNumber, messages } from '../messages.js';
import { benchGame, type BenchResult } from './bench.js';

export interface BenchFlags {
  readonly seconds: number;
  readonly json?: boolean;
  readonly lang: Locale;
}

/** `docket bench [game]`: every registered game when none is named, one after another on this core. */
export function benchCommand(registry: Registry, io: CliIo, gameId: string | undefined, flags: BenchFlags): BenchResult[] {
  const games = gameId === undefined ? registry.games : [requireGame(registry, gameId)];
  const m = messages(flags.lang);
  const num = (n: number, digits = 0) => formatNumber(n, flags.lang, digits);
  const results: BenchResult[] = [];
  for (const game of games) {
    const r = benchGame(game, { seconds: flags.seconds });
    results.push(r);
    if (flags.json) continue;
    const line = m.bench(r.game, num(r.gamesPerSecond), num(r.actionsPerSecond), num(r.games), num(r.actions), num(r.seconds, 2));
    println(io.stdout, line);
  }
  if (flags.json) io.stdout.write(`${JSON.stringify(results)}\n`);
  return results;
}
