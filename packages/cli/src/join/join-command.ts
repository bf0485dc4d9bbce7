import { randomBytes } from 'node:crypto';
import type { AnyGame, Locale, Seat } from '@docket/engine';
import { inviteOf, PROTOCOL_VERSION, type LabelledAction, type ServerMessage, type WireOutcome } from '@docket/protocol';
import { CliError } from '../errors.js';
import { println, type CliIo } from '../io.js';
import { findGame, type Registry } from '../lookup.js';
import { ConsolePrompter, type Prompter } from './prompter.js';
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
  let table = { match: parsed.match, token: flags.token ?? parsed.token, name: flags.name, seat: flags.seat };
  const ask = prompter ?? new ConsolePrompter(io);
  try {
    for (;;) {
      const result = await joinTable(registry, io, parsed.base, table, flags, m, ask);
      if (result.next === null) return { seat: result.seat, outcome: result.outcome, left: result.left };
      // The new table: a fresh seat under the same name, the same seat if it is still open.
      table = { match: result.next, token: null, name: result.name ?? flags.name, seat: result.seat ?? undefined };
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
}

/** How one table ended for this client: with the new table the person chose to join, if any. */
interface TableResult extends JoinResult {
  readonly next: string | null;
  readonly name: string | null;
}

async function joinTable(registry: Registry, io: CliIo, base: string, at: TableAt, flags: JoinFlags, m: JoinMessages, ask: Prompter): Promise<TableResult> {
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
      return await play(registry, io, client, base, flags, m, ask);
    } catch (e) {
      // Before the host starts the match, the server says so: wait for the start.
      if (!(e instanceof NotStarted)) throw e;
      if (!waited) println(io.stdout, m.notStarted);
      await new Promise((r) => setTimeout(r, START_POLL_MS));
    } finally {
      client.close();
    }
  }
}

/** Takes the seat asked for; a seat someone took first gives way to any open one (the server's choice). */
async function sit(base: string, at: TableAt): Promise<{ seat: Seat; token: string }> {
  const name = at.name ?? 'guest';
  const path = `/matches/${at.match}/join`;
  if (at.seat === undefined) return api(base, 'POST', path, { name });
  try {
    return await api(base, 'POST', path, { name, seat: at.seat });
  } catch (e) {
    if (at.token !== null || !(e instanceof ApiError) || e.code !== 'seat-taken') throw e;
    return api(base, 'POST', path, { name });
  }
}

const START_POLL_MS = 500;

class NotStarted extends Error {}

async function play(registry: Registry, io: CliIo, client: LiveClient, base: string, flags: JoinFlags, m: JoinMessages, ask: Prompter): Promise<TableResult> {
  const t: Table = { game: '', seat: null, name: null, seq: 0, view: null, legal: [], toAct: [], outcome: null, presence: '', log: [] };
  let welcomed = false;
  for (;;) {
    const msg = await client.next();
    if (msg === null) {
      println(io.stdout, m.closed(client.closed ?? ''));
      return { seat: t.seat, outcome: t.outcome, left: true, next: null, name: t.name };
    }
    if (!absorb(t, msg, io, m)) continue;
    welcomed ||= msg.type === 'welcome';
    if (!welcomed) continue;
    if (t.outcome !== null) {
      draw(registry, io, t, flags.lang, m, []);
      println(io.stdout, rule(m.gameOver), t.outcome.label);
      const next = await afterGame(client, base, m, io, ask);
      return { seat: t.seat, outcome: t.outcome, left: false, next, name: t.name };
    }
    const mine = t.seat !== null && t.toAct.includes(t.seat) && t.legal.length > 0;
    if (!mine) {
      draw(registry, io, t, flags.lang, m, [m.waiting(t.toAct)]);
      continue;
    }
    const labels = t.legal.map((l) => l.label);
    const menu = { title: m.yourMove, actions: labels, prompt: m.prompt(labels.length) };
    draw(registry, io, t, flags.lang, m, [menu.title, ...labels.map((l, i) => `  ${i + 1}. ${l}`)]);
    const choice = await choose(ask, menu, io, m);
    if (choice === null) return { seat: t.seat, outcome: null, left: true, next: null, name: t.name };
    // Anything that came in while the person was thinking is taken in first: the answer may be stale.
    const seqBefore = t.seq;
    for (const queued of client.drain()) absorb(t, queued, io, m);
    if (t.seq !== seqBefore) {
      println(io.stdout, m.movedOn);
      continue;
    }
    const clientId = randomBytes(8).toString('hex');
    client.send({ type: 'act', seq: t.seq, clientId, action: (t.legal[choice] as LabelledAction).action });
    await settle(client, t, clientId, io, m);
  }
}

/**
 * After the game the table stays open: its chat goes on ("well played"), and a host who plays again posts an
 * invitation to the new table. Waits for the person to leave (Enter, q, the end of input); returns the new table
 * when they answer "j" to the latest invitation.
 */
