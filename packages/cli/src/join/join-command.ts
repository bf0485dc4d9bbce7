import { randomBytes } from 'node:crypto';
import type { Locale, Seat } from '@docket/engine';
import { inviteOf, PROTOCOL_VERSION, type ChatChannel, type LabelledAction, type MatchSummary, type WireOutcome } from '@docket/protocol';
import { CliError } from '../errors.js';
import { println, type CliIo } from '../io.js';
import { findGame, type Registry } from '../lookup.js';
import { afterGame } from './after-game.js';
import { ConsolePrompter, type Prompter } from './prompter.js';
import { Question } from './question.js';
import { typed } from './typed.js';
import { rule } from '../screen.js';
import { joinMessages, type JoinMessages } from './join-messages.js';
import { api, ApiError, LiveClient, liveUrl } from './live-client.js';
import { pickTable } from './lobby.js';
import { absorb, draw, newTable, NotStarted, placeOf, who, type Table } from './live-table.js';

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

/**
 * Reads a match's address into the server's base URL, the match and a token: `http(s)://host:port/matches/<id>`
 * (with `?token=…`), the web table's link `http(s)://host:port/#/m/<id>`, or the server alone (match null: its
 * lobby).
 */
export function parseMatchUrl(url: string, m: JoinMessages): { base: string; match: string | null; token: string | null } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new CliError(m.badUrl(url));
  }
  if (!/^https?:$/.test(u.protocol)) throw new CliError(m.badUrl(url));
  const token = u.searchParams.get('token');
  const path = /^\/matches\/([A-Za-z0-9_-]+)\/?$/.exec(u.pathname)?.[1];
  if (path !== undefined) return { base: u.origin, match: path, token };
  if (u.pathname !== '/') throw new CliError(m.badUrl(url));
  const shared = inviteOf(u.hash.split('?')[0] ?? '');
  if (shared !== null) return { base: u.origin, match: shared, token };
  if (u.hash === '' || u.hash === '#/') return { base: u.origin, match: null, token: null };
  throw new CliError(m.badUrl(url));
}

/**
 * `docket join <url>`: plays a seat of a server's match (or watches it with --spectate) through the wire
 * protocol only, drawing the same table as `docket play` from the view the server sends. After the game it stays
 * at the table until the person leaves; if the host plays again, it offers the new table and goes there.
 */
export async function joinCommand(registry: Registry, io: CliIo, url: string, flags: JoinFlags, prompter?: Prompter): Promise<JoinResult> {
  const m = joinMessages(flags.lang);
  const parsed = parseMatchUrl(url, m);
  const ask = prompter ?? new ConsolePrompter(io);
  const q = new Question(ask);
  try {
    // The server alone: its lobby, where the person picks a table to sit at or to watch.
    const picked = parsed.match === null ? await pickTable(registry, parsed.base, flags.lang, m, q) : { match: parsed.match, watch: false };
    if (picked === null) return { seat: null, outcome: null, left: true };
    const at = { ...flags, spectate: flags.spectate === true || picked.watch };
    let table: TableAt = { match: picked.match, token: flags.token ?? parsed.token, name: flags.name, seat: flags.seat, anySeat: false };
    for (;;) {
      const result = await joinTable(registry, io, parsed.base, table, at, m, q);
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
    // The seat as the table will call it ("Blue"): the game is the summary's to say.
    const summary = await api<MatchSummary>(base, 'GET', `/matches/${at.match}`);
    const place = placeOf(findGame(registry, summary.game), joined.seat, flags.lang, m);
    println(io.stdout, m.joined(place, `docket join ${base}/matches/${at.match} --token ${token}`));
  } else if (flags.spectate) println(io.stdout, m.watching);
  const t = newTable();
  const leaving = (): TableResult => ({ seat: t.seat, outcome: t.outcome, left: true, next: null, name: t.name });
  for (let drops = 0; ; ) {
    const welcomes = t.welcomes;
    // Once at the table, a server that cannot be reached is a drop to come back from, not the end.
    const client = await LiveClient.connect(liveUrl(base, at.match)).catch((e: unknown) => {
      if (t.welcomes === 0) throw e;
      return null;
    });
    if (client !== null) {
      // The last seq seen (0 at first): the welcome brings exactly the steps missed, the whole log at first.
      const who = flags.spectate ? { spectate: true as const } : { token: token as string };
      client.send({ type: 'hello', protocol: PROTOCOL_VERSION, ...who, lastSeq: t.seq, lang: flags.lang });
      try {
        const result = await play(registry, io, client, t, base, flags, m, q);
        if (result !== 'dropped') return result;
      } catch (e) {
        if (!(e instanceof NotStarted)) throw e;
        client.close();
        const started = await waitForStart(registry, io, base, at.match, token, flags, m, q);
        if (started !== 'started') return leaving();
        continue;
      } finally {
        client.close();
      }
    }
    // Dropped (the network, a server restarting): back with the last seq seen, as the web table does, sooner
    // after a connection that had reached the table.
    drops = t.welcomes > welcomes ? 1 : drops + 1;
    q.show(m.quitPrompt, [m.reconnecting]);
    if (await waitOrLeave(q, m.quitPrompt, Math.min(5_000, 250 * 2 ** Math.min(drops, 5)))) return leaving();
  }
}

/**
 * Waits `ms` with the question open: true as soon as the person leaves (q, Ctrl-C, the end of input). Other lines
 * are answered with the prompt again and do not cut the wait short, so no flood of them hurries a poll.
 */
async function waitOrLeave(q: Question, prompt: string, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    // Lines already typed answer at once, before any timer: the clock is looked at first.
    if (Date.now() >= until) return false;
    const got = await Promise.race([sleep(until - Date.now()), q.answer]);
    if (got === null) return false;
    if (got.line === null || /^q$/i.test(got.line.trim())) return true;
    q.show(prompt);
  }
}

