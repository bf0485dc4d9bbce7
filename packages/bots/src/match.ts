import { Match, Rng, type Action, type Game, type MatchRecord, type Outcome, type Seat } from '@docket/engine';
import type { Bot } from './bot.js';

export interface MatchResult<S> {
  readonly record: MatchRecord;
  readonly outcome: Outcome | null;
  readonly final: S;
  readonly actions: number;
  /** Set when the step bound was hit before the game ended. */
  readonly truncated: boolean;
}

export interface MatchSetup<O> {
  readonly players: number;
  readonly options: O;
  readonly seed: string;
  /** Stop after this many actions (a safety bound; a finished game never needs it). */
  readonly maxActions?: number;
}

/**
 * Plays one match between bots through the engine's match authority, each bot given only its seat's view and
 * legal actions. When several seats may act at once, they are asked in an order drawn from a generator of the
 * match's own (not the game's), as if their answers arrived in that order.
 */
export function playMatch<S, A extends Action, V, O>(
  game: Game<S, A, V, O>,
  bots: readonly Bot<A, V>[],
  setup: MatchSetup<O>,
): MatchResult<S> {
  const { players, options, seed, maxActions = 100_000 } = setup;
  const match = Match.create(game, { players, options, seed });
  const tableRng = Rng.seeded(`${seed}/table`);
  const botRngs = bots.map((_, seat) => Rng.seeded(`${seed}/bot/${seat}`));
  while (match.seq < maxActions) {
    const seats = match.toAct();
    if (seats.length === 0) break;
    const seat: Seat = seats.length === 1 ? (seats[0] as Seat) : tableRng.pick(seats);
    const bot = bots[seat];
    if (!bot) throw new Error(`No bot for seat ${seat}`);
    const action = bot.choose({ view: match.view(seat), seat, legal: match.legal(seat), rng: botRngs[seat] as Rng });
    const r = match.act(seat, action);
    if (!r.ok) throw new Error(`Bot ${bot.name} at seat ${seat} chose an illegal action: ${r.error.message}`);
  }
  const outcome = match.outcome();
  return { record: match.record(), outcome, final: match.state, actions: match.seq, truncated: outcome === null };
}
