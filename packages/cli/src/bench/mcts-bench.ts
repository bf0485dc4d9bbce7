import { performance } from 'node:perf_hooks';
import { mctsBot } from '@docket/bots';
import { Rng, type Action, type Game, type Seat } from '@docket/engine';

/** IS-MCTS search speed in one game on one core. */
export interface MctsBenchResult {
  readonly iterations: number;
  readonly decisions: number;
  readonly seconds: number;
  readonly iterationsPerSecond: number;
  /**
   * The same search counted in this process's CPU time: on a machine whose other cores are busy
   * (or shared), wall-clock time runs on while the search waits for a core, CPU time does not. The
   * search is single-threaded; the garbage collector's helper threads count too, so this errs low.
   */
  readonly cpuSeconds: number;
  readonly iterationsPerCpuSecond: number;
}

export interface MctsBenchSettings {
  /** The search budget of each decision. */
  readonly iterations: number;
  /** Time to keep deciding after the first round of positions (every position is searched at least once). */
  readonly seconds: number;
  /** How many positions, spread from the start to the end of a random game. */
  readonly positions?: number;
  readonly maxActions?: number;
}

interface Position<S> {
  readonly state: S;
  readonly seat: Seat;
}

/**
 * Positions worth a search (a seat to act with a real choice), taken evenly along one random game
 * from setup: early, middle and late play all count.
 */
export function benchPositions<S, A extends Action, V, O>(game: Game<S, A, V, O>, count: number, maxActions = 1_000_000): Position<S>[] {
  const rng = Rng.seeded(`bench/mcts/${game.info.id}`);
  let state = game.setup(game.info.minPlayers, game.options.parse({}), `bench/mcts/${game.info.id}`);
  const choices: Position<S>[] = [];
  for (let n = 0; n < maxActions; n++) {
    const seats = game.toAct(state);
    if (seats.length === 0) break;
    const seat: Seat = seats.length === 1 ? (seats[0] as Seat) : rng.pick(seats);
    const legal = game.legalActions(state, seat);
    if (legal.length > 1) choices.push({ state, seat });
    state = game.applyLegal(state, seat, rng.pick(legal)).state;
  }
  if (choices.length === 0) return [];
  return Array.from({ length: Math.min(count, choices.length) }, (_, k) => choices[Math.floor(((k + 0.5) / count) * choices.length)] as Position<S>);
}

/**
 * Times an MCTS bot (budget by iterations) deciding from a few positions, after one unmeasured
 * warm-up decision; null when a random game offers no real choice. Only search time is counted.
 */
export function benchMcts<S, A extends Action, V, O>(game: Game<S, A, V, O>, settings: MctsBenchSettings): MctsBenchResult | null {
  const positions = benchPositions(game, settings.positions ?? 4, settings.maxActions);
  if (positions.length === 0) return null;
  const bot = mctsBot({ iterations: settings.iterations })(game);
  // Views and legal lists are built before timing: the bot is handed them, it does not build them.
  const asked = positions.map((p) => ({ view: game.view(p.state, p.seat), seat: p.seat, legal: game.legalActions(p.state, p.seat) }));
  const decide = (k: number) => bot.choose({ ...(asked[k % asked.length] as (typeof asked)[number]), rng: Rng.seeded(`bench/mcts/${k}`) });
  decide(0);
  let decisions = 0;
  let spent = 0;
  let cpuMicros = 0;
  const deadline = performance.now() + settings.seconds * 1000;
  do {
    const start = performance.now();
    const cpu = process.cpuUsage();
    decide(decisions);
    const used = process.cpuUsage(cpu);
    spent += performance.now() - start;
    cpuMicros += used.user + used.system;
    decisions++;
  } while (decisions < positions.length || performance.now() < deadline);
  const seconds = spent / 1000;
  // A clock tick can round a very short search to no CPU time at all: never divide by zero.
  const cpuSeconds = Math.max(cpuMicros, 1) / 1e6;
  const iterations = decisions * settings.iterations;
  return { iterations, decisions, seconds, iterationsPerSecond: iterations / seconds, cpuSeconds, iterationsPerCpuSecond: iterations / cpuSeconds };
}
