import { randomBytes } from 'node:crypto';
import type { AnyGame, Locale, Seat } from '@docket/engine';
import { PROTOCOL_VERSION, type ChatChannel, type Clocks, type LabelledAction, type SeatPresence, type ServerMessage, type WireOutcome } from '@docket/protocol';
import { CliError } from '../errors.js';
import { println, type CliIo } from '../io.js';
import { findGame, type Registry } from '../lookup.js';
import { afterGame } from './after-game.js';
import { ConsolePrompter, type Prompter } from './prompter.js';
import { Question } from './question.js';
import { typed } from './typed.js';
import { CLEAR_SCREEN, rule } from '../screen.js';
import { joinMessages, type JoinMessages } from './join-messages.js';
import { api, ApiError, LiveClient, liveUrl } from './live-client.js';

export interface JoinFlags {
  readonly spectate?: boolean;
  /** A seat token from an earlier join: play that seat again. */
  readonly token?: string;
  readonly name?: string;
  readonly seat?: number;
  readonly lang: Locale;
}

export interface JoinResult {
  readonly seat: Seat | null;
  readonly outcome: WireOutcome | null;
  readonly left: boolean;
}

/** The table as this client last heard it: only what the server sent (a view, labels), never a state. */
interface Table {
  game: string;
  seat: Seat | null;
  /** This seat's name at the table, as the server's presence gives it. */
  name: string | null;
  seq: number;
  view: unknown;
  legal: LabelledAction[];
  toAct: Seat[];
  outcome: WireOutcome | null;
  presence: string;
  /** Each seat as the presence last told it: its name (null: none given), whether its person is connected. */
  seats: SeatPresence[];
  /** The clocks as last sent, with when this client received them (a running clock is counted down from there). */
  clocks: Clocks;
  clocksAt: number;
  log: string[];
}

const RECENT = 8;

/** Reads `http(s)://host:port/matches/<id>[?token=…]` into the server's base URL, the match and a token. */
export function parseMatchUrl(url: string, m: JoinMessages): { base: string; match: string; token: string | null } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new CliError(m.badUrl(url));
  }
  const found = /^\/matches\/([A-Za-z0-9_-]+)\/?$/.exec(u.pathname);
  if (!found || !/^https?:$/.test(u.protocol)) throw new CliError(m.badUrl(url));
  return { base: u.origin, match: found[1] as string, token: u.searchParams.get('token') };
}

/**
 * `docket join <url>`: plays a seat of a server's match (or watches it with --spectate) through the wire
 * protocol only, drawing the same table as `docket play` from the view the server sends. After the game it stays
 * at the table until the person leaves; if the host plays again, it offers the new table and goes there.
 */
export async function joinCommand(registry: Registry, io: CliIo, url: string, flags: JoinFlags, prompter?: Prompter): Promise<JoinResult> {
  const m = joinMessages(flags.lang);
  const parsed = parseMatchUrl(url, m);
  let table: TableAt = { match: parsed.match, token: flags.token ?? parsed.token, name: flags.name, seat: flags.seat, anySeat: false };
  const ask = prompter ?? new ConsolePrompter(io);
  const q = new Question(ask);
  try {
    for (;;) {
      const result = await joinTable(registry, io, parsed.base, table, flags, m, q);
      if (result.next === null) return { seat: result.seat, outcome: result.outcome, left: result.left };
      // The new table: a fresh seat under the same name, the same seat if it is still open.
      table = { match: result.next, token: null, name: result.name ?? flags.name, seat: result.seat ?? undefined, anySeat: true };
    }
  } finally {
    ask.close();
  }
}

interface TableAt {
  readonly match: string;
  readonly token: string | null;
  readonly name: string | undefined;
  readonly seat: number | undefined;
  /** When the seat asked for is taken, any open seat will do (a new table); otherwise the refusal stands. */
  readonly anySeat: boolean;
}

/** How one table ended for this client: with the new table the person chose to join, if any. */
interface TableResult extends JoinResult {
  readonly next: string | null;
  readonly name: string | null;
}