function sleep(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
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

/** How often the waiting room is looked at again before the start. */
const START_POLL_MS = 1_000;

/**
 * Before the host starts the match: the waiting room (who sits where, said again when it changes) until the
 * start, with q (or Ctrl-C) to leave, which gives the seat back so someone else can take it.
 */
async function waitForStart(registry: Registry, io: CliIo, base: string, match: string, token: string | null, flags: JoinFlags, m: JoinMessages, q: Question): Promise<'started' | 'left'> {
  for (let shown: string | null = null; ; ) {
    const s = await api<MatchSummary>(base, 'GET', `/matches/${match}`);
    if (s.status === 'live' || s.status === 'finished') return 'started';
    if (s.status === 'cancelled') {
      println(io.stdout, m.cancelled);
      return 'left';
    }
    const room = m.waitingRoom(s.seats.map((x) => `${placeOf(findGame(registry, s.game), x.seat, flags.lang, m)}: ${x.kind === 'bot' ? m.bot : (x.name ?? m.openSeat)}`));
    q.show(m.quitPrompt, [...(shown === null ? [m.notStarted] : []), ...(room === shown ? [] : [room])]);
    shown = room;
    if (!(await waitOrLeave(q, m.quitPrompt, START_POLL_MS))) continue;
    const gone = flags.spectate ? null : await api(base, 'POST', `/matches/${match}/leave`, { token }).then(() => null, (err: unknown) => err);
    if (gone !== null && !(gone instanceof ApiError)) throw gone;
    println(io.stdout, gone === null ? m.leftBeforeStart : m.refused(gone.code, gone.message));
    return 'left';
  }
}

/** One connection's part of the table: until the table ends for this client, or the connection drops. */
async function play(registry: Registry, io: CliIo, client: LiveClient, t: Table, base: string, flags: JoinFlags, m: JoinMessages, q: Question): Promise<TableResult | 'dropped'> {
  const done = (left: boolean, next: string | null = null): TableResult => ({ seat: t.seat, outcome: t.outcome, left, next, name: t.name });
  const channel: ChatChannel = flags.spectate ? 'spectators' : 'table';
  // Until the welcome nothing is drawn or asked (before the start, the welcome is a `not-started` error).
  for (;;) {
    const msg = await client.next();
    if (msg === null) return 'dropped';
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
      if (played !== 'played') return played === 'left' ? done(true) : 'dropped';
      continue;
    }
    const game = findGame(registry, t.game);
    draw(registry, io, t, flags.lang, m, [m.waiting(t.toAct.map((s) => who(t, game, s, flags.lang, m)))]);
    q.show(m.talkPrompt);
    // Others play: the table's messages and the person's lines, whichever come first, until the table moves.
    for (let moved = false; !moved; ) {
      // The table's messages first when both are there: lines typed without pause never hold the table up.
      const got = await Promise.race([client.arrival().then(() => null), q.answer]);
      if (got !== null) {
        const line = typed(got.line, { game, view: t.view, legal: [], log: t.log }, flags.lang, m);
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
      if (client.over) return 'dropped';
      if (!moved && notes.length > 0) q.show(m.talkPrompt, notes);
    }
  }
}

/** The person's move: the menu, then their lines (a choice, chat, help, a card, the log, or leaving). */
async function move(registry: Registry, io: CliIo, client: LiveClient, t: Table, channel: ChatChannel, lang: Locale, m: JoinMessages, q: Question): Promise<'played' | 'left' | 'dropped'> {
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
    if (client.over) return 'dropped';
    if (t.seq !== shown) {
      t.log.push(m.movedOn);
      return 'played';
    }
    const clientId = randomBytes(8).toString('hex');
    client.send({ type: 'act', seq: t.seq, clientId, action: (seen.legal[line.index] as LabelledAction).action });
    await settle(client, t, clientId, m);
    return client.over ? 'dropped' : 'played';
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

