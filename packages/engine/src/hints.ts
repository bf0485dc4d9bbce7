import type { Action, GameEvent, Outcome, Seat, Text } from './game.js';
import type { Rng } from './rng.js';

/**
 * Per-game knowledge that bots plug in (DESIGN.md "Bots"). Everything a hint sees is either the acting
 * seat's own view (`prior`, `believe`) or a world the bot has already determinised (`rollout`, `evaluate`):
 * no hint is ever handed the true state of a match.
 */
export interface GameHints<S, A extends Action, V> {
  /**
   * How promising an action looks to the seat that sees `view`, higher is better (any scale).
   * The greedy bot takes the best; search uses it to order and bias its first visits.
   */
  prior?(view: V, seat: Seat, action: A): number;
  /** The move a playout makes in a determinised world (default: uniform random). */
  rollout?(s: S, seat: Seat, legal: readonly A[], rng: Rng): A;
  /** Estimated payoff per seat in [0, 1] for a playout cut off before the end. */
  evaluate?(s: S): number[];
  /** How many actions a playout may take before `evaluate` cuts it off. */
  rolloutDepth?: number;
  /**
   * UCB1's exploration constant suited to this game's payoffs (search default √2): where one decision moves
   * the evaluation by hundredths, a smaller constant lets the search tell decisions apart at all.
   */
  exploration?: number;
  /**
   * How many actions below the root the search's tree may grow (default unbounded). Beyond a few plies a
   * single-observer tree pools the other seats' choices over worlds they could tell apart (a claim made
   * whatever the hand): an evaluation that reads each world's hands can judge those plies better.
   */
  treeDepth?: number;
  /**
   * Whether a seat other than the searching one, deciding below the search's root in the dealt world `s`, plays
   * `rollout` there (default: never; the tree's statistics, pooled over worlds, choose for it). Pooled, a seat
   * cannot play the hand a world gave it: it claims alike whatever it holds, and a search answering such claims
   * learns they are often bluffs. Where a decision hangs on a hidden hand, the rollout policy plays each world's.
   */
  othersFollowRollout?(s: S, seat: Seat): boolean;
  /**
   * How much the payoffs can still move at the decision `seat` faces in `view`, in payoff units (default 1): the
   * search scales its exploration constant and its prior's bias by it. Where a decision can only shift the match
   * by a few hundredths (an early round of a match won over several), a constant tuned for decisive rounds would
   * spread the visits evenly, and the other seats' answers in the tree would be averaged instead of chosen.
   */
  stakes?(view: V, seat: Seat): number;
  /**
   * A world dealt from `view` as likely as the bots believe it, not merely possible: like `resample` (the same
   * view back), but weighing what the seat saw others do, e.g. that a claim is more often true than a random
   * hand would make it. Search deals its worlds with it when present, else with `resample`.
   */
  believe?(view: V, rng: Rng): S;
  /**
   * The bots people pick by name, per level: a bot spec for each (e.g. `{ hard: 'mcts:1s' }`), chosen from
   * measured rates against each other; a level the game leaves out is the platform's default.
   */
  levels?: Readonly<Partial<Record<'easy' | 'medium' | 'hard', string>>>;
}

/** A number a game reports per match, aggregated over many by simulations. */
export interface Metric<S> {
  readonly id: string;
  readonly label: Text;
  /**
   * 'mean': the average of the per-match values. 'share': per-match `[count, of]` pairs, reported as
   * total count / total of (e.g. hearings won by a double win out of all hearings).
   */
  readonly kind: 'mean' | 'share';
  measure(m: FinishedMatch<S>): number | readonly [number, number];
}

/** What a metric may read: every event unfiltered (simulations are omniscient), and the end. */
export interface FinishedMatch<S> {
  readonly players: number;
  readonly events: readonly GameEvent[];
  readonly final: S;
  readonly outcome: Outcome | null;
  readonly actions: number;
}
