import type { Action, Game } from '@docket/engine';
import type { LawCoverage } from './findings.js';
import type { Law } from './laws.js';

export interface ConformanceConfig {
  players: number;
  /** Raw options, parsed by `game.options` (so defaults apply). */
  options?: unknown;
  /** Seeded random games to play; default 1000. */
  games?: number;
  /** Step bound per game; default 5000. */
  maxSteps?: number;
  /** Base seed: game i is seeded `${seed}/${i}`. Default 'conformance'. */
  seed?: string;
  /**
   * Games on which the per-step deep checks run; default all of them. At least min(games, 100): the
   * per-step laws must see 100 games of every configuration (or every game of a shorter one).
   */
  deepGames?: number;
  label?: string;
  /**
   * Event types that reveal a secret to their audience (an accusation found right or wrong, say). Within a
   * step, once a viewer receives one whose payload differs between two worlds while its next views differ too,
   * the rest of the step may branch on what it revealed (other event types, another `toAct`). Default none:
   * the types and `toAct` never depend on a secret. Each entry is a reviewable claim about the rules.
   */
  reveals?: readonly string[];
}

/** The figures of a configuration whose laws all held. */
export interface ConformanceReport {
  readonly games: number;
  /** Games that reached an outcome with nobody left to act. */
  readonly completed: number;
  /** Actions played over all games. */
  readonly totalSteps: number;
  /** The longest game, in actions. */
  readonly maxStepsSeen: number;
  /** Worlds built by `resample` and viewed again (deep games only). */
  readonly hiddenWorldsChecked: number;
  /** Per viewer ("0", "1", …, "spectator"): states whose resampled worlds were not all alike. */
  readonly distinctWorldSteps: Readonly<Record<string, number>>;
  /** Per viewer: states where `redeal` changed something (its generator aside). */
  readonly redealtWorldSteps: Readonly<Record<string, number>>;
  /** Non-interference comparisons: (action, viewer, world) where the action was legal in the world too. */
  readonly interferenceChecks: number;
  /** The same, where the action was not legal in the world (another seat's hidden cards), so not compared. */
  readonly interferenceSkipped: number;
  /** Per law, the games and the states it was checked on (until it broke, if it did). */
  readonly coverage: Readonly<Record<Law, LawCoverage>>;
}

/** The per-step laws run on at least this many games of a configuration (every game of a shorter one). */
export const MIN_DEEP_GAMES = 100;

export const DEFAULT_GAMES = 1000;
export const DEFAULT_MAX_STEPS = 5000;
export const DEFAULT_SEED = 'conformance';

/** A configuration with its defaults filled in and its options parsed. */
export interface ResolvedConfig<O> {
  readonly players: number;
  readonly options: O;
  readonly games: number;
  readonly maxSteps: number;
  readonly seed: string;
  readonly deepGames: number;
  readonly reveals: ReadonlySet<string>;
  /** How failures name the configuration. */
  readonly text: string;
}

/** The name a configuration goes by in test titles. */
export function configLabel(config: ConformanceConfig): string {
  if (config.label !== undefined) return config.label;
  const options = config.options === undefined ? '' : ` ${JSON.stringify(config.options)}`;
  return `${config.players} players${options}`;
}

function count(value: number | undefined, fallback: number, least: number, what: string): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < least) throw new Error(`A conformance config's ${what} must be a whole number ≥ ${least}, not ${n}.`);
  return n;
}

/** A bad configuration is the test author's mistake, so it throws instead of failing a law. */
export function resolveConfig<S, A extends Action, V, O>(game: Game<S, A, V, O>, config: ConformanceConfig): ResolvedConfig<O> {
  const { id, minPlayers, maxPlayers } = game.info;
  const { players } = config;
  if (!Number.isInteger(players) || players < minPlayers || players > maxPlayers) {
    throw new Error(`${id} takes ${minPlayers}–${maxPlayers} players; a conformance config asks for ${players}.`);
  }
  const parsed = game.options.safeParse(config.options ?? {});
  if (!parsed.success) {
    throw new Error(`${id} rejects the conformance options ${JSON.stringify(config.options)}: ${parsed.error.message}`);
  }
  const games = count(config.games, DEFAULT_GAMES, 1, 'games');
  const reveals = config.reveals ?? [];
  if (!Array.isArray(reveals) || !reveals.every((r) => typeof r === 'string' && r !== '')) {
    throw new Error(`A conformance config's reveals must be a list of event types, not ${JSON.stringify(config.reveals)}.`);
  }
  const least = Math.min(games, MIN_DEEP_GAMES);
  if (config.deepGames !== undefined && config.deepGames < least) {
    throw new Error(
      `A conformance config's deepGames must be at least ${least} (min(games, ${MIN_DEEP_GAMES})), not ${config.deepGames}: ` +
        `the per-step laws run on ${MIN_DEEP_GAMES} games of every configuration, or on all of a shorter one.`,
    );
  }
  const plain = `${players} players, options ${JSON.stringify(config.options ?? {})}`;
  return {
    players,
    options: parsed.data,
    games,
    maxSteps: count(config.maxSteps, DEFAULT_MAX_STEPS, 1, 'maxSteps'),
    seed: config.seed ?? DEFAULT_SEED,
    deepGames: Math.min(games, count(config.deepGames, games, least, 'deepGames')),
    reveals: new Set(reveals),
    text: config.label === undefined ? plain : `"${config.label}" (${plain})`,
  };
}
