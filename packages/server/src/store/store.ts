import type { Action, Seat } from '@docket/engine';
import type { BotLevel, ChatChannel, ClockConfig, MatchStatus, SeatKind } from '@docket/protocol';

/** A match as stored: what a record holds before its first action, plus who may do what. */
export interface StoredMatch {
  readonly id: string;
  readonly game: string;
  readonly version: string;
  readonly players: number;
  readonly options: unknown;
  readonly seed: string;
  readonly status: MatchStatus;
  readonly hostTokenHash: string;
  readonly visibility: 'public' | 'invite';
  readonly spectators: boolean;
  readonly clock: ClockConfig;
  readonly standIn: BotLevel;
  /** Epoch milliseconds. */
  readonly created: number;
  /** Epoch milliseconds when play began (actions' `at` count from it), or null before. */
  readonly started: number | null;
}

export interface StoredSeat {
  readonly match: string;
  readonly seat: Seat;
  readonly kind: SeatKind;
  readonly level: BotLevel | null;
  readonly name: string | null;
  /** SHA-256 of the seat token, hex; null while the seat is open. */
  readonly tokenHash: string | null;
  /** SHA-256 of the player key, hex, when the person gave one. */
  readonly playerKeyHash: string | null;
}

export interface StoredAction {
  readonly seq: number;
  readonly seat: Seat;
  readonly action: Action;
  /** Milliseconds since the match started. */
  readonly at: number;
  /** The sender's command id, so a resend after a restart is still applied once. */
  readonly clientId: string;
}

export interface StoredChatLine {
  readonly channel: ChatChannel;
  readonly seat: Seat | null;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/**
 * One seat's stored clock (the clocks module's SeatClock): time left while stopped, the absolute deadline
 * while running (a restart resumes from it), and whether it ran out.
 */
export interface StoredClock {
  readonly bankMs: number;
  readonly deadline: number | null;
  readonly out: boolean;
}

/** A stored action that lost the (match, seq) race: another writer holds that seq. */
export class SeqConflict extends Error {
  constructor(readonly match: string, readonly seq: number) {
    super(`Match ${match} already holds an action at seq ${seq}.`);
  }
}

/**
 * Where matches live (DESIGN.md "Server"): the action log keyed by (match, seq), unique, with matches, seats,
 * clocks and chat beside it. Database specifics stay behind this interface (SQLite, PostgreSQL).
 * Every read and write answers a promise (PostgreSQL cannot answer synchronously; SQLite answers at once).
 * `appendAction` resolves once the action is committed, and rejects with `SeqConflict` when the seq is taken:
 * the server acknowledges only after it resolves. `setClocks` only queues: the clocks ride in the next commit.
 */
export interface Store {
  createMatch(m: StoredMatch, seats: readonly StoredSeat[]): Promise<void>;
  match(id: string): Promise<StoredMatch | null>;
  seats(match: string): Promise<StoredSeat[]>;
  /** Matches in these states, newest first (the lobby, the matches to rebuild at start). */
  matchesByStatus(statuses: readonly MatchStatus[], limit?: number): Promise<StoredMatch[]>;
  /** Every seat a player key holds, with its match, newest first. */
  seatsOfPlayer(playerKeyHash: string): Promise<{ match: StoredMatch; seat: StoredSeat }[]>;
  updateSeat(seat: StoredSeat): Promise<void>;
  /**
   * Takes an open seat for a person, atomically: resolves false when it was no longer open (another node's
   * join won it), so two joins racing on several nodes never share a seat. With `maxActive`, it also resolves
   * false when the seat's player key already sits in that many open or live matches, counted in the same atomic
   * step, so joins racing on several nodes cannot pass the limit together.
   */
  claimSeat(seat: StoredSeat, maxActive?: number): Promise<boolean>;
  /** Moves a match from one status to another; false when it was not in `from` any more (a race lost). */
  setStatus(match: string, status: MatchStatus, started?: number, from?: MatchStatus): Promise<boolean>;
  appendAction(match: string, action: StoredAction): Promise<void>;
  /** The log, or its part after `afterSeq` (what a node catching up has not applied yet). */
  actions(match: string, afterSeq?: number): Promise<StoredAction[]>;
  /** The log after a seq for several matches at once, in one read (nodes catching up together). */
  actionsAfter(wanted: readonly { match: string; after: number }[]): Promise<Map<string, StoredAction[]>>;
  /** How many actions the log holds for a match (its seq), without reading them. */
  seq(match: string): Promise<number>;
  /** The seqs of several matches at once (a node checking it missed no announcement). */
  seqs(matches: readonly string[]): Promise<Map<string, number>>;
  appendChat(match: string, line: StoredChatLine): Promise<void>;
  chat(match: string): Promise<StoredChatLine[]>;
  /** Replaces a match's clocks, seat by seat in order; committed at the latest with the next action. */
  setClocks(match: string, clocks: readonly StoredClock[]): void;
  clocks(match: string): Promise<StoredClock[]>;
  /** Commits what is pending, then closes. */
  close(): Promise<void>;
}
