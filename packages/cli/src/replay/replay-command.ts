import { readFileSync } from 'node:fs';
import { eventsFor, replay, type AnyGame, type Locale, type ReplayedStep, type Viewer } from '@docket/engine';
import { resolveViewer } from '../args.js';
import { CliError, messageOf, oneLine } from '../errors.js';
import { println, type CliIo } from '../io.js';
import { LineReader } from '../line-reader.js';
import { requireGame, type Registry } from '../lookup.js';
import { gameMessages } from '../messages.js';
import { CLEAR_SCREEN, rule } from '../screen.js';

export interface ReplayFlags {
  /** Print every step at once, even on a terminal. */
  readonly all?: boolean;
  readonly seat?: Viewer;
  readonly lang: Locale;
}

/** Reads and parses a saved record; which game it names decides how it is checked. */
export function readRecordFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`Cannot read ${file}: ${messageOf(e)}`);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file} is not JSON: ${messageOf(e)}`);
  }
}

/**
 * A step's title. Another seat's action is told only through the events the viewer may see (as in
 * `play`): its description could name a hidden card.
 */
function stepTitle(game: AnyGame, step: ReplayedStep<unknown>, at: StepAt, lang: Locale): string {
  const m = gameMessages(lang, game);
  if (at.shown) return m.step(at.index, at.total, m.seat(step.seat), game.describe(step.action, lang));
  const title = m.stepUnseen(at.index, at.total, m.seat(step.seat));
  return at.seen ? title : `${title} ${m.actedUnseen}`;
}

interface StepAt {
  readonly index: number;
  readonly total: number;
  /** The viewer may read the action itself: an omniscient replay, or the viewer's own move. */
  readonly shown: boolean;
  /** The viewer saw at least one of its events. */
  readonly seen: boolean;
}

function gameOf(registry: Registry, file: string, raw: unknown): AnyGame {
  const id = typeof raw === 'object' && raw !== null ? (raw as { game?: unknown }).game : undefined;
  if (typeof id !== 'string') throw new CliError(`${file} is not a match record: it names no "game".`);
  return requireGame(registry, id);
}

/**
 * `docket replay FILE`: checks the record by replaying it, then shows it step by step: every action
 * (boards as a spectator sees them), or with --seat only what that viewer saw. On a terminal Enter moves on and q stops; with --all or piped output every step is printed.
 */
export async function replayCommand(registry: Registry, io: CliIo, file: string, flags: ReplayFlags): Promise<void> {
  const raw = readRecordFile(file);
  const game = gameOf(registry, file, raw);
  const r = replay(game, raw);
  if (!r.ok) throw new CliError(`${file}: ${oneLine(r.error.message)}`);
  const { initial, steps, final } = r.value;
  const record = raw as { seed: string; players: number };
  // Without --seat the replay is omniscient about actions; with it, it shows only what that viewer saw.
  const omniscient = flags.seat === undefined;
  const viewer = resolveViewer(flags.seat, record.players);
  const { lang } = flags;
  const m = gameMessages(lang, game);
  const stepwise = io.interactive && !flags.all;
  const reader = stepwise ? new LineReader(io.stdin) : null;
  const board = (state: unknown) => game.render(game.view(state, viewer), lang);
  const intro = omniscient
    ? m.replayIntroAll(game.info.name[lang], record.seed, steps.length)
    : m.replayIntro(game.info.name[lang], record.seed, steps.length, m.viewer(viewer));

  const screens: (() => string[])[] = [
    () => [intro, rule(m.setup), board(initial)],
    ...steps.map((step, i) => () => {
      const events = eventsFor(step.events, viewer).map((e) => `  · ${game.describeEvent(e, lang)}`);
      const at = { index: i + 1, total: steps.length, shown: omniscient || step.seat === viewer, seen: events.length > 0 };
      return [rule(stepTitle(game, step, at, lang)), ...events, board(step.state)];
    }),
  ];
  try {
    for (const screen of screens) {
      if (stepwise) io.stdout.write(CLEAR_SCREEN);
      println(io.stdout, ...screen());
      if (reader) {
        io.stdout.write(`${m.replayKeys} `);
        const answer = await reader.next();
        if (answer === null || answer.trim().toLowerCase() === 'q') return;
      }
    }
    const outcome = game.outcome(final);
    println(io.stdout, ...(outcome ? [rule(m.gameOver), game.describeOutcome(outcome, lang)] : [rule(m.unfinished)]));
  } finally {
    reader?.close();
  }
}
