import type { Bot } from '@docket/bots';
import {
  eventsFor,
  newRecord,
  Rng,
  type Action,
  type AnyGame,
  type GameEvent,
  type Locale,
  type MatchRecord,
  type Outcome,
  type Seat,
} from '@docket/engine';
import { messages } from '../messages.js';

/** One line of the log: who acted, and what the player saw of it, already worded. */
export interface LogEntry {
  readonly title: string;
  readonly events: readonly string[];
}

export interface TableSetup {
  readonly game: AnyGame;
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  /** The person's seat; every other seat has a bot. */
  readonly seat: Seat;
  /** One bot name per seat; the person's seat is ignored. */
  readonly botNames: readonly string[];
  readonly bots: readonly (Bot<Action, unknown> | null)[];
  readonly lang: Locale;
  /** Solo mode: the game's own rules play the other seats (no bots there). */
  readonly solo?: boolean;
}

/**
 * A match between one person and bots. The person's choices and the bots' moves go through the same
 * `apply`; the log keeps only what the person's seat may see (`eventsFor`), never a bot's raw action,
 * which could name a hidden card.
 */
export class Table {
  state: unknown;
  readonly record: MatchRecord;
  readonly log: LogEntry[] = [];
  /** Orders bots that may act at once, from the match's seed, so a replayed input replays the match. */
  private readonly tableRng: Rng;
  private readonly botRngs: Rng[];

  constructor(readonly setup: TableSetup) {
    const { game, players, options, seed } = setup;
    this.state = game.setup(players, options, seed);
    this.record = newRecord(game, players, options, seed);
    this.tableRng = Rng.seeded(`${seed}/table`);
    this.botRngs = Array.from({ length: players }, (_, s) => Rng.seeded(`${seed}/bot/${s}`));
  }

  get game(): AnyGame {
    return this.setup.game;
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.state);
  }

  /** The person is asked first whenever they may act, so a response window is never closed under them. */
  personToAct(): boolean {
    return this.game.toAct(this.state).includes(this.setup.seat);
  }

  legal(): Action[] {
    return this.game.legalActions(this.state, this.setup.seat);
  }

  playPerson(action: Action): void {
    const { seat, lang } = this.setup;
    const events = this.apply(seat, action);
    const m = messages(lang);
    this.log.push({ title: m.played(m.you(seat), this.game.describe(action, lang)), events });
  }

  /** Lets the bots move until the person is asked to act or the game is over. */
  playBots(): void {
    const { seat: person, lang } = this.setup;
    const m = messages(lang);
    for (;;) {
      const seats = this.game.toAct(this.state);
      if (seats.length === 0 || seats.includes(person)) return;
      const seat: Seat = seats.length === 1 ? (seats[0] as Seat) : this.tableRng.pick(seats);
      const bot = this.setup.bots[seat];
      if (!bot) throw new Error(`No bot at seat ${seat}.`);
      const legal = this.game.legalActions(this.state, seat);
      const view: unknown = this.game.view(this.state, seat);
      const action = bot.choose({ view, seat, legal, rng: this.botRngs[seat] as Rng });
      const events = this.apply(seat, action);
      const who = m.bot(seat, this.setup.botNames[seat] ?? bot.name);
      this.log.push(events.length > 0 ? { title: who, events } : { title: `${who} ${m.actedUnseen}`, events });
    }
  }

  private apply(seat: Seat, action: Action): string[] {
    const { game, lang } = this.setup;
    const r = game.apply(this.state, seat, action);
    if (!r.ok) throw new Error(`Seat ${seat} chose an action the game refuses: ${r.error.message}`);
    this.state = r.value.state;
    this.record.actions.push({ seat, action });
    return eventsFor(r.value.events, this.setup.seat).map((e: GameEvent) => game.describeEvent(e, lang));
  }
}
