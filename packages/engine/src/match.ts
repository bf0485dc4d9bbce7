import { eventsFor } from './events.js';
import type { Action, Game, GameEvent, Outcome, Seat, Viewer } from './game.js';
import { newRecord, parseRecord, type MatchRecord, type RecordedAction, type ReplayError } from './record.js';
import { err, illegal, ok, type Illegal, type Result } from './result.js';

/** How a match begins: what a record holds before its first action. */
export interface MatchSetup<O> {
  readonly players: number;
  readonly options: O;
  readonly seed: string;
}

/** What one viewer receives for one step: the events its audience may see and its view after them. */
export interface Delivery<V, E extends GameEvent = GameEvent> {
  readonly viewer: Viewer;
  /** The seq this delivery brings the viewer to. */
  readonly seq: number;
  readonly events: readonly E[];
  readonly view: V;
}

/** One applied action, as the authority reports it. */
export interface MatchStep<A extends Action, V, E extends GameEvent = GameEvent> {
  /** The match's seq after this step: how many actions it holds. */
  readonly seq: number;
  readonly seat: Seat;
  readonly action: A;
  /** Who may act next; [] once the match is over. */
  readonly toAct: readonly Seat[];
  readonly outcome: Outcome | null;
  /** Every viewer's share of this step (seats in order, then the spectator). */
  deliveries(): Delivery<V, E>[];
  /** One viewer's share of this step, computed when asked: nobody pays for views nobody reads. */
  deliveryFor(viewer: Viewer): Delivery<V, E>;
}

/** Options of one `act`: the seq the sender last saw, and when the action came (milliseconds since the start). */
export interface ActOptions {
  /** When given, the action is refused with `stale-seq` unless the match is still at this seq. */
  readonly expectedSeq?: number;
  readonly at?: number;
}

/** The events one viewer missed, step by step, from a seq it names. */
export interface MissedStep<E extends GameEvent = GameEvent> {
  readonly seq: number;
  readonly events: readonly E[];
}

/**
 * The match authority (DESIGN.md "Match authority"): the only place that applies actions to a match. It
 * holds the state, the seq, the record and every step's events, and answers each viewer with its own share
 * only. The bots' runner, the terminal table, the protocol session and the server all play through it.
 * A refused action changes nothing.
 */
export class Match<S, A extends Action, V, O, E extends GameEvent = GameEvent> {
  private current: S;
  private readonly actions: RecordedAction[] = [];
  /** The events of step i (seq i + 1), every audience's, kept so a returning viewer gets what it missed. */
  private readonly steps: (readonly E[])[] = [];

  private constructor(
    readonly game: Game<S, A, V, O, E>,
    readonly setup: MatchSetup<O>,
  ) {
    this.current = game.setup(setup.players, setup.options, setup.seed);
  }

  /** A new match at seq 0. */
  static create<S, A extends Action, V, O, E extends GameEvent>(game: Game<S, A, V, O, E>, setup: MatchSetup<O>): Match<S, A, V, O, E> {
    return new Match(game, setup);
  }

  /** Rebuilds a match from its record (a save file, a server's log); names the step that fails, if one does. */
  static fromRecord<S, A extends Action, V, O, E extends GameEvent>(
    game: Game<S, A, V, O, E>,
    raw: unknown,
  ): Result<Match<S, A, V, O, E>, ReplayError> {
    const parsed = parseRecord(game, raw);
    if (!parsed.ok) return parsed;
    const { record, options } = parsed.value;
    const match = new Match(game, { players: record.players, options, seed: record.seed });
    for (let i = 0; i < record.actions.length; i++) {
      const { seat, action, at } = record.actions[i] as RecordedAction;
      const r = match.act(seat, action, at === undefined ? {} : { at });
      if (!r.ok) {
        return err({
          code: 'illegal-step',
          message: `Step ${i + 1} (seat ${seat}, ${JSON.stringify(action)}) is refused: ${r.error.message}`,
          step: i,
        });
      }
    }
    return ok(match);
  }

  /** How many actions the match holds; a client names the seq it last saw. */
  get seq(): number {
    return this.actions.length;
  }

  /** The full state: for the authority's own use and tests, never to be sent to a viewer. */
  get state(): S {
    return this.current;
  }

  /** Seats in order, then the spectator. */
  get viewers(): Viewer[] {
    return [...Array.from({ length: this.setup.players }, (_, s) => s), 'spectator'];
  }

  /** The match record so far: a copy, the save file and the replay. */
  record(): MatchRecord {
    const { players, options, seed } = this.setup;
    const record = newRecord(this.game, players, options, seed);
    record.actions.push(...this.actions.map((a) => ({ ...a })));
    return record;
  }

  toAct(): Seat[] {
    return this.game.toAct(this.current);
  }

  legal(seat: Seat): A[] {
    return this.game.legalActions(this.current, seat);
  }

  view(viewer: Viewer): V {
    return this.game.view(this.current, viewer);
  }

  outcome(): Outcome | null {
    return this.game.outcome(this.current);
  }

  /** Applies one seat's action, or refuses it with a code and changes nothing. */
  act(seat: Seat, action: unknown, options: ActOptions = {}): Result<MatchStep<A, V, E>, Illegal> {
    const { expectedSeq, at } = options;
    if (expectedSeq !== undefined && expectedSeq !== this.seq) {
      return illegal('stale-seq', `The match is at seq ${this.seq}, not ${expectedSeq}: refresh and try again.`);
    }
    const r = this.game.apply(this.current, seat, action);
    if (!r.ok) return r;
    const { state, events } = r.value;
    this.current = state;
    const played = action as A;
    this.actions.push(at === undefined ? { seat, action: played } : { seat, action: played, at });
    this.steps.push(events);
    const seq = this.seq;
    const deliveryFor = (viewer: Viewer): Delivery<V, E> => ({
      viewer,
      seq,
      events: eventsFor(events, viewer),
      view: this.game.view(state, viewer),
    });
    return ok({
      seq,
      seat,
      action: played,
      toAct: this.game.toAct(state),
      outcome: this.game.outcome(state),
      deliveries: () => this.viewers.map(deliveryFor),
      deliveryFor,
    });
  }

  /** What `viewer` received after `seq`, step by step (steps that showed it nothing included, empty). */
  missed(viewer: Viewer, seq: number): MissedStep<E>[] {
    if (!Number.isInteger(seq) || seq < 0 || seq > this.seq) {
      throw new RangeError(`Match.missed: seq ${seq} is outside 0..${this.seq}.`);
    }
    return this.steps.slice(seq).map((events, i) => ({ seq: seq + i + 1, events: eventsFor(events, viewer) }));
  }
}
