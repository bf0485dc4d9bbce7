import type { Action, Game, GameHints, Rng, Seat } from '@docket/engine';
import type { Decision } from './bot.js';
import { finalPayoff, playout } from './playout.js';
import { actionKey, normalisePriors, TreeNode } from './tree.js';

/** How often, in iterations, the search checks whether its answer is already decided. */
const DECIDED_EVERY = 16;

/** The search's settings, checked and with their defaults filled in (see `MctsOptions`). */
export interface SearchSettings {
  readonly iterations: number;
  /**
   * The share of the time budget still left, from 1 at the start to 0 or less once it is spent (null: no time
   * budget); read before every iteration after the first.
   */
  readonly timeLeft: (() => number) | null;
  readonly exploration: number;
  readonly priorWeight: number;
  readonly maxPlayout: number;
  /** Whether nodes below the root take priors too (one `view` per node that meets new edges). */
  readonly treePriors: boolean;
  /** The tree's depth in actions below the root: an iteration reaching it stops there and plays out. */
  readonly treeDepth: number;
  /**
   * How the other seats choose below the root: 'search' by the tree's statistics (pooled over every world, so
   * blind to their own hands), 'rollout' by the game's rollout hint in each dealt world (they play their hands),
   * 'hint' by the rollout hint where the game's `othersFollowRollout(state, seat)` says so, else by the tree.
   */
  readonly others: 'search' | 'rollout' | 'hint';
}

/**
 * Information-set Monte Carlo tree search for one decision (single observer): each iteration deals a world
 * from the decision's view alone (as the game's `believe` hint weighs it, if any), descends the tree choosing,
 * at each node, for the seat that acts there, expands one edge, plays out and backs up every seat's payoff.
 */
export class Search<S, A extends Action, V, O> {
  private readonly hints: GameHints<S, A, V> | undefined;
  private readonly rng: Rng;
  private readonly root = new TreeNode(-1, 0);
  /** The root's normalised priors, by action key, from the decision's own view. */
  private readonly rootPriors = new Map<string, number>();
  // Scratch arrays reused by every iteration (the hot path allocates no per-step lists of its own).
  private readonly path: TreeNode[] = [];
  private readonly fresh: number[] = [];
  private readonly ties: number[] = [];
  /** What `select` chose: the action's index in the legal list, and the node it leads to. */
  private chosen = -1;
  private child: TreeNode = this.root;
  /** Deals one world from the decision's view: the game's `believe` hint, else its `resample`. */
  private readonly deal: (view: V, rng: Rng) => S;
  /** The exploration constant and prior weight, scaled by the decision's stakes (`hints.stakes`). */
  private readonly exploration: number;
  private readonly priorWeight: number;

  constructor(
    private readonly game: Game<S, A, V, O>,
    private readonly d: Decision<A, V>,
    private readonly settings: SearchSettings,
  ) {
    this.hints = game.hints;
    this.rng = d.rng;
    const believe = this.hints?.believe;
    this.deal = believe ? (v, r) => believe(v, r) : (v, r) => game.resample(v, r);
    const stakes = this.hints?.stakes?.(d.view, d.seat) ?? 1;
    // A faulty hint (NaN, negative) must not stop exploration: it counts as full stakes.
    const scale = Number.isFinite(stakes) && stakes > 0 ? stakes : 1;
    this.exploration = settings.exploration * scale;
    this.priorWeight = settings.priorWeight * scale;
    const prior = this.hints?.prior;
    if (prior) {
      const raw = normalisePriors(d.legal.map((a) => prior(d.view, d.seat, a)));
      d.legal.forEach((a, i) => this.rootPriors.set(actionKey(a), raw[i] as number));
    }
  }

  /**
   * Runs the budget, then answers with the most visited root action (ties: higher prior, then first). It stops
   * early once no other action can catch the leader in the iterations left (for a time budget, the iterations
   * its rate so far would fit in the time left): the answer would be the same, sooner.
   */
  run(): A {
    const { iterations, timeLeft } = this.settings;
    for (let i = 0; i < iterations; i++) {
      if (i > 0) {
        const share = timeLeft === null ? 1 : timeLeft();
        if (share <= 0) break;
        if (i % DECIDED_EVERY === 0) {
          const byTime = share >= 1 ? Infinity : (i * share) / (1 - share);
          if (this.lead() > Math.min(iterations - i, byTime)) break;
        }
      }
      this.iterate();
    }
    return this.best();
  }

  /** How many visits the most visited root action has over the next one. */
  private lead(): number {
    const edges = this.root.edges(this.d.seat);
    let first = 0;
    let second = 0;
    for (const a of this.d.legal) {
      const v = edges.get(actionKey(a))?.visits ?? 0;
      if (v > first) {
        second = first;
        first = v;
      } else if (v > second) second = v;
    }
    return first - second;
  }

  private best(): A {
    const { legal, seat } = this.d;
    const edges = this.root.edges(seat);
    let best = legal[0] as A;
    let visits = -1;
    let prior = -1;
    for (const a of legal) {
      const key = actionKey(a);
      const v = edges.get(key)?.visits ?? 0;
      const p = this.rootPriors.get(key) ?? 0;
      if (v > visits || (v === visits && p > prior)) {
        best = a;
        visits = v;
        prior = p;
      }
    }
    return best;
  }

