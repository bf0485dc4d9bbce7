import { performance } from 'node:perf_hooks';
import type { Action, Rng, Seat } from '@docket/engine';
import { println, type CliIo } from '../io.js';
import type { Messages } from '../messages.js';
import { CLEAR_SCREEN, rule } from '../screen.js';
import type { BotRunner } from './bot-runner.js';
import { parseCommand } from './commands.js';
import type { Console } from './console.js';
import type { PlayFlags } from './play-command.js';
import { layout, logLines } from './play-screen.js';
import { saveRecord } from './save.js';
import type { Table } from './table.js';

export interface PlayContext {
  readonly table: Table;
  readonly io: CliIo;
  readonly flags: PlayFlags;
  readonly m: Messages;
  readonly con: Console;
  readonly bots: BotRunner;
}

/** How a turn ended: an action played, or the person left (q, the end of input, Ctrl-C). */
type TurnEnd = 'played' | 'left' | 'interrupt';

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** Plays until the game ends (false) or a person leaves (true); then shows the end screen and saves. */
export async function playLoop(ctx: PlayContext): Promise<boolean> {
  const { table } = ctx;
  const hotSeat = table.humans.length > 1;
  // The person whose screen is up: in hot-seat, the screen is passed before anyone else's turn.
  let shown: Seat | null = null;
  let end: TurnEnd = 'played';
  const alone = hotSeat ? null : (table.humans[0] ?? null);
  for (let turn = table.next(); turn !== null && end === 'played'; turn = table.next()) {
    if (turn.kind === 'bot') {
      // One person watches the board, without a menu, while the bots think.
      if (alone !== null && shown !== alone) {
        draw(ctx, alone, null);
        shown = alone;
      }
      end = await botTurn(ctx, turn.seat);
    } else {
      if (hotSeat && shown !== turn.seat) {
        end = await passScreen(ctx, turn.seat);
        if (end !== 'played') break;
      }
      shown = turn.seat;
      end = await personTurn(ctx, turn.seat);
      const played = turn.seat;
      // The screen shows the menu just answered: redraw it (the move now in the log) before the bots think.
      if (!hotSeat) shown = null;
      // Hide this person's screen at once unless they play again next.
      else if (end === 'played' && table.nextHuman() !== played) {
        ctx.io.stdout.write(ctx.io.interactive ? CLEAR_SCREEN : '\n');
        println(ctx.io.stdout, ctx.m.turnDone(played));
        shown = null;
      }
    }
  }
  if (end === 'interrupt') await offerSave(ctx);
  finish(ctx, end !== 'played', hotSeat ? 'spectator' : (shown ?? table.humans[0] ?? 0));
  return end !== 'played';
}

/** Between two people's turns: a blank screen that waits for the next person. */
async function passScreen(ctx: PlayContext, seat: Seat): Promise<TurnEnd> {
  const { io, m, con } = ctx;
  io.stdout.write(io.interactive ? CLEAR_SCREEN : '\n');
  println(io.stdout, rule(m.passTitle), '', m.passTo(seat), '');
  con.discardTypeAhead();
  for (;;) {
    const a = await con.ask(m.passPrompt(seat));
    if (a.kind === 'interrupt') return 'interrupt';
    if (a.kind === 'end') return inputEnded(ctx);
    const cmd = parseCommand(a.text, 0);
    if (cmd.kind === 'empty') return 'played';
    if (cmd.kind === 'quit' && (await confirmQuit(ctx))) return 'left';
    else if (cmd.kind === 'help') println(io.stdout, ...m.passHelp);
    else if (cmd.kind !== 'quit') println(io.stdout, m.passHelp[0] as string);
  }
}

function inputEnded(ctx: PlayContext): TurnEnd {
  println(ctx.io.stdout, ctx.m.inputEnded);
  return 'left';
}

