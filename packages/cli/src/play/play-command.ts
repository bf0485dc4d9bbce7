import { writeFileSync } from 'node:fs';
import type { Action, AnyGame, Locale, MatchRecord, Outcome, Seat } from '@docket/engine';
import { checkOptions, parseOptions, resolvePlayers, resolveSeat } from '../args.js';
import { CliError, messageOf } from '../errors.js';
import { println, type CliIo } from '../io.js';
import { requireBot, requireGame, type Registry } from '../lookup.js';
import { messages, type Messages } from '../messages.js';
import { CLEAR_SCREEN, rule } from '../screen.js';
import { parseCommand } from './commands.js';
import { LinePrompter, TtyPrompter, type Prompter } from './prompter.js';
import { Table, type LogEntry } from './table.js';

export interface PlayFlags {
  /** A seat number; in solo mode also a name the game gives its seats ("P", "D"). */
  readonly seat?: Seat | string;
  /** Play the game's solo mode: its own rules play every other seat. */
  readonly solo?: boolean;
  /** One bot for every other seat, or one per other seat in seat order. */
  readonly vs?: readonly string[];
  readonly players?: number;
  readonly seed?: string;
  readonly options?: string;
  readonly save?: string;
  readonly lang: Locale;
}

export interface PlayResult {
  readonly record: MatchRecord;
  readonly outcome: Outcome | null;
  /** The player left (q, or the end of input) before the game ended. */
  readonly left: boolean;
}

/** How many log entries the screen shows under the board; `l` shows them all. */
const RECENT = 8;

/**
 * `--solo`: the person at `--seat` (a number or the game's name for it; default seat 0), the game's own rules at
 * every other seat, whose options the game gives. No bot sits there: those seats are never asked to act.
 */
function soloTableFor(io: CliIo, game: AnyGame, flags: PlayFlags): Table {
  const solo = game.solo;
  if (solo === undefined) throw new CliError(`${game.info.id} has no solo mode.`);
  if (flags.vs !== undefined) throw new CliError('--solo plays against the game’s own rules: leave out --vs.');
  const players = solo.seats.length;
  if (flags.players !== undefined && flags.players !== players) throw new CliError(`${game.info.id} solo mode seats ${players} players, not ${flags.players}.`);
  const named = typeof flags.seat === 'string' ? solo.seats.findIndex((x) => x.toLowerCase() === (flags.seat as string).toLowerCase()) : (flags.seat ?? 0);
  if (named < 0 || named >= players) throw new CliError(`In solo mode --seat is one of ${solo.seats.join(', ')} (or 0–${players - 1}), not "${String(flags.seat)}".`);
  const seat: Seat = named;
  const given = parseOptions(game, flags.options) as Record<string, unknown>;
  const options = checkOptions(game, { ...given, ...solo.options(seat) });
  const botNames = Array.from({ length: players }, () => '');
  const bots = Array.from({ length: players }, () => null);
  return new Table({ game, players, options, seed: flags.seed ?? io.newSeed(), seat, botNames, bots, lang: flags.lang, solo: true });
}

function tableFor(registry: Registry, io: CliIo, gameId: string, flags: PlayFlags): Table {
  const game = requireGame(registry, gameId);
  if (flags.solo === true) return soloTableFor(io, game, flags);
  const players = resolvePlayers(game, flags.players);
  const options = parseOptions(game, flags.options);
  const seat = resolveSeat(flags.seat, players);
  const names = flags.vs ?? ['random'];
  if (names.length !== 1 && names.length !== players - 1) {
    throw new CliError(`--vs takes one bot for every other seat or ${players - 1} (one per other seat), not ${names.length}.`);
  }
  const others = [...Array(players).keys()].filter((s) => s !== seat);
  const botNames = new Array<string>(players).fill('');
  others.forEach((s, i) => (botNames[s] = names.length === 1 ? (names[0] as string) : (names[i] as string)));
  const bots = botNames.map((name, s) => (s === seat ? null : requireBot(registry, name)(game)));
  return new Table({ game, players, options, seed: flags.seed ?? io.newSeed(), seat, botNames, bots, lang: flags.lang });
}

function logLines(entries: readonly LogEntry[]): string[] {
  return entries.flatMap((e) => [e.title, ...e.events.map((t) => `  · ${t}`)]);
}

/**
 * `docket play`: one person against bots. After every move the screen is redrawn (board, recent log,
 * menu); the prompt takes a number, h, l, s FILE or q, and anything else is explained, never fatal.
 */
