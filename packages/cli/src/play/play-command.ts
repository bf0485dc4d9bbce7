import type { AnyGame, Locale, MatchRecord, Outcome, Seat } from '@docket/engine';
import { displayNameSchema } from '@docket/protocol';
import { checkOptions, parseOptions, resolvePlayers, resolveSeat } from '../args.js';
import { CliError } from '../errors.js';
import type { CliIo } from '../io.js';
import { requireBot, requireGame, type Registry } from '../lookup.js';
import { gameMessages } from '../messages.js';
import { printable } from '../screen.js';
import { botRunner } from './bot-runner.js';
import { Console } from './console.js';
import { playLoop } from './play-loop.js';
import { Table, type Sitter } from './table.js';

export interface PlayFlags {
  /** A seat number; in solo mode also a name the game gives its seats ("P", "D"). */
  readonly seat?: Seat | string;
  /** Play the game's solo mode: its own rules play every other seat. */
  readonly solo?: boolean;
  /** One bot for every other seat, or one per other seat in seat order. */
  readonly vs?: readonly string[];
  /** Hot-seat: who sits at each seat, in order ("human" or a bot spec). */
  readonly seats?: readonly string[];
  readonly players?: number;
  readonly seed?: string;
  readonly options?: string;
  readonly save?: string;
  readonly lang: Locale;
}

export interface PlayResult {
  readonly record: MatchRecord;
  readonly outcome: Outcome | null;
  /** The player left (q, Ctrl-C, or the end of input) before the game ended. */
  readonly left: boolean;
}

/** The bot a person plays against when they name none: the strongest, at about a second a move. */
export const DEFAULT_VS = 'mcts:1s';

/**
 * `--solo`: the person at `--seat` (a number or the game's name for it; default seat 0), the game's own rules at
 * every other seat, whose options the game gives. No bot sits there: those seats are never asked to act.
 */
function soloTableFor(io: CliIo, game: AnyGame, flags: PlayFlags): Table {
  const solo = game.solo;
  if (solo === undefined) throw new CliError(`${game.info.id} has no solo mode.`);
  if (flags.vs !== undefined || flags.seats !== undefined) throw new CliError('--solo plays against the game’s own rules: leave out --vs and --seats.');
  const players = solo.seats.length;
  if (flags.players !== undefined && flags.players !== players) throw new CliError(`${game.info.id} solo mode seats ${players} players, not ${flags.players}.`);
  const named = typeof flags.seat === 'string' ? solo.seats.findIndex((x) => x.toLowerCase() === (flags.seat as string).toLowerCase()) : (flags.seat ?? 0);
  if (named < 0 || named >= players) throw new CliError(`In solo mode --seat is one of ${solo.seats.join(', ')} (or 0–${players - 1}), not "${String(flags.seat)}".`);
  const seat: Seat = named;
  const given = parseOptions(game, flags.options) as Record<string, unknown>;
  const options = checkOptions(game, { ...given, ...solo.options(seat) });
  const sitters = Array.from({ length: players }, (_, s): Sitter => (s === seat ? { kind: 'human' } : { kind: 'rules' }));
  return new Table({ game, players, options, seed: flags.seed ?? io.newSeed(), sitters, lang: flags.lang, solo: true });
}

function botSitter(registry: Registry, game: AnyGame, spec: string): Sitter {
  return { kind: 'bot', spec, bot: requireBot(registry, spec)(game) };
}

/** `human`, or `human:NAME`: a person at this keyboard, by the name the others call them. */
const PERSON = /^human(?::(.*))?$/is;

/** A person's seat; a name is what a name at a server's table may be (1 to 40 characters, no control characters). */
function personSitter(entry: string): Sitter | null {
  const m = PERSON.exec(entry);
  if (!m) return null;
  if (m[1] === undefined) return { kind: 'human' };
  const name = displayNameSchema.safeParse(m[1]);
  if (!name.success) throw new CliError(`"${printable(entry)}": a person's name after "human:" is 1 to 40 characters of text.`);
  return { kind: 'human', name: name.data };
}

/** `--seats human:Ada,human,mcts:1s,…`: one entry per seat, a person optionally named; the list's length is the player count. */
function hotSeatSitters(registry: Registry, game: AnyGame, flags: PlayFlags, seats: readonly string[]): Sitter[] {
  if (flags.vs !== undefined || flags.seat !== undefined) throw new CliError('--seats says who sits at every seat: leave out --vs and --seat.');
  if (flags.players !== undefined && flags.players !== seats.length) {
    throw new CliError(`--seats names ${seats.length} seats but --players says ${flags.players}.`);
  }
  resolvePlayers(game, seats.length);
  const sitters = seats.map((s) => personSitter(s) ?? botSitter(registry, game, s));
  if (!sitters.some((x) => x.kind === 'human')) throw new CliError('--seats needs at least one "human"; for bots alone use docket simulate.');
  // Names are how the people at the table tell each other apart: two alike would not.
  const named = sitters.flatMap((x) => (x.kind === 'human' && x.name !== undefined ? [x.name.toLowerCase()] : []));
  const twice = named.find((n, i) => named.indexOf(n) !== i);
  if (twice !== undefined) throw new CliError(`--seats names two people "${twice}": give each their own name.`);
  return sitters;
}

function tableFor(registry: Registry, io: CliIo, gameId: string, flags: PlayFlags): Table {
  const game = requireGame(registry, gameId);
  if (flags.solo === true) return soloTableFor(io, game, flags);
  let sitters: Sitter[];
  if (flags.seats !== undefined) sitters = hotSeatSitters(registry, game, flags, flags.seats);
  else {
    const players = resolvePlayers(game, flags.players);
    const seat = resolveSeat(flags.seat, players);
    const names = flags.vs ?? [DEFAULT_VS];
    if (names.length !== 1 && names.length !== players - 1) {
      throw new CliError(`--vs takes one bot for every other seat or ${players - 1} (one per other seat), not ${names.length}.`);
    }
    const others = [...Array(players).keys()].filter((s) => s !== seat);
    sitters = new Array<Sitter>(players);
    sitters[seat] = { kind: 'human' };
    others.forEach((s, i) => (sitters[s] = botSitter(registry, game, (names.length === 1 ? names[0] : names[i]) as string)));
  }
  const options = parseOptions(game, flags.options);
  return new Table({ game, players: sitters.length, options, seed: flags.seed ?? io.newSeed(), sitters, lang: flags.lang });
}

/**
 * `docket play`: people against bots, or against each other at one keyboard (hot-seat). After every move the
 * screen is redrawn (board, recent log, menu); the prompt takes a number, h, l, s, q or i, and anything else is
 * explained, never fatal.
 */
export async function playCommand(registry: Registry, io: CliIo, gameId: string, flags: PlayFlags): Promise<PlayResult> {
  const table = tableFor(registry, io, gameId, flags);
  const con = new Console(io);
  const bots = botRunner(registry, table.game, table.setup.sitters);
  try {
    const left = await playLoop({ table, io, flags, m: gameMessages(flags.lang, table.game, table.names), con, bots });
    return { record: table.match.record(), outcome: table.outcome(), left };
  } finally {
    con.close();
    await bots.stop();
  }
}
