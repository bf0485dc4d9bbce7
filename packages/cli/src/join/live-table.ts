import type { AnyGame, Locale, Seat } from '@docket/engine';
import { clockText, type Clocks, type LabelledAction, type SeatPresence, type ServerMessage, type WireOutcome } from '@docket/protocol';
import { CliError } from '../errors.js';
import { println, type CliIo } from '../io.js';
import { findGame, type Registry } from '../lookup.js';
import { CLEAR_SCREEN, rule } from '../screen.js';
import type { JoinMessages } from './join-messages.js';

/** The table as this client last heard it: only what the server sent (a view, labels), never a state. */
export interface Table {
  game: string;
  seat: Seat | null;
  /** This seat's name at the table, as the server's presence gives it. */
  name: string | null;
  seq: number;
  /** Welcomes so far: one per connection that got as far (a reconnection brings the steps missed). */
  welcomes: number;
  view: unknown;
  legal: LabelledAction[];
  toAct: Seat[];
  outcome: WireOutcome | null;
  /** Each seat as the presence last told it: its name (null: none given), whether its person is connected. */
  seats: SeatPresence[];
  /** The clocks as last sent, with when this client received them (a running clock is counted down from there). */
  clocks: Clocks;
  clocksAt: number;
  log: string[];
}

const RECENT = 8;

export function newTable(): Table {
  return { game: '', seat: null, name: null, seq: 0, welcomes: 0, view: null, legal: [], toAct: [], outcome: null, seats: [], clocks: null, clocksAt: 0, log: [] };
}

/** The server's answer to a hello before the host has started the match. */
export class NotStarted extends Error {}

/**
 * Takes one server message into the table: `moved` when the table changed and is drawn again, `notes` lines to
 * show at once (chat, a refusal, someone leaving or coming back), which the table's log keeps too.
 */
export function absorb(t: Table, msg: ServerMessage, m: JoinMessages): { readonly moved: boolean; readonly notes: readonly string[] } {
  const noted = (notes: string[]) => {
    t.log.push(...notes);
    return { moved: false, notes };
  };
  switch (msg.type) {
    case 'welcome':
      Object.assign(t, { game: msg.game, seat: msg.seat, seq: msg.seq, view: msg.view, legal: msg.legal, toAct: msg.toAct, outcome: msg.outcome });
      t.welcomes += 1;
      for (const s of msg.missed) t.log.push(...s.events.map((e) => e.label));
      seePresence(t, msg.presence, m);
      Object.assign(t, { clocks: msg.clocks, clocksAt: Date.now() });
      return { moved: true, notes: [] };
    case 'step':
      Object.assign(t, { seq: msg.seq, view: msg.view, legal: msg.legal, toAct: msg.toAct, outcome: msg.outcome });
      t.log.push(...msg.events.map((e) => e.label));
      return { moved: true, notes: [] };
    case 'presence':
      return noted(seePresence(t, msg.presence, m));
    case 'clock':
      // Sent after each move, just behind its step: drawn again so the clocks shown are the move's.
      Object.assign(t, { clocks: msg.clocks, clocksAt: Date.now() });
      return { moved: true, notes: [] };
    case 'refusal':
      return noted([m.refused(msg.code, msg.message)]);
    case 'error':
      if (msg.code === 'not-started') throw new NotStarted(msg.message);
      // A server going down for a restart: the close that follows is a drop, and the client comes back.
      if (msg.code === 'shutting-down' || msg.code === 'unavailable') return { moved: false, notes: [] };
      throw new CliError(m.refused(msg.code, msg.message));
    case 'chat':
      return noted([`${msg.name}: ${msg.text}`]);
    default:
      return { moved: false, notes: [] };
  }
}

/** Takes in who sits where and who is connected; returns what changed for the table to hear (people only). */
function seePresence(t: Table, presence: readonly SeatPresence[], m: JoinMessages): string[] {
  const notes: string[] = [];
  for (const p of presence) {
    const before = t.seats[p.seat];
    const name = p.name ?? m.seat(p.seat);
    if (before !== undefined && p.kind === 'person' && p.seat !== t.seat) {
      if (before.connected && !p.connected) notes.push(m.leftTable(name));
      if (!before.standIn && p.standIn) notes.push(m.standsIn(name));
      if (!before.connected && p.connected) notes.push(m.atTable(name));
    }
    t.seats[p.seat] = p;
  }
  t.name = t.seat === null ? t.name : (t.seats[t.seat]?.name ?? t.name);
  return notes;
}

/** The game's word for a seat ("Blue", "Player 3"); "Player N" for a game this terminal does not know. */
export function placeOf(game: AnyGame | undefined, seat: Seat, lang: Locale, m: JoinMessages): string {
  return game?.seatName?.(seat, lang) ?? m.seat(seat);
}

/** A seat as people say it: its person's name with the game's word for the seat ("Ada (Blue)"), or that word. */
export function who(t: Table, game: AnyGame | undefined, seat: Seat, lang: Locale, m: JoinMessages): string {
  const place = placeOf(game, seat, lang, m);
  const name = t.seats[seat]?.name;
  return name ? `${name} (${place})` : place;
}

/** Everyone at the table: bots and stand-ins marked, a person not connected crossed. */
function presenceLine(t: Table, game: AnyGame | undefined, lang: Locale, m: JoinMessages): string {
  return t.seats
    .map((p) => `${who(t, game, p.seat, lang, m)}${p.kind === 'bot' || p.standIn ? ` (${m.bot})` : ''}${p.connected || p.kind === 'bot' ? '' : ' ✗'}`)
    .join(', ');
}

/** The clocks' line, a running one counted down to now; none for a match without clocks. */
function clocksLine(t: Table, game: AnyGame | undefined, lang: Locale, m: JoinMessages): string[] {
  if (t.clocks === null || t.clocks.config.kind === 'none') return [];
  const now = Date.now();
  const seats = t.clocks.seats.map((c) => {
    const left = c.running ? c.remainingMs - (now - t.clocksAt) : c.remainingMs;
    return `${who(t, game, c.seat, lang, m)} ${clockText(left)}${c.running ? ' ⏱' : ''}${c.out ? ` (${m.outOfTime})` : ''}`;
  });
  return [m.clocks(seats.join(', '))];
}

/** The table: who sits where and the clocks, the game's picture of the view, the recent log, then `tail`. */
export function draw(registry: Registry, io: CliIo, t: Table, lang: Locale, m: JoinMessages, tail: readonly string[]): void {
  const game: AnyGame | undefined = findGame(registry, t.game);
  const screen = io.interactive && process.stdout.columns ? { columns: process.stdout.columns, rows: process.stdout.rows } : undefined;
  // People's names, as the server's labels use them: a bot's seat keeps the game's word.
  const names = t.seats.map((p) => (p.kind === 'person' ? p.name : null));
  const board = game ? game.render(t.view, lang, screen, names) : JSON.stringify(t.view, null, 2);
  io.stdout.write(io.interactive ? CLEAR_SCREEN : '\n');
  const me = t.seat === null ? m.spectator : who(t, game, t.seat, lang, m);
  const title = rule(m.title(game ? game.info.name[lang] : t.game, me, t.seq));
  println(io.stdout, title, m.presence(presenceLine(t, game, lang, m)), ...clocksLine(t, game, lang, m), '', board, '', rule(m.recent), ...t.log.slice(-RECENT), '', ...tail);
}