export async function playCommand(
  registry: Registry,
  io: CliIo,
  gameId: string,
  flags: PlayFlags,
  prompter?: Prompter,
): Promise<PlayResult> {
  const table = tableFor(registry, io, gameId, flags);
  const m = messages(flags.lang);
  const ask = prompter ?? (io.interactive ? new TtyPrompter(m, io.stdin, io.stdout) : new LinePrompter(io.stdin, io.stdout));
  try {
    const left = await loop(table, io, flags, m, ask);
    finish(table, io, flags, m, left);
    return { record: table.record, outcome: table.outcome(), left };
  } finally {
    ask.close();
  }
}

/** Plays until the game ends (false) or the player leaves (true). */
async function loop(table: Table, io: CliIo, flags: PlayFlags, m: Messages, ask: Prompter): Promise<boolean> {
  const { game, seat, lang } = table.setup;
  table.playBots();
  turns: while (table.outcome() === null) {
    if (!table.personToAct()) throw new Error(`${game.info.id} asks nobody at this table to act.`);
    const legal: Action[] = table.legal();
    if (legal.length === 0) throw new Error(`${game.info.id} asks seat ${seat} to act but offers no legal action.`);
    const labels = legal.map((a) => game.describe(a, lang));
    const menu = { title: m.yourMove(seat), actions: labels, prompt: m.prompt(labels.length) };
    draw(table, io, m, ask.drawsMenu ? [] : [menu.title, ...labels.map((l, i) => `  ${i + 1}. ${l}`)]);
    for (;;) {
      const line = await ask.ask(menu);
      if (line === null) {
        println(io.stdout, m.inputEnded);
        return true;
      }
      const cmd = parseCommand(line, legal.length);
      switch (cmd.kind) {
        case 'act':
          table.playPerson(legal[cmd.index] as Action);
          table.playBots();
          continue turns;
        case 'quit':
          if (!io.interactive || (await ask.confirm(m.confirmQuit)) !== false) return true;
          break;
        case 'help':
          println(io.stdout, ...m.help);
          break;
        case 'log':
          println(io.stdout, rule(m.fullLog), ...(table.log.length ? logLines(table.log) : [m.emptyLog]));
          break;
        case 'save': {
          const file = cmd.file ?? flags.save;
          println(io.stdout, file === undefined ? m.saveUsage : save(table.record, file, m).message);
          break;
        }
        case 'bad':
          println(io.stdout, m.notAChoice(cmd.input, legal.length));
          break;
        case 'empty':
          break;
      }
    }
  }
  return false;
}

/** Redraws: a clean screen on a terminal, a titled rule between screens otherwise. */
function draw(table: Table, io: CliIo, m: Messages, menu: readonly string[]): void {
  const { game, seat, lang, seed, players, botNames } = table.setup;
  const bots = [...new Set(botNames.filter((_, s) => s !== seat))].join(', ');
  io.stdout.write(io.interactive ? CLEAR_SCREEN : '\n');
  const recent = table.log.slice(-RECENT);
  println(
    io.stdout,
    rule(`${game.info.name[lang]} · ${m.seat(seat)} · ${m.actionsPlayed(table.record.actions.length)}`),
    table.setup.solo === true ? m.soloIntro(game.info.name[lang], seat) : m.playIntro(game.info.name[lang], seat, players, bots),
    m.seedLine(seed),
    '',
    game.render(game.view(table.state, seat), lang),
    '',
    rule(m.recentLog),
    ...(recent.length ? logLines(recent) : [m.emptyLog]),
    '',
    ...menu,
  );
}

function save(record: MatchRecord, file: string, m: Messages): { ok: boolean; message: string } {
  try {
    writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
    return { ok: true, message: m.saved(file) };
  } catch (e) {
    return { ok: false, message: m.saveFailed(file, messageOf(e)) };
  }
}

/** The end screen, or the goodbye of a player who left; the record is saved either way with --save. */
function finish(table: Table, io: CliIo, flags: PlayFlags, m: Messages, left: boolean): void {
  const { game, lang } = table.setup;
  const outcome = table.outcome();
  const lines: string[] = [];
  if (outcome) {
    draw(table, io, m, []);
    lines.push(rule(m.gameOver), game.describeOutcome(outcome, lang));
  } else if (left) lines.push(m.left(table.record.actions.length));
  if (flags.save !== undefined) {
    const saved = save(table.record, flags.save, m);
    lines.push(saved.message);
    if (saved.ok) lines.push(m.replayHint(flags.save));
  }
  lines.push(m.seedLine(table.setup.seed));
  println(io.stdout, ...lines);
}