async function confirmQuit(ctx: PlayContext): Promise<boolean> {
  const { io, m, con } = ctx;
  if (!io.interactive) return true;
  for (;;) {
    const a = await con.ask(`${m.confirmQuit} ${m.yesNo} `);
    if (a.kind !== 'line') return true;
    if (/^\s*(y|yes|o|oui|q)\s*$/i.test(a.text)) return true;
    if (/^\s*(n|no|non)?\s*$/i.test(a.text)) return false;
    println(io.stdout, m.answerYesNo);
  }
}

/** Who plays whom, and how strong the bots are (changed with --vs). */
function intro(ctx: PlayContext, seat: Seat): string {
  const { table, m } = ctx;
  const { game, lang, sitters, players, solo } = table.setup;
  const name = game.info.name[lang];
  if (solo === true) return m.soloIntro(name, seat);
  const specs = [...new Set(sitters.flatMap((x) => (x.kind === 'bot' ? [x.spec] : [])))];
  if (table.humans.length === 1) return m.playIntro(name, seat, players, specs.map(m.botLevel).join(', '));
  const people = table.humans.map(m.player).join(', ');
  const bots = sitters.flatMap((x, s) => (x.kind === 'bot' ? [m.bot(s, x.spec)] : [])).join(', ');
  return m.hotSeatIntro(name, seat, players, people, bots);
}

function draw(ctx: PlayContext, seat: Seat, menu: { readonly title: string; readonly items: readonly string[] } | null): void {
  const { table, io, m, con } = ctx;
  const { game, lang } = table.setup;
  const screen = con.screen();
  const view: unknown = table.match.view(seat);
  const lines = layout(
    {
      header: [rule(`${game.info.name[lang]} · ${m.seat(seat)} · ${m.actionsPlayed(table.match.seq)}`), intro(ctx, seat)],
      board: (size) => game.render(view, lang, size, table.names),
      logTitle: m.recentLog,
      emptyLog: m.emptyLog,
      log: table.logs[seat] ?? [],
      menu,
    },
    screen,
  );
  io.stdout.write(io.interactive ? CLEAR_SCREEN : '\n');
  if (screen === undefined) lines.splice(2, 0, m.seedLine(table.setup.seed));
  println(io.stdout, ...lines);
}

async function personTurn(ctx: PlayContext, seat: Seat): Promise<TurnEnd> {
  const { table, io, flags, m, con } = ctx;
  const { game, lang } = table.setup;
  const legal: Action[] = table.legal(seat);
  if (legal.length === 0) throw new Error(`${game.info.id} asks Player ${seat + 1} to act but offers no legal action.`);
  const labels = legal.map((a) => game.describe(a, lang, table.names));
  const menu = { title: m.yourMove(seat), items: labels.map((l, i) => `  ${i + 1}. ${l}`) };
  const redraw = () => draw(ctx, seat, menu);
  redraw();
  con.redrawOnResize(redraw);
  try {
    for (;;) {
      const a = await con.ask(m.prompt(labels.length));
      if (a.kind === 'interrupt') return 'interrupt';
      if (a.kind === 'end') return inputEnded(ctx);
      const cmd = parseCommand(a.text, legal.length);
      switch (cmd.kind) {
        case 'act':
          table.play(seat, legal[cmd.index] as Action);
          return 'played';
        case 'quit':
          if (await confirmQuit(ctx)) return 'left';
          break;
        case 'help':
          println(io.stdout, ...m.help);
          break;
        case 'log': {
          const log = table.logs[seat] ?? [];
          println(io.stdout, rule(m.fullLog), ...(log.length ? logLines(log) : [m.emptyLog]));
          break;
        }
        case 'info': {
          const view: unknown = table.match.view(seat);
          const text = cmd.index === null ? (game.lookup?.(cmd.query, lang) ?? null) : (game.explain?.(legal[cmd.index] as Action, view, lang) ?? (labels[cmd.index] as string));
          println(io.stdout, text ?? (game.lookup ? m.notFound(cmd.query) : m.noLookup));
          break;
        }
        case 'save': {
          const answer = cmd.file ?? flags.save ?? (await askFile(ctx, m.saveAsk));
          if (answer === 'interrupt') return 'interrupt';
          println(io.stdout, answer === null ? m.notSaved : saveRecord(table.match.record(), answer, m).message);
          break;
        }
        case 'bad':
          println(io.stdout, m.notAChoice(cmd.input, legal.length));
          break;
        case 'empty':
          break;
      }
    }
  } finally {
    con.redrawOnResize(null);
  }
}