async function joinTable(registry: Registry, io: CliIo, base: string, at: TableAt, flags: JoinFlags, m: JoinMessages, q: Question): Promise<TableResult> {
  let token = at.token;
  if (!flags.spectate && token === null) {
    const joined = await sit(base, at);
    token = joined.token;
    println(io.stdout, m.joined(joined.seat, `docket join ${base}/matches/${at.match} --token ${token}`));
  } else if (flags.spectate) println(io.stdout, m.watching);
  for (let waited = false; ; waited = true) {
    const client = await LiveClient.connect(liveUrl(base, at.match));
    client.send(flags.spectate ? { type: 'hello', protocol: PROTOCOL_VERSION, spectate: true, lang: flags.lang } : { type: 'hello', protocol: PROTOCOL_VERSION, token: token as string, lang: flags.lang });
    try {
      return await play(registry, io, client, base, flags, m, q);
    } catch (e) {
      if (!(e instanceof NotStarted)) throw e;
    } finally {
      client.close();
    }
    // Before the host starts the match, the server says so: wait for the start, or for the person to leave.
    q.show(m.startPrompt, waited ? [] : [m.notStarted]);
    const got = await Promise.race([q.answer, new Promise<null>((r) => setTimeout(() => r(null), START_POLL_MS))]);
    if (got === null || (got.line !== null && !/^q$/i.test(got.line.trim()))) continue;
    // Leaving before the start gives the seat back, so someone else can take it.
    const gone = flags.spectate ? null : await api(base, 'POST', `/matches/${at.match}/leave`, { token }).then(() => null, (e: unknown) => e);
    if (gone !== null && !(gone instanceof ApiError)) throw gone;
    println(io.stdout, gone === null ? m.leftBeforeStart : m.refused(gone.code, gone.message));
    return { seat: null, outcome: null, left: true, next: null, name: null };
  }
}

/** Takes the seat asked for; at a new table, a seat someone took first gives way to any open one (the server's choice). */
async function sit(base: string, at: TableAt): Promise<{ seat: Seat; token: string }> {
  const name = at.name ?? 'guest';
  const path = `/matches/${at.match}/join`;
  if (at.seat === undefined) return api(base, 'POST', path, { name });
  try {
    return await api(base, 'POST', path, { name, seat: at.seat });
  } catch (e) {
    if (!at.anySeat || !(e instanceof ApiError) || e.code !== 'seat-taken') throw e;
    return api(base, 'POST', path, { name });
  }
}

const START_POLL_MS = 500;

class NotStarted extends Error {}

async function play(registry: Registry, io: CliIo, client: LiveClient, base: string, flags: JoinFlags, m: JoinMessages, q: Question): Promise<TableResult> {
  const t: Table = { game: '', seat: null, name: null, seq: 0, view: null, legal: [], toAct: [], outcome: null, presence: '', seats: [], clocks: null, clocksAt: 0, log: [] };
  const done = (left: boolean, next: string | null = null): TableResult => ({ seat: t.seat, outcome: t.outcome, left, next, name: t.name });
  const channel: ChatChannel = flags.spectate ? 'spectators' : 'table';
  const closed = (): TableResult => {
    println(io.stdout, m.closed(client.closed ?? ''));
    return done(true);
  };
  // Until the welcome nothing is drawn or asked (before the start, the welcome is a `not-started` error).
  for (;;) {
    const msg = await client.next();
    if (msg === null) return closed();
    absorb(t, msg, m);
    if (msg.type === 'welcome') break;
  }
  for (;;) {
    if (t.outcome !== null) {
      draw(registry, io, t, flags.lang, m, []);
      println(io.stdout, rule(m.gameOver), t.outcome.label);
      return done(false, await afterGame(client, base, channel, m, q));
    }
    if (t.seat !== null && t.toAct.includes(t.seat) && t.legal.length > 0) {
      const played = await move(registry, io, client, t, channel, flags.lang, m, q);
      if (played === 'left') return done(true);
      if (played === 'closed') return closed();
      continue;
    }
    draw(registry, io, t, flags.lang, m, [m.waiting(t.toAct)]);
    q.show(m.talkPrompt);
    // Others play: the table's messages and the person's lines, whichever come first, until the table moves.
    for (let moved = false; !moved; ) {
      const got = await Promise.race([q.answer, client.arrival().then(() => null)]);
      if (got !== null) {
        const line = typed(got.line, { game: findGame(registry, t.game), view: t.view, legal: [], log: t.log }, flags.lang, m);
        if (line.kind === 'leave') return done(true);
        if (line.kind === 'chat') client.send({ type: 'chat', channel, text: line.text });
        q.show(m.talkPrompt, line.kind === 'show' ? line.lines : []);
        continue;
      }
      const notes: string[] = [];
      for (const msg of client.drain()) {
        const taken = absorb(t, msg, m);
        moved ||= taken.moved;
        notes.push(...taken.notes);
      }
      if (client.over) return closed();
      if (!moved && notes.length > 0) q.show(m.talkPrompt, notes);
    }
  }
}