  private iterate(): void {
    const { game, d, rng, path } = this;
    path.length = 0;
    let s = this.deal(d.view, rng);
    let node = this.root;
    let payoff: readonly number[] | null = null;
    for (;;) {
      const seats = game.toAct(s);
      if (seats.length === 0) {
        payoff = finalPayoff(game, s);
        break;
      }
      const atRoot = node === this.root;
      // The root decides for the bot's seat; below it, simultaneous seats are taken in a random arrival order.
      const seat: Seat = atRoot ? d.seat : seats.length === 1 ? (seats[0] as Seat) : rng.pick(seats);
      const legal = atRoot ? d.legal : game.legalActions(s, seat);
      if (legal.length === 0) throw new Error(`${game.info.id}: seat ${seat} is to act but has no legal action.`);
      const expanded =
        !atRoot && seat !== d.seat && this.follows(s, seat) ? this.follow(node, s, seat, legal) : this.select(node, s, seat, legal, atRoot);
      node = this.child;
      path.push(node);
      s = game.applyLegal(s, seat, legal[this.chosen] as A).state;
      if (expanded || path.length >= this.settings.treeDepth) break;
    }
    payoff ??= playout(game, s, rng, this.settings.maxPlayout);
    for (const n of path) {
      n.visits++;
      n.total += payoff[n.seat] ?? 0;
    }
  }

  /**
   * Chooses the edge to follow from `node` for `seat`; true when it is an edge never visited (an expansion:
   * the iteration then plays out). Unvisited edges go first, best prior first, ties at random; then UCB1
   * with availability counts, plus a progressive bias from the prior that fades with visits.
   */
  private select(node: TreeNode, s: S, seat: Seat, legal: readonly A[], atRoot: boolean): boolean {
    const { exploration, priorWeight } = this;
    const edges = node.edges(seat);
    const fresh = this.fresh;
    fresh.length = 0;
    let unmet = false;
    let bestIndex = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < legal.length; i++) {
      const child = edges.get(actionKey(legal[i] as A));
      if (child === undefined) {
        unmet = true;
        continue;
      }
      child.available++;
      if (child.visits === 0) {
        fresh.push(i);
        continue;
      }
      const score =
        child.total / child.visits +
        exploration * Math.sqrt(Math.log(child.available) / child.visits) +
        (priorWeight * child.prior) / (child.visits + 1);
      // The first visited edge stands until a better score: a NaN from a faulty evaluate cannot leave none.
      if (bestIndex < 0 || score > bestScore) {
        bestScore = score;
        bestIndex = i;
      }
    }
    if (unmet) this.meet(edges, s, seat, legal, atRoot);
    if (fresh.length > 0) {
      this.chosen = this.firstPlay(edges, legal);
      this.child = edges.get(actionKey(legal[this.chosen] as A)) as TreeNode;
      return true;
    }
    this.chosen = bestIndex;
    this.child = edges.get(actionKey(legal[bestIndex] as A)) as TreeNode;
    return false;
  }

  /** Whether another seat, acting below the root in `s`, plays by the rollout hint (`others`). */
  private follows(s: S, seat: Seat): boolean {
    const { others } = this.settings;
    if (others === 'search' || this.hints?.rollout === undefined) return false;
    return others === 'rollout' || this.hints.othersFollowRollout?.(s, seat) === true;
  }

  /**
   * Follows the edge the rollout policy takes for `seat` in this world; true when the edge is new (an expansion).
   * A forced move takes its only action and asks no policy.
   */
  private follow(node: TreeNode, s: S, seat: Seat, legal: readonly A[]): boolean {
    const policy = this.hints?.rollout as NonNullable<GameHints<S, A, V>['rollout']>;
    const a = legal.length === 1 ? (legal[0] as A) : policy(s, seat, legal, this.rng);
    this.chosen = legal.indexOf(a);
    if (this.chosen < 0) throw new Error(`${this.game.info.id}: the rollout hint chose an action that is not legal.`);
    const edges = node.edges(seat);
    const key = actionKey(a);
    let child = edges.get(key);
    const fresh = child === undefined;
    if (child === undefined) {
      child = new TreeNode(seat, 0);
      edges.set(key, child);
    }
    child.available++;
    this.child = child;
    return fresh;
  }

  /** Adds the edges met for the first time, with their priors; they join `fresh`. */
  private meet(edges: Map<string, TreeNode>, s: S, seat: Seat, legal: readonly A[], atRoot: boolean): void {
    const priors = atRoot ? null : this.treePriors(s, seat, legal);
    for (let i = 0; i < legal.length; i++) {
      const key = actionKey(legal[i] as A);
      if (edges.has(key)) continue;
      const prior = atRoot ? (this.rootPriors.get(key) ?? 0) : priors === null ? 0 : (priors[i] as number);
      const child = new TreeNode(seat, prior);
      child.available = 1;
      edges.set(key, child);
      this.fresh.push(i);
    }
  }

  /** Priors below the root come from the acting seat's view of this world: one view per node that meets edges. */
  private treePriors(s: S, seat: Seat, legal: readonly A[]): number[] | null {
    const prior = this.hints?.prior;
    if (!prior || !this.settings.treePriors) return null;
    const view = this.game.view(s, seat);
    return normalisePriors(legal.map((a) => prior(view, seat, a)));
  }

  /** Among the unvisited edges: the best prior, ties broken at random. */
  private firstPlay(edges: Map<string, TreeNode>, legal: readonly A[]): number {
    const ties = this.ties;
    ties.length = 0;
    let top = -Infinity;
    for (const i of this.fresh) {
      const p = (edges.get(actionKey(legal[i] as A)) as TreeNode).prior;
      if (p > top) {
        top = p;
        ties.length = 0;
      }
      if (p === top) ties.push(i);
    }
    return ties.length === 1 ? (ties[0] as number) : this.rng.pick(ties);
  }
}
