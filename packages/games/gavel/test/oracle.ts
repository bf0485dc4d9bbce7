import { Match, Rng, type Game, type Seat } from '@docket/engine';
import { greedyBot, mctsBot, type Bot } from '@docket/bots';
import { gavel, gavelHints, type GavelAction, type GavelState, type GavelView } from '../src/index.js';

/*
 * A test-only bound on what any Gavel bot can gain over the greedy rule: an IS-MCTS that is dealt the true
 * state of the match in every iteration (every hand, and with `drawOrder` the order of the draw stack too; the
 * verdicts and reshuffles are left to chance) and that plays the other seats exactly as the greedy bot does. It is the best
 * a searcher could do with perfect knowledge against these opponents, so a bot that sees only its own view
 * cannot beat it; never a playable bot (it reads the state no bot may see).
 */

type GavelGame = Game<GavelState, GavelAction, GavelView, ReturnType<typeof gavel.options.parse>>;

/** The greedy bot's own choice in a world: the legal action its prior rates best from that seat's view. */
export function greedyChoice(s: GavelState, seat: Seat, legal: readonly GavelAction[]): GavelAction {
  const prior = gavelHints.prior as NonNullable<typeof gavelHints.prior>;
  const v = gavel.view(s, seat);
  let best = legal[0] as GavelAction;
  let top = -Infinity;
  for (const a of legal) {
    const p = prior(v, seat, a);
    if (p > top) {
      top = p;
      best = a;
    }
  }
  return best;
}

/** What the oracle sees: every hand, and the order of the draw stack too (the loosest bound) or not. */
export interface OracleSight {
  readonly drawOrder: boolean;
}

/**
 * Gavel as the oracle sees it: its worlds are the true state `truth()` with a fresh generator (a verdict
 * drawn in a world is not the one the match will draw), the draw stack shuffled unless `drawOrder`; every seat
 * below the root, in the tree and in the playouts, plays the greedy rule.
 */
export function oracleGame(truth: () => GavelState, sight: OracleSight): GavelGame {
  return {
    ...gavel,
    hints: {
      ...gavelHints,
      believe: (_v, rng) => {
        const s = truth();
        // The draw stack's cards are known to everyone who counts; only their order is hidden.
        const drawStack = sight.drawOrder ? s.drawStack : rng.shuffle(s.drawStack.slice());
        return { ...s, drawStack, rng: Rng.seeded(rng.seed()).state() };
      },
      rollout: greedyChoice,
      othersFollowRollout: () => true,
    },
  };
}

export interface OracleRun {
  readonly games: number;
  /** Payoff won by the oracle's seat (a stalemate shares it). */
  readonly wins: number;
}

/**
 * `games` matches of one oracle seat against `players − 1` greedy bots, the oracle's seat rotated (game g: seat
 * g mod players), each bot on its own seeded generator, the seats of an attack window asked in a seeded order.
 */
export function runOracle(players: number, games: number, seed: string, iterations: number, sight: OracleSight): OracleRun {
  let state: GavelState | null = null;
  const truth = (): GavelState => state as GavelState;
  const oracle: Bot<GavelAction, GavelView> = mctsBot({ iterations, name: 'oracle' })(oracleGame(truth, sight));
  const greedy: Bot<GavelAction, GavelView> = greedyBot(gavel);
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const hero = g % players;
    const s = `${seed}/${g}`;
    const match = Match.create(gavel, { players, options: gavel.options.parse({}), seed: s });
    const table = Rng.seeded(`${s}/table`);
    const rngs = Array.from({ length: players }, (_, i) => Rng.seeded(`${s}/bot/${i}`));
    for (let seats = match.toAct(); seats.length > 0; seats = match.toAct()) {
      const seat: Seat = seats.length === 1 ? (seats[0] as Seat) : table.pick(seats);
      state = match.state;
      const bot = seat === hero ? oracle : greedy;
      const action = bot.choose({ view: match.view(seat), seat, legal: match.legal(seat), rng: rngs[seat] as Rng });
      const step = match.act(seat, action);
      if (!step.ok) throw new Error(`${bot.name} chose an illegal action: ${step.error.message}`);
    }
    wins += match.outcome()?.payoff[hero] ?? 0;
  }
  return { games, wins };
}