/**
 * Asks for a file name; null when the answer is blank, q, or the input ended. The menu's one-letter keys are
 * not taken for file names: h (or l, s) explains what is asked.
 */
async function askFile(ctx: PlayContext, question: string): Promise<string | null | 'interrupt'> {
  for (;;) {
    const a = await ctx.con.ask(question);
    if (a.kind === 'interrupt') return 'interrupt';
    const text = a.kind === 'line' ? a.text.trim() : '';
    if (text === '' || /^q$/i.test(text)) return null;
    if (!/^[hls?]$/i.test(text)) return text;
    println(ctx.io.stdout, ctx.m.fileHelp);
  }
}

/** A bot decides, on its own thread when it can; a spinner with its name and the time shows meanwhile. */
async function botTurn(ctx: PlayContext, seat: Seat): Promise<TurnEnd> {
  const { table, io, m, con, bots } = ctx;
  const sitter = table.setup.sitters[seat];
  const name = sitter?.kind === 'bot' ? sitter.spec : '';
  const started = performance.now();
  let frame = 0;
  const tick = () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.stdout.write(`\r${SPINNER[frame++ % SPINNER.length] as string} ${m.thinking(seat, name, seconds)}\x1b[K`);
  };
  const timer = io.interactive ? setInterval(tick, 100) : null;
  if (io.interactive) tick();
  const interrupted = con.whenInterrupted();
  const rng = (table.botRngs[seat] as Rng).state();
  try {
    const r = await Promise.race([
      bots.choose({ seat, view: table.match.view(seat), legal: table.legal(seat), rng }),
      interrupted.promise.then(() => null),
    ]);
    if (r === null) {
      await bots.stop();
      return 'interrupt';
    }
    table.resumeBotRng(seat, r.rng);
    table.play(seat, r.action);
    return 'played';
  } finally {
    interrupted.cancel();
    if (timer) clearInterval(timer);
    if (io.interactive) io.stdout.write('\r\x1b[K');
  }
}

/** After Ctrl-C: with --save the record is saved by `finish`; otherwise the person is offered to save it. */
async function offerSave(ctx: PlayContext): Promise<void> {
  const { io, flags, m, table } = ctx;
  println(io.stdout, '', m.interrupted);
  if (flags.save !== undefined) return;
  const file = await askFile(ctx, m.saveBeforeLeaving);
  println(io.stdout, typeof file === 'string' && file !== 'interrupt' ? saveRecord(table.match.record(), file, m).message : m.notSaved);
}

/** The end screen, or the goodbye of a person who left; the record is saved either way with --save. */
function finish(ctx: PlayContext, left: boolean, viewer: Seat | 'spectator'): void {
  const { table, io, flags, m } = ctx;
  const { game, lang } = table.setup;
  const outcome = table.outcome();
  const lines: string[] = [];
  if (outcome) {
    io.stdout.write(io.interactive ? CLEAR_SCREEN : '\n');
    const size = ctx.con.screen();
    println(io.stdout, rule(game.info.name[lang]), game.render(table.match.view(viewer), lang, size, table.names), '');
    lines.push(rule(m.gameOver), game.describeOutcome(outcome, lang, table.names));
  } else if (left) lines.push(m.left(table.match.seq));
  if (flags.save !== undefined) {
    const saved = saveRecord(table.match.record(), flags.save, m);
    lines.push(saved.message);
    if (saved.ok) lines.push(m.replayHint(flags.save));
  }
  lines.push(m.seedLine(table.setup.seed));
  println(io.stdout, ...lines);
}