/** The person's move: the menu, then their lines (a choice, chat, help, a card, the log, or leaving). */
async function move(registry: Registry, io: CliIo, client: LiveClient, t: Table, channel: ChatChannel, lang: Locale, m: JoinMessages, q: Question): Promise<'played' | 'left' | 'closed'> {
  const labels = t.legal.map((l) => l.label);
  const prompt = m.prompt(labels.length);
  draw(registry, io, t, lang, m, [m.yourMove, ...labels.map((l, i) => `  ${i + 1}. ${l}`)]);
  const shown = t.seq;
  q.show(prompt);
  const seen = { game: findGame(registry, t.game), view: t.view, legal: [...t.legal], log: t.log };
  for (;;) {
    const line = typed((await q.answer).line, seen, lang, m);
    if (line.kind === 'leave') return 'left';
    if (line.kind !== 'act') {
      if (line.kind === 'chat') client.send({ type: 'chat', channel, text: line.text });
      q.show(prompt, line.kind === 'show' ? line.lines : []);
      continue;
    }
    // Anything that came in while the person was thinking is taken in first: the answer may be stale.
    for (const queued of client.drain()) absorb(t, queued, m);
    if (client.over) return 'closed';
    if (t.seq !== shown) {
      t.log.push(m.movedOn);
      return 'played';
    }
    const clientId = randomBytes(8).toString('hex');
    client.send({ type: 'act', seq: t.seq, clientId, action: (seen.legal[line.index] as LabelledAction).action });
    await settle(client, t, clientId, m);
    return client.over ? 'closed' : 'played';
  }
}

/** Waits for the answer to one command (ack or refusal), taking in the steps that come before it. */
async function settle(client: LiveClient, t: Table, clientId: string, m: JoinMessages): Promise<void> {
  for (;;) {
    const msg = await client.next();
    if (msg === null) return;
    absorb(t, msg, m);
    if ((msg.type === 'ack' || msg.type === 'refusal') && msg.clientId === clientId) return;
  }
}

/**
 * Takes one server message into the table: `moved` when the table changed and is drawn again, `notes` lines to
 * show at once (chat, a refusal, someone leaving or coming back), which the table's log keeps too.
 */
function absorb(t: Table, msg: ServerMessage, m: JoinMessages): { readonly moved: boolean; readonly notes: readonly string[] } {
  const noted = (notes: string[]) => {
    t.log.push(...notes);
    return { moved: false, notes };
  };
  switch (msg.type) {
    case 'welcome':
      Object.assign(t, { game: msg.game, seat: msg.seat, seq: msg.seq, view: msg.view, legal: msg.legal, toAct: msg.toAct, outcome: msg.outcome });
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
  t.presence = presence.map((p) => `${p.name ?? m.seat(p.seat)}${p.kind === 'bot' || p.standIn ? ' (bot)' : ''}${p.connected || p.kind === 'bot' ? '' : ' ✗'}`).join(', ');
  t.name = t.seat === null ? t.name : (t.seats[t.seat]?.name ?? t.name);
  return notes;
}

/** The clocks' line, a running one counted down to now; none for a match without clocks. */
function clocksLine(t: Table, m: JoinMessages): string[] {
  if (t.clocks === null || t.clocks.config.kind === 'none') return [];
  const now = Date.now();
  const seats = t.clocks.seats.map((c) => {
    const left = c.running ? c.remainingMs - (now - t.clocksAt) : c.remainingMs;
    return `${t.seats[c.seat]?.name ?? m.seat(c.seat)} ${clockText(left)}${c.running ? ' ⏱' : ''}${c.out ? ` (${m.outOfTime})` : ''}`;
  });
  return [m.clocks(seats.join(', '))];
}

/** Hours, minutes and seconds (h:mm:ss, or mm:ss under an hour), as the web table shows them. */
function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

function draw(registry: Registry, io: CliIo, t: Table, lang: Locale, m: JoinMessages, tail: readonly string[]): void {
  const game: AnyGame | undefined = findGame(registry, t.game);
  const screen = io.interactive && process.stdout.columns ? { columns: process.stdout.columns, rows: process.stdout.rows } : undefined;
  const board = game ? game.render(t.view, lang, screen) : JSON.stringify(t.view, null, 2);
  io.stdout.write(io.interactive ? CLEAR_SCREEN : '\n');
  const who = t.seat === null ? m.spectator : m.seat(t.seat);
  println(io.stdout, rule(m.title(game ? game.info.name[lang] : t.game, who, t.seq)), m.presence(t.presence), ...clocksLine(t, m), '', board, '', rule(m.recent), ...t.log.slice(-RECENT), '', ...tail);
}