async function afterGame(client: LiveClient, base: string, m: JoinMessages, io: CliIo, ask: Prompter): Promise<string | null> {
  println(io.stdout, m.afterGame);
  let invite: string | null = null;
  const answer = ask.ask({ title: m.gameOver, actions: [], prompt: m.leavePrompt }).then((line) => ({ line }));
  for (let open = true; ; ) {
    const got = open ? await Promise.race([answer, client.next().then((msg) => ({ msg }))]) : await answer;
    if ('line' in got) return got.line !== null && invite !== null && /^\s*j\s*$/i.test(got.line) ? invite : null;
    const lines: string[] = [];
    if (got.msg === null) {
      // The server went away (a restart, a shutdown): nothing more will come, but the person still leaves.
      open = false;
      lines.push(m.closed(client.closed ?? ''));
    } else if (got.msg.type === 'chat') {
      // An invitation is shown as what it offers, not as its raw route.
      const next = got.msg.channel === 'table' ? inviteOf(got.msg.text) : null;
      invite = next ?? invite;
      lines.push(next === null ? `${got.msg.name}: ${got.msg.text}` : m.invited(got.msg.name, `docket join ${base}/matches/${next}`));
    } else continue;
    ask.interject(lines, invite === null ? m.leavePrompt : m.joinPrompt);
  }
}

/** Waits for the answer to one command (ack or refusal), taking in the steps that come before it. */
async function settle(client: LiveClient, t: Table, clientId: string, io: CliIo, m: JoinMessages): Promise<void> {
  for (;;) {
    const msg = await client.next();
    if (msg === null) return;
    absorb(t, msg, io, m);
    if ((msg.type === 'ack' || msg.type === 'refusal') && msg.clientId === clientId) return;
  }
}

/** Asks until the answer is an action's index, or null when the person leaves. */
async function choose(ask: Prompter, menu: { title: string; actions: string[]; prompt: string }, io: CliIo, m: JoinMessages): Promise<number | null> {
  for (;;) {
    const line = await ask.ask(menu);
    if (line === null) return null;
    const input = line.trim();
    if (/^q$/i.test(input)) return null;
    const n = Number(input);
    if (/^\d+$/.test(input) && n >= 1 && n <= menu.actions.length) return n - 1;
    if (input !== '' && !/^[hl]$/i.test(input)) println(io.stdout, m.notAChoice(input, menu.actions.length));
  }
}

/** Takes one server message into the table; true when the table changed and should be drawn again. */
function absorb(t: Table, msg: ServerMessage, io: CliIo, m: JoinMessages): boolean {
  switch (msg.type) {
    case 'welcome':
      Object.assign(t, { game: msg.game, seat: msg.seat, seq: msg.seq, view: msg.view, legal: msg.legal, toAct: msg.toAct, outcome: msg.outcome });
      for (const s of msg.missed) t.log.push(...s.events.map((e) => e.label));
      t.presence = presenceLine(msg.presence, m);
      t.name = msg.presence.find((p) => p.seat === t.seat)?.name ?? t.name;
      return true;
    case 'step':
      Object.assign(t, { seq: msg.seq, view: msg.view, legal: msg.legal, toAct: msg.toAct, outcome: msg.outcome });
      t.log.push(...msg.events.map((e) => e.label));
      return true;
    case 'presence':
      t.presence = presenceLine(msg.presence, m);
      t.name = msg.presence.find((p) => p.seat === t.seat)?.name ?? t.name;
      return false;
    case 'refusal':
      println(io.stdout, m.refused(msg.code, msg.message));
      return false;
    case 'error':
      if (msg.code === 'not-started') throw new NotStarted(msg.message);
      throw new CliError(m.refused(msg.code, msg.message));
    case 'chat':
      t.log.push(`${msg.name}: ${msg.text}`);
      return false;
    default:
      return false;
  }
}

function presenceLine(presence: readonly { seat: Seat; name: string | null; connected: boolean; kind: string; standIn: boolean }[], m: JoinMessages): string {
  return presence
    .map((p) => `${p.name ?? m.seat(p.seat)}${p.kind === 'bot' || p.standIn ? ' (bot)' : ''}${p.connected || p.kind === 'bot' ? '' : ' ✗'}`)
    .join(', ');
}

function draw(registry: Registry, io: CliIo, t: Table, lang: Locale, m: JoinMessages, tail: readonly string[]): void {
  const game: AnyGame | undefined = findGame(registry, t.game);
  const screen = io.interactive && process.stdout.columns ? { columns: process.stdout.columns, rows: process.stdout.rows } : undefined;
  const board = game ? game.render(t.view, lang, screen) : JSON.stringify(t.view, null, 2);
  io.stdout.write(io.interactive ? CLEAR_SCREEN : '\n');
  const who = t.seat === null ? m.spectator : m.seat(t.seat);
  println(io.stdout, rule(m.title(game ? game.info.name[lang] : t.game, who, t.seq)), m.presence(t.presence), '', board, '', rule(m.recent), ...t.log.slice(-RECENT), '', ...tail);
}
