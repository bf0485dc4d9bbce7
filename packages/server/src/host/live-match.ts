import type { Action, AnyGame, GameEvent, Locale, Match, MatchStep, Outcome, Seat, SeatNames, Viewer } from '@docket/engine';
import { PROTOCOL_VERSION, type Clocks, type LabelledAction, type LabelledEvent, type SeatPresence, type Welcome, type WireOutcome } from '@docket/protocol';
import type { ClockState } from '../clocks/index.js';
import type { StoredMatch, StoredSeat } from '../store/store.js';
import type { Connection } from './connection.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the host holds matches of every game
export type AnyMatch = Match<any, Action, unknown, unknown, GameEvent>;
export type AnyStep = MatchStep<Action, unknown, GameEvent>;

/** An event without its audience: who else saw it is not the viewer's business. */
export function labelEvents(game: AnyGame, events: readonly GameEvent[], lang: Locale, names: SeatNames): LabelledEvent[] {
  return events.map((e) => {
    const { audience: _audience, ...event } = e;
    return { event, label: game.describeEvent(e, lang, names) };
  });
}

export function labelOutcome(game: AnyGame, o: Outcome | null, lang: Locale, names: SeatNames): WireOutcome | null {
  if (o === null) return null;
  return { ...o, winners: [...o.winners], payoff: [...o.payoff], scores: [...o.scores], teams: o.teams?.map((t) => ({ id: t.id, seats: [...t.seats] })), label: game.describeOutcome(o, lang, names) };
}

/** One live match in memory: the engine's authority, its seats, its connections and its commands. */
export class LiveMatch {
  readonly connections = new Set<Connection>();
  /** `${seat}:${clientId}` → the seq it made, or the commit still pending for it. */
  readonly commands = new Map<string, number | Promise<number>>();
  /** Bot seats whose move is being chosen now. */
  readonly thinking = new Set<Seat>();
  /** Person seats a stand-in bot plays now: out of time, or their person gone past the grace period. */
  readonly standIns = new Set<Seat>();
  /** Timers that hand a person's seat to a stand-in when nobody has reconnected to it in time. */
  readonly awayTimers = new Map<Seat, NodeJS.Timeout>();
  clocks: ClockState | null = null;
  finished: boolean;
  /** The tail of this match's appends: the next one is written after it (host.ts, `apply`). */
  chain: Promise<void> = Promise.resolve();
  /** Appends of this node not yet answered. */
  inflight = 0;
  /** The highest seq other nodes said they committed. */
  heard = 0;
  /** Who is connected through other nodes (cluster/presence.ts); empty on a single node. */
  remote: { readonly seats: ReadonlySet<Seat>; readonly spectators: number } = { seats: new Set(), spectators: 0 };
  /** Set while the match follows the log (after a lost race, or catching up with other nodes). */
  reloading: Promise<void> | null = null;

  constructor(
    readonly stored: StoredMatch,
    public seats: StoredSeat[],
    readonly game: AnyGame,
    public match: AnyMatch,
  ) {
    this.finished = match.outcome() !== null;
  }

  get id(): string {
    return this.stored.id;
  }

  /** The people at the table by seat, for the game to call them by (a bot's or an open seat's is null). */
  names(): SeatNames {
    return this.seats.map((s) => (s.kind === 'person' ? s.name : null));
  }

  legalFor(seat: Seat | null, lang: Locale, names: SeatNames = this.names()): LabelledAction[] {
    if (seat === null || !this.match.toAct().includes(seat)) return [];
    return this.match.legal(seat).map((action) => ({ action: action as LabelledAction['action'], label: this.game.describe(action, lang, names) }));
  }

  presence(): { presence: SeatPresence[]; spectators: number } {
    const connected = new Set<Seat>(this.remote.seats);
    let spectators = this.remote.spectators;
    for (const c of this.connections) {
      if (c.seat === null) spectators++;
      else connected.add(c.seat);
    }
    const presence = this.seats.map((s) => ({
      seat: s.seat,
      kind: s.kind,
      name: s.name,
      connected: s.kind === 'bot' || connected.has(s.seat),
      standIn: this.standIns.has(s.seat),
    }));
    return { presence, spectators };
  }

  /** What a connection receives first: the steps it missed since `lastSeq` (their events), its view and legal actions. */
  welcome(c: Connection, lastSeq: number | undefined, clocks: Clocks): Welcome {
    const { match, game } = this;
    const names = this.names();
    const missed =
      lastSeq === undefined || lastSeq >= match.seq
        ? []
        : match.missed(c.viewer, lastSeq).map((s) => ({ seq: s.seq, events: labelEvents(game, s.events, c.lang, names) }));
    return {
      type: 'welcome',
      protocol: PROTOCOL_VERSION,
      match: this.id,
      game: game.info.id,
      version: game.info.version,
      seat: c.seat,
      seq: match.seq,
      missed,
      view: match.view(c.viewer),
      legal: this.legalFor(c.seat, c.lang, names),
      toAct: match.toAct(),
      clocks,
      ...this.presence(),
      outcome: labelOutcome(this.game, match.outcome(), c.lang, names),
    };
  }

  /**
   * Sends one step to every connection that has not seen it, each its own share: a view is computed once per
   * viewer and language and serialised once, however many connections share it (spectators do).
   */
  fanOut(step: AnyStep): void {
    const cache = new Map<string, string>();
    let names: SeatNames | undefined;
    for (const c of this.connections) {
      if (c.seq >= step.seq) continue;
      const key = `${String(c.viewer)}|${c.lang}`;
      let text = cache.get(key);
      if (text === undefined) {
        names ??= this.names();
        text = JSON.stringify(this.stepMessage(step, c.viewer, c.seat, c.lang, names));
        cache.set(key, text);
      }
      c.seq = step.seq;
      c.send(text);
    }
  }

  private stepMessage(step: AnyStep, viewer: Viewer, seat: Seat | null, lang: Locale, names: SeatNames) {
    const d = step.deliveryFor(viewer);
    // A later step may already be applied in memory; legal actions follow the step's own toAct.
    const legal = seat !== null && step.toAct.includes(seat) && step.seq === this.match.seq ? this.legalFor(seat, lang, names) : [];
    return {
      type: 'step' as const,
      seq: step.seq,
      events: labelEvents(this.game, d.events, lang, names),
      view: d.view,
      legal,
      toAct: [...step.toAct],
      outcome: labelOutcome(this.game, step.outcome, lang, names),
    };
  }

  broadcast(message: unknown, to: (c: Connection) => boolean = () => true): void {
    const text = JSON.stringify(message);
    for (const c of this.connections) if (to(c)) c.send(text);
  }
}
