import { createRequire } from 'node:module';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { nameList, positiveSeconds, seatArg, viewerArg, wholeNumber } from './args.js';
import { benchCommand, type BenchFlags } from './bench/bench-command.js';
import { serverBench, type ServerBenchFlags } from './bench/server-bench.js';
import { cardsCommand, type CardsFlags } from './cards/cards-command.js';
import { CliError, messageOf, oneLine } from './errors.js';
import type { CliIo } from './io.js';
import type { Registry } from './lookup.js';
import { playCommand, type PlayFlags } from './play/play-command.js';
import { joinCommand, type JoinFlags } from './join/join-command.js';
import { protocolCommand } from './protocol/protocol-command.js';
import { replayCommand, type ReplayFlags } from './replay/replay-command.js';
import { registerServe } from './serve/serve-command.js';
import { simulateCommand, type SimulateFlags } from './simulate/simulate-command.js';

const { version } = createRequire(import.meta.url)('../package.json') as { version: string };

function langOption(): Option {
  return new Option('--lang <lang>', 'language of the text shown').choices(['en', 'fr']).default('en');
}

function nonEmpty(value: string): string {
  if (value.trim() === '') throw new InvalidArgumentError('A seed cannot be empty.');
  return value;
}

/** The `docket` program; every action reads its streams from `io`, so tests can run it whole. */
export function buildProgram(registry: Registry, io: CliIo): Command {
  const program = new Command('docket')
    .description('Play, replay, simulate and benchmark courtroom tabletop games.')
    .version(version)
    .exitOverride()
    .showSuggestionAfterError()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => write(`docket: ${oneLine(s.replace(/^error: /, ''))}\n`),
    });

  program
    .command('play <game>')
    .description('play a game in the terminal against bots, or against friends at one keyboard (--seats)')
    .option('--seat <seat>', 'your seat, from 0 (Player 1 is seat 0; in solo mode also its name, e.g. P or D)', seatArg)
    .option('--solo', "play the game's solo mode: its own rules play the other side (no --vs)")
    .option('--vs <bots>', 'bot for every other seat, or one per other seat (comma-separated): easy, medium, hard (the game’s levels), random, greedy, mcts, mcts:N, mcts:250ms, mcts:1s (default: mcts:1s, the strongest)', nameList)
    .option('--seats <list>', 'hot-seat: who sits at each seat in order, e.g. human:Ada,human:Bea,mcts:1s (people pass the keyboard; a name is optional)', nameList)
    .option('--players <n>', "number of players (default: the game's smallest table)", wholeNumber(1))
    .option('--seed <seed>', 'seed of the deal (default: a random one, printed)', nonEmpty)
    .option('--options <json>', "the game's options as JSON")
    .option('--save <file>', 'save the match record there when the game ends or you leave')
    .addOption(langOption())
    .action(async (game: string, o: PlayFlags) => {
      await playCommand(registry, io, game, o);
    });

  program
    .command('simulate <game>')
    .description('play many bot-only games and report win rates and game lengths')
    .requiredOption('--games <n>', 'number of games', wholeNumber(1))
    .option('--seed <seed>', 'seed of the run; game i is seeded "<seed>/<i>" (default: random, reported)', nonEmpty)
    .option('--players <n>', "number of players (default: the game's smallest table)", wholeNumber(1))
    .option('--options <json>', "the game's options as JSON")
    .option('--bots <bots>', 'bot for every seat, or one per seat (comma-separated): easy, medium, hard, random, greedy, mcts, mcts:N, mcts:2s', nameList)
    .option('--rotate', 'seat the bots in rotation: game i shifts the list by i seats; adds wins by bot')
    .option('--workers <k>', 'worker threads to play on (default: 1, this thread)', wholeNumber(1))
    .option('--max-actions <n>', 'cut a game off after this many actions (default: 100000)', wholeNumber(1))
    .option('--json', 'print one JSON object instead of the report')
    .option('--csv <file>', 'write one row per game to this file')
    .option('--report <file>', 'write a self-contained HTML report with charts to this file')
    .option('--checkpoint <file>', 'append each game to this file as it ends; run again with it to play only the games it lacks', nonEmpty)
    .addOption(langOption())
    .action(async (game: string, o: SimulateFlags) => {
      await simulateCommand(registry, io, game, o);
    });

  program
    .command('replay <record>')
    .description('check a saved match record and show it step by step')
    .option('--all', 'print every step at once instead of waiting for Enter')
    .option('--seat <viewer>', 'see through one seat\'s eyes (a seat number or "spectator"); default: every action shown', viewerArg)
    .addOption(langOption())
    .action(async (file: string, o: ReplayFlags) => {
      await replayCommand(registry, io, file, o);
    });

  program
    .command('bench [game]')
    .description('measure random-playout and IS-MCTS speed on one core (every game when none is named); "server": live matches against `docket serve`')
    .option('--seconds <s>', 'measuring time per game, after a warm-up of half as long (at most 1 s)', positiveSeconds, 2)
    .option('--mcts-iterations <n>', 'search budget of each timed MCTS decision; 0 skips it (default: 1000)', wholeNumber(0))
    .option('--json', 'print a JSON array instead of the report')
    .option('--matches <m>', 'bench server: live Tribunal 1920 matches at once (default: 200)', wholeNumber(1))
    .option('--warm-up <n>', 'bench server: matches played to the end first, not measured, so the server\'s code is compiled (default: 40; 0 measures a cold start)', wholeNumber(0))
    .option('--idle <n>', 'bench server: connect this many idle clients instead, and report the server\'s memory', wholeNumber(1))
    .option('--nodes <list>', 'bench server: configurations side by side, e.g. sqlite:1,postgres:1,postgres:2,postgres:3')
    .option('--db <url>', 'bench server --nodes: the PostgreSQL server (a fresh schema per configuration)')
    .option('--redis <url>', 'bench server --nodes: the Redis server (default redis://127.0.0.1:6379)')
    .addOption(langOption())
    .action(async (game: string | undefined, o: BenchFlags & ServerBenchFlags) => {
      if (game === 'server') io.stdout.write(`${JSON.stringify(await serverBench(o))}\n`);
      else benchCommand(registry, io, game, o);
    });

  program
    .command('cards <game>')
    .description('list a card game\'s cards with their text, and whether each is implemented and tested')
    .option('--case <id>', 'only the cards of one case ("base", "00", "01")')
    .option('--json', 'print a JSON array instead of the list')
    .addOption(langOption())
    .action((game: string, o: CardsFlags) => {
      cardsCommand(registry, io, game, o);
    });

  program
    .command('join <url>')
    .description("play a seat of a server match (its link, or http://host:port/matches/<id>), watch it with --spectate, or pick one from a server's lobby (http://host:port)")
    .option('--spectate', 'watch the match instead of taking a seat')
    .option('--token <token>', 'the seat token of an earlier join: play that seat again')
    .option('--name <name>', 'your name at the table (default: guest)')
    .option('--seat <seat>', 'a particular open seat, from 0', wholeNumber(0))
    .addOption(langOption())
    .action(async (url: string, o: JoinFlags) => {
      await joinCommand(registry, io, url, o);
    });

  program
    .command('protocol')
    .description('a JSON-lines session on stdin/stdout, so any program can drive any game')
    .addOption(langOption())
    .action(async (o: Pick<BenchFlags, 'lang'>) => {
      await protocolCommand(registry, io, o.lang);
    });

  registerServe(program, registry, io);

  return program;
}

/** Runs one command line; resolves to the exit code: 0 done, 2 a usage error, 1 a bug. */
export async function runCli(argv: readonly string[], registry: Registry, io: CliIo): Promise<number> {
  const program = buildProgram(registry, io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (e) {
    // Commander has printed its own message (or the help, exit code 0).
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof CliError) {
      io.stderr.write(`docket: ${oneLine(e.message)}\n`);
      return 2;
    }
    io.stderr.write(`docket: internal error: ${oneLine(messageOf(e))}\n`);
    return 1;
  }
}
