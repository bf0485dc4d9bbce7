import type { Bot } from '@docket/bots';
import { Match, Rng, type RngState, type Action, type AnyGame, type GameEvent, type Locale, type MatchStep, type Outcome, type Seat, type SeatNames } from '@docket/engine';
import { gameMessages } from '../messages.js';

/** One line of the log: who acted, and what one person saw of it, already worded. */
export interface LogEntry {
  readonly title: string;
  readonly events: readonly string[];
}

/** Who sits at a seat: a person at this terminal (by name, in hot-seat), a bot (by spec), or the game's own solo rules. */
export type Sitter =
  | { readonly kind: 'human'; readonly name?: string }
  | { readonly kind: 'bot'; readonly spec: string; readonly bot: Bot<Action, unknown> }
  | { readonly kind: 'rules' };

export interface TableSetup {
  readonly game: AnyGame;
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  /** One sitter per seat. */
  readonly sitters: readonly Sitter[];
  readonly lang: Locale;
  /** Solo mode: the game's own rules play the other seats (no bots there). */
  readonly solo?: boolean;
}

/** The seat asked next and who sits there. */
export type Turn = { readonly seat: Seat; readonly kind: 'human' | 'bot' };

/**
 * A match between people and bots at one terminal, played through the engine's `Match`. Each person keeps a
 * log of only what their own seat received from the authority (never a bot's raw action, which could name a
 * hidden card).
 */
export class Table {
  readonly match: Match<unknown, Action, unknown, unknown, GameEvent>;
  /** Each person's log, by seat ([] for bots). */
  readonly logs: LogEntry[][];
  /** Orders bots that may act at once, from the match's seed, so a replayed input replays the match. */
  private readonly tableRng: Rng;
  readonly botRngs: Rng[];
  /** The people's names by seat, as the game and the words call them (null: a bot, or a person not named). */
  readonly names: SeatNames;

  constructor(readonly setup: TableSetup) {
    const { game, players, options, seed } = setup;
    this.names = setup.sitters.map((x) => (x.kind === 'human' ? (x.name ?? null) : null));
    this.match = Match.create(game, { players, options, seed });
    this.logs = Array.from({ length: players }, () => []);
    this.tableRng = Rng.seeded(`${seed}/table`);
    this.botRngs = Array.from({ length: players }, (_, s) => Rng.seeded(`${seed}/bot/${s}`));
  }

  get game(): AnyGame {
    return this.setup.game;
  }


  /** The seats people play, in order. */
  get humans(): Seat[] {
    return this.setup.sitters.flatMap((x, s) => (x.kind === 'human' ? [s] : []));
  }

  outcome(): Outcome | null {
    return this.match.outcome();
  }

  /**
   * Who acts next: a person first whenever one may act (the lowest seat), so a response window is never
   * closed under them; else one of the bots, drawn from the table's generator. Null once the game is over.
   */
  next(): Turn | null {
    const seats = this.match.toAct();
    if (seats.length === 0) return null;
    const human = this.nextHuman();
    if (human !== null) return { seat: human, kind: 'human' };
    const bots = seats.filter((s) => this.setup.sitters[s]?.kind === 'bot');
    if (bots.length === 0) throw new Error(`${this.game.info.id} asks nobody at this table to act (seats ${seats.join(', ')}).`);
    return { seat: bots.length === 1 ? (bots[0] as Seat) : this.tableRng.pick(bots), kind: 'bot' };
  }

  /** A bot's generator after the draws it made (on another thread, from a copy). */
  resumeBotRng(seat: Seat, state: RngState): void {
    this.botRngs[seat] = Rng.from(state);
  }

  /** The person `next` would ask now, if any (without drawing among bots). */
  nextHuman(): Seat | null {
    return this.match.toAct().find((s) => this.setup.sitters[s]?.kind === 'human') ?? null;
  }

  legal(seat: Seat): Action[] {
    return this.match.legal(seat);
  }

  /** Applies one seat's action through the authority and writes each person's share of it in their log. */
  play(seat: Seat, action: Action): MatchStep<Action, unknown, GameEvent> {
    const r = this.match.act(seat, action);
    if (!r.ok) throw new Error(`Player ${seat + 1} chose an action the game refuses: ${r.error.message}`);
    const step = r.value;
    const { game, lang, sitters } = this.setup;
    const { names } = this;
    const m = gameMessages(lang, game, names);
    const sitter = sitters[seat];
    for (const h of this.humans) {
      const events = step.deliveryFor(h).events.map((e) => game.describeEvent(e, lang, names));
      const log = this.logs[h] as LogEntry[];
      if (h === seat) log.push({ title: m.played(m.you(seat), game.describe(action, lang, names)), events });
      else {
        const who = sitter?.kind === 'bot' ? m.bot(seat, sitter.spec) : m.player(seat);
        log.push(events.length > 0 ? { title: who, events } : { title: `${who} ${m.actedUnseen}`, events });
      }
    }
    return step;
  }
}
