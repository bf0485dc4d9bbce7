import type { Action, Game } from '@docket/engine';
import type { Bot, BotFactory, Decision } from './bot.js';
import { Search, type SearchSettings } from './search.js';

/** The search budget used when none is given. */
export const DEFAULT_ITERATIONS = 1_000;

/**
 * How long the search runs: a number of iterations (the same decision for the same `Decision.rng` seed), a
 * time in milliseconds read from a clock the caller passes in (bots never read clocks themselves), or both
 * (whichever runs out first). Neither: `DEFAULT_ITERATIONS`.
 */
export interface MctsOptions {
  readonly iterations?: number;
  readonly ms?: number;
  /** Milliseconds from any origin (e.g. `performance.now`); required with `ms`. */
  readonly clock?: () => number;
  /**
   * UCB1's exploration constant (default: the game's `hints.exploration`, else √2; payoffs are in [0, 1]). The search
   * multiplies it, and the prior weight, by the game's `hints.stakes` for the decision when the game has them.
   */
  readonly exploration?: number;
  /**
   * Weight of the progressive bias from `hints.prior` (normalised to [0, 1], fading as 1 / (visits + 1)).
   * Default 3: on Tribunal 1920 at 200 iterations it beat a weight of 1 in 58 of 60 games.
   */
  readonly priorWeight?: number;
  /**
   * Whether nodes below the root use `hints.prior` too, judged from the acting seat's view of each dealt world
   * (default false: the root's prior comes from the bot's own view for free, a node's costs a `view`).
   */
  readonly treePriors?: boolean;
  /**
   * How many actions below the root the tree may grow (default: the game's `hints.treeDepth`, else unbounded);
   * an iteration that reaches it plays out from there (with `rolloutDepth` 0, the evaluation judges it).
   */
  readonly treeDepth?: number;
  /**
   * How the other seats choose below the root (default: as the game's `hints.othersFollowRollout(state, seat)`
   * says, decision by decision, else 'search'): 'rollout' has them always follow the game's rollout hint in each
   * dealt world, where they hold their hands, instead of statistics pooled over every world; 'search' never.
   */
  readonly others?: 'search' | 'rollout';
  /** A playout longer than this ends at `hints.evaluate`, or is an error in a game without it. */
  readonly maxPlayout?: number;
  /** The bot's name in logs and reports (default "mcts"). */
  readonly name?: string;
}

function checkCount(label: string, n: number | undefined, min: number): void {
  if (n !== undefined && !(Number.isFinite(n) && n >= min)) {
    throw new Error(`mctsBot: ${label} must be a number ≥ ${min}, not ${String(n)}.`);
  }
}

type BaseSettings = Omit<SearchSettings, 'timeLeft' | 'exploration' | 'treeDepth' | 'others'> & {
  readonly ms: number | null;
  readonly exploration: number | null;
  readonly treeDepth: number | null;
  readonly others: SearchSettings['others'] | null;
};

function settingsOf(options: MctsOptions): BaseSettings {
  const { iterations, ms, clock, exploration, priorWeight, maxPlayout, treePriors, treeDepth, others } = options;
  checkCount('iterations', iterations, 1);
  checkCount('ms', ms, 0);
  checkCount('exploration', exploration, 0);
  checkCount('priorWeight', priorWeight, 0);
  checkCount('maxPlayout', maxPlayout, 1);
  checkCount('treeDepth', treeDepth, 1);
  if (others !== undefined && others !== 'search' && others !== 'rollout') {
    throw new Error(`mctsBot: others must be 'search' or 'rollout', not ${String(others)}.`);
  }
  if (ms !== undefined && clock === undefined) throw new Error('mctsBot: a time budget (ms) needs a clock.');
  return {
    iterations: iterations === undefined ? (ms === undefined ? DEFAULT_ITERATIONS : Infinity) : Math.floor(iterations),
    ms: ms ?? null,
    exploration: exploration ?? null,
    priorWeight: priorWeight ?? 3,
    maxPlayout: maxPlayout ?? 100_000,
    treePriors: treePriors ?? false,
    treeDepth: treeDepth === undefined ? null : Math.floor(treeDepth),
    others: others ?? null,
  };
}

/**
 * An information-set Monte Carlo tree search bot. It sees only its decision (view, seat, legal actions,
 * generator); every iteration deals a world with the game's `hints.believe(view, rng)`, else with
 * `game.resample(view, rng)`, and searches one tree shared by all worlds. It uses the game's hints when
 * present: prior (first-play order and progressive bias), rollout policy, and evaluate with rolloutDepth to cut
 * playouts short.
 */
export function mctsBot(options: MctsOptions = {}): BotFactory {
  const base = settingsOf(options);
  const { clock } = options;
  const name = options.name ?? 'mcts';
  return <S, A extends Action, V, O>(game: Game<S, A, V, O>): Bot<A, V> => ({
    name,
    choose(d: Decision<A, V>): A {
      if (d.legal.length === 0) throw new Error(`${name}: seat ${d.seat} was asked to choose among no actions.`);
      if (d.legal.length === 1) return d.legal[0] as A;
      let timeLeft: (() => number) | null = null;
      const { ms } = base;
      if (ms !== null && clock !== undefined) {
        const deadline = clock() + ms;
        timeLeft = ms > 0 ? () => (deadline - clock()) / ms : () => 0;
      }
      const exploration = base.exploration ?? game.hints?.exploration ?? Math.SQRT2;
      const treeDepth = base.treeDepth ?? game.hints?.treeDepth ?? Infinity;
      return new Search(game, d, { ...base, exploration, treeDepth, others: base.others ?? 'hint', timeLeft }).run();
    },
  });
}
