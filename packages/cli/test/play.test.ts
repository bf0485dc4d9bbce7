import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay } from '@docket/engine';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { playCommand } from '../src/play/play-command.js';
import { parseCommand } from '../src/play/commands.js';
import { pebbles } from './fixtures/pebbles.js';
import { testIo, testRegistry } from './fixtures/registry.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'docket-play-'));

describe('play through piped streams', () => {
  it('explains garbage, plays a numbered choice, and quits on q', async () => {
    const io = testIo(['banana', '9', '', 'h', 'l', '1', 'q']);
    const result = await playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'p1', options: '{"pile": 9}', vs: ['random'] });
    const out = io.out();
    expect(out).toContain('"banana" is not a choice: type a number from 1 to 2, or h for help.');
    expect(out).toContain('"9" is not a choice');
    expect(out).toContain('s FILE      save the match record to FILE');
    expect(out).toContain('Nothing has happened yet.');
    expect(out).toContain('Seed p1 (play this deal again with --seed p1).');
    expect(out).toContain('  1. Take 1 pebble\n  2. Take 2 pebbles');
    // Our move, then the bot's, both in the log; the bot's private event stays hidden.
    expect(out).toContain('You (Player 1): Take 1 pebble\n  · Seat 0 took 1.\n  · Your secret mark is');
    expect(out).toMatch(/Player 2 \(random\)\n {2}· Seat 1 took [12]\./);
    // Every secret mark shown (the log is drawn on each screen) follows the person's own move.
    const marks = [...out.matchAll(/· Seat (\d) took \d\.\n {2}· Your secret mark is/g)].map((x) => x[1]);
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['0']));
    expect(out.match(/Your secret mark is/g)).toHaveLength(marks.length);
    expect(out).toContain('You left the game after 2 actions.');
    expect(result.left).toBe(true);
    expect(result.outcome).toBeNull();
    expect(result.record.actions.map((a) => a.seat)).toEqual([0, 1]);
    expect(result.record.actions[0]).toEqual({ seat: 0, action: { type: 'take', count: 1 } });
  });

  it('plays a whole game choosing "1" every time, to the end screen, and saves the record', async () => {
    const file = join(tmp(), 'match.json');
    const io = testIo(new Array<string>(20).fill('1'));
    const result = await playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'p2', players: 3, seat: 2, save: file, vs: ['random'] });
    expect(result.left).toBe(false);
    expect(result.outcome?.reason).toBe('last-pebble');
    const out = io.out();
    const end = out.slice(out.lastIndexOf('── Game over'));
    expect(end).toContain(`Seat ${result.outcome?.winners[0]} wins.`);
    expect(end).toContain(`Record saved to ${file}.`);
    expect(end).toContain(`docket replay ${file}`);
    // The final board opens every mark.
    const lastBoard = out.slice(out.lastIndexOf('Marks:'));
    expect(lastBoard.split('\n')[0]).not.toContain('?');
    // Seat 2 sits after two bots, who move first.
    expect(out).toContain('Player 1 (random)\n  · Seat 0 took');
    const saved: unknown = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved).toEqual(result.record);
    const r = replay(pebbles, saved);
    expect(r.ok && pebbles.outcome(r.value.final)).toEqual(result.outcome);
  });

  it('plays the same game again from the same seed and the same input', async () => {
    const run = async () => (await playCommand(testRegistry, testIo(new Array<string>(10).fill('2')), 'pebbles', { lang: 'fr', seed: 'again', vs: ['random'] })).record;
    expect(await run()).toEqual(await run());
  });

  it('saves mid-game with s FILE, and leaves cleanly when input ends', async () => {
    const file = join(tmp(), 'mid game.json');
    const io = testIo(['2', `s ${file}`, 's']);
    const result = await playCommand(testRegistry, io, 'pebbles', { lang: 'fr', seed: 'p3', vs: ['random'] });
    const out = io.out();
    expect(out).toContain(`Partie enregistrée dans ${file}.`);
    // A bare s without --save asks for a file; a blank answer says nothing was saved.
    expect(out).toContain('Fichier où enregistrer la partie (Entrée : annuler) : \nRien n’est enregistré : aucun nom de fichier donné.');
    expect(out).toContain('Fin de l’entrée : vous quittez la partie.');
    expect(result.left).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(result.record);
  });

  it('plays against bots named by spec, searching ones included', async () => {
    const io = testIo(new Array<string>(20).fill('1'));
    const result = await playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'p4', players: 3, vs: ['mcts:30', 'greedy'] });
    expect(result.outcome?.reason).toBe('last-pebble');
    expect(io.out()).toContain('against IS-MCTS search, 30 iterations a move, greedy: looks one move ahead (easy). --vs changes it.');
    expect(io.out()).toMatch(/Player 2 \(mcts:30\)\n {2}· Seat 1 took/);
  });

  it('refuses bad flags with one line and exit code 2', async () => {
    const cases: [string[], RegExp][] = [
      [['--seat', '5'], /There is no seat 5 at a table of 2/],
      [['--vs', 'wizard'], /Unknown bot "wizard"; bots: easy, medium, hard, random, greedy, mcts/],
      [['--vs', 'greedy:5'], /The greedy bot takes no budget/],
      [['--players', '3', '--vs', 'random,random,random'], /--vs takes one bot for every other seat or 2/],
      [['--options', '[1'], /--options is not valid JSON/],
      [['--lang', 'de'], /--lang/],
    ];
    for (const [args, message] of cases) {
      const io = testIo();
      expect(await runCli(['play', 'pebbles', ...args], testRegistry, io)).toBe(2);
      expect(io.err()).toMatch(message);
      expect(io.err().trim().split('\n')).toHaveLength(1);
    }
  });
});

describe('play input', () => {
  it('reads numbers, commands and file names', () => {
    expect(parseCommand(' 3 ', 4)).toEqual({ kind: 'act', index: 2 });
    expect(parseCommand('0', 4)).toEqual({ kind: 'bad', input: '0' });
    expect(parseCommand('5', 4)).toEqual({ kind: 'bad', input: '5' });
    expect(parseCommand('1.5', 4)).toEqual({ kind: 'bad', input: '1.5' });
    expect(parseCommand('H', 4)).toEqual({ kind: 'help' });
    expect(parseCommand('l', 4)).toEqual({ kind: 'log' });
    expect(parseCommand('q', 4)).toEqual({ kind: 'quit' });
    expect(parseCommand('q now', 4)).toEqual({ kind: 'bad', input: 'q now' });
    expect(parseCommand('s my game.json', 4)).toEqual({ kind: 'save', file: 'my game.json' });
    expect(parseCommand('s', 4)).toEqual({ kind: 'save', file: null });
    expect(parseCommand('   ', 4)).toEqual({ kind: 'empty' });
  });
});
