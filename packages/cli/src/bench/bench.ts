import { performance } from 'node:perf_hooks';
import { Rng, type Action, type Game, type Seat } from '@docket/engine';

/** One game's throughput under random playouts on one core. */
export interface BenchResult {
  readonly game: string;
  readonly games: number;
  readonly actions: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly actionsPerSecond: number;
}

export interface BenchSettings {
  /** Time to measure, after the warm-up. */
  readonly seconds: number;
  /** Time to play unmeasured first, so the JIT has compiled the hot paths. */
  readonly warmupSeconds?: number;
  /** A game longer than this is a bug in the game (it never ends). */
  readonly maxActions?: number;
}

/**
 * One full random playout from setup, the loop every simulation and search runs:
 * `toAct` → `legalActions` → random pick → `applyLegal`. Returns the number of actions played.
 */
export function playout<S, A extends Action, V, O>(
  game: Game<S, A, V, O>,
  players: number,
  options: O,
  seed: string,
  rng: Rng,
  maxActions: number,
): number {
  let state = game.setup(players, options, seed);
  let actions = 0;
  for (;;) {
    const seats = game.toAct(state);
    if (seats.length === 0) return actions;
    if (actions >= maxActions) throw new Error(`${game.info.id} did not end within ${maxActions} actions (seed ${seed}).`);
    const seat: Seat = seats.length === 1 ? (seats[0] as Seat) : rng.pick(seats);
    const legal = game.legalActions(state, seat);
    state = game.applyLegal(state, seat, rng.pick(legal)).state;
    actions++;
  }
}

/** Plays random games for the warm-up, then for `seconds`, and reports the measured part. */
export function benchGame<S, A extends Action, V, O>(game: Game<S, A, V, O>, settings: BenchSettings): BenchResult {
  const { seconds, maxActions = 1_000_000 } = settings;
  const warmup = settings.warmupSeconds ?? Math.min(1, seconds / 2);
  const players = game.info.minPlayers;
  const options = game.options.parse({});
  const rng = Rng.seeded(`bench/${game.info.id}`);
  let n = 0;
  const run = (budget: number): { games: number; actions: number; seconds: number } => {
    const start = performance.now();
    const deadline = start + budget * 1000;
    let games = 0;
    let actions = 0;
    // At least one game, so even a tiny budget gives a figure.
    do {
      actions += playout(game, players, options, `bench/${n++}`, rng, maxActions);
      games++;
    } while (performance.now() < deadline);
    return { games, actions, seconds: (performance.now() - start) / 1000 };
  };
  if (warmup > 0) run(warmup);
  const m = run(seconds);
  return {
    game: game.info.id,
    games: m.games,
    actions: m.actions,
    seconds: m.seconds,
    gamesPerSecond: m.games / m.seconds,
    actionsPerSecond: m.actions / m.seconds,
  };
}
