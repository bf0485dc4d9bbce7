import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '@docket/engine';
import { runCli } from '../src/cli.js';
import { playCommand } from '../src/play/play-command.js';
import { registry } from '../src/registry.js';
import { pebbles } from './fixtures/pebbles.js';
import { testIo, testRegistry } from './fixtures/registry.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'docket-keys-'));

/** Pebbles with full-text keys, as Lawyer Up has them: `explain` for an action, `lookup` for a name. */
const explained: AnyGame = {
  ...pebbles,
  explain: (a: { count: number }, _v: unknown, locale: string) => (locale === 'en' ? `Takes ${a.count} from the pile, in full.` : `Prend ${a.count} au tas, en entier.`),
  lookup: (q: string) => (q.toLowerCase() === 'stone' ? 'Stone: a pebble, in full.' : null),
} as unknown as AnyGame;
const keysRegistry = { ...testRegistry, games: [explained] };

/** Waits until `cond` holds, polling: for input that must arrive after the prompt is up. */
async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
}

describe('the play prompt', () => {
  it('plays the action whose number is typed, not the first one', async () => {
    const io = testIo(['2', 'q']);
    const r = await playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'k1', vs: ['random'] });
    expect(r.record.actions[0]).toEqual({ seat: 0, action: { type: 'take', count: 2 } });
  });

  it('answers h, l and i N / i NAME in place, and plays on afterwards', async () => {
    const io = testIo(['h', 'l', 'i 2', 'i stone', 'i nothing', '1', 'q']);
    const r = await playCommand(keysRegistry, io, 'pebbles', { lang: 'en', seed: 'k2', vs: ['random'] });
    const out = io.out();
    expect(out).toContain('  i N         action N in full');
    expect(out).toContain('── Full log');
    expect(out).toContain('i 2\nTakes 2 from the pile, in full.');
    expect(out).toContain('i stone\nStone: a pebble, in full.');
    expect(out).toContain('Nothing called "nothing"');
    expect(r.record.actions[0]?.action).toEqual({ type: 'take', count: 1 });
  });

  it('shows an action’s label with i N when the game has no full text', async () => {
    const io = testIo(['i 1', 'q']);
    await playCommand(testRegistry, io, 'pebbles', { lang: 'fr', seed: 'k3', vs: ['random'] });
    expect(io.out()).toContain('i 1\nPrendre 1 caillou\n');
  });

  it('asks before leaving on a terminal: n stays, anything else is explained, y leaves', async () => {
    const io = testIo(['q', 'h', 'n', 'q', 'y'], 'k4', { screen: { columns: 100, rows: 40 } });
    const r = await playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'k4', vs: ['random'] });
    const out = io.out();
    expect(out.match(/Leave the game\? \(y\/n\) /g)).toHaveLength(3);
    expect(out).toContain('Answer y (yes) or n (no).');
    expect(r.left).toBe(true);
  });

  it('saves with a bare s to the --save file, and asks for a file name without one', async () => {
    const dir = tmp();
    const given = join(dir, 'given.json');
    const io1 = testIo(['1', 's', 'q']);
    await playCommand(testRegistry, io1, 'pebbles', { lang: 'en', seed: 'k5', vs: ['random'], save: given });
    expect(io1.out()).toContain(`s\nRecord saved to ${given}.`);
    const asked = join(dir, 'asked.json');
    const io2 = testIo(['1', 's', 'h', asked, 's', '', 's', 'q', 'q']);
    const r = await playCommand(testRegistry, io2, 'pebbles', { lang: 'en', seed: 'k5', vs: ['random'] });
    expect(io2.out()).toContain(`File to save the record to (Enter: cancel): ${asked}\nRecord saved to ${asked}.`);
    expect(io2.out()).toContain('File to save the record to (Enter: cancel): \nNot saved: no file name given.');
    // h at the file prompt explains it (no file called "h"); q there cancels, and a later q leaves.
    expect(io2.out()).toContain('File to save the record to (Enter: cancel): h\nType the name of the file');
    expect(io2.out()).toContain('File to save the record to (Enter: cancel): q\nNot saved: no file name given.');
    expect(existsSync('h')).toBe(false);
    expect(JSON.parse(readFileSync(asked, 'utf8'))).toEqual(r.record);
  });
});

describe('Ctrl-C', () => {
  it('saves the record when --save was given, at a prompt', async () => {
    const file = join(tmp(), 'c.json');
    const io = testIo(['1'], 'c1', { open: true });
    const done = playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'c1', vs: ['random'], options: '{"pile": 20}', save: file });
    await until(() => (io.out().match(/Choose 1–2/g) ?? []).length === 2);
    io.signals.emit('SIGINT');
    const r = await done;
    expect(r.left).toBe(true);
    expect(io.out()).toContain('Ctrl-C: leaving the game.');
    expect(io.out()).toContain(`Record saved to ${file}.`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(r.record);
    expect(r.record.actions).toHaveLength(2);
  });

  it('offers to save without --save, and saves where the person says', async () => {
    const file = join(tmp(), 'offered.json');
    const io = testIo([], 'c2', { open: true });
    const done = playCommand(testRegistry, io, 'pebbles', { lang: 'fr', seed: 'c2', vs: ['random'] });
    await until(() => io.out().includes('Choisissez 1–2'));
    io.signals.emit('SIGINT');
    await until(() => io.out().includes('Nom du fichier (Entrée : partir sans enregistrer) : '));
    io.stdin.end(`${file}\n`);
    const r = await done;
    expect(io.out()).toContain(`Partie enregistrée dans ${file}.`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(r.record);
  });
});

describe('the screen', () => {
  it('fits every redraw in the terminal, the log trimmed first, and redraws on resize', async () => {
    const screen = { columns: 40, rows: 16 };
    const io = testIo(new Array<string>(12).fill('1'), 'fit', { screen, open: true });
    const done = playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'fit', vs: ['random'], options: '{"pile": 50}' });
    await until(() => io.out().endsWith('or h for help: ') && (io.out().match(/Choose/g) ?? []).length === 13);
    Object.assign(io.stdout, { rows: 12 });
    io.stdout.emit('resize');
    io.stdin.end('q\ny\n');
    await done;
    const screens = io.out().split('\x1b[2J\x1b[3J\x1b[H').slice(1);
    const menus = screens.filter((s) => s.includes('Your move'));
    expect(menus.length).toBeGreaterThanOrEqual(14);
    for (const s of menus.slice(0, -1)) {
      // The redraw and its prompt line: at most the terminal's rows; no line wider than it.
      const lines = s.slice(0, s.indexOf('or h for help: ')).split('\n');
      expect(lines.length).toBeLessThanOrEqual(16);
      expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThanOrEqual(40);
    }
    // By then the log no longer fits whole: its last lines are shown under the board.
    expect(menus[12]).toContain('── Recent events');
    expect(menus[12]).not.toContain('Nothing has happened yet.');
    // The resize drew the same menu again within 12 rows, board first.
    const resized = menus[menus.length - 1] as string;
    expect(resized.slice(0, resized.indexOf('or h for help: ')).split('\n').length).toBeLessThanOrEqual(12);
    expect(resized.split('\n')[2]).toMatch(/^Pile: /);
  });

  it('shows a spinner with the bot’s name and the time while it thinks', async () => {
    const io = testIo(['q', 'y'], 'spin', { screen: { columns: 100, rows: 40 } });
    await playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'spin', seat: 1, vs: ['mcts:50'] });
    expect(io.out()).toMatch(/\r⠋ Player 1 \(mcts:50\) is thinking… \d+\.\d s/);
  });
});

describe('options and bots, misspelt', () => {
  it('refuses an unknown option naming the known ones, an enum naming its values, an unknown bot naming every bot', async () => {
    const cases: [string[], string][] = [
      [['play', 'pebbles', '--options', '{"piles": 3}'], 'pebbles has no option "piles"; its options: pile, trap, teams.'],
    ];
    for (const [args, message] of cases) {
      const io = testIo();
      expect(await runCli(args, testRegistry, io)).toBe(2);
      expect(io.err()).toContain(message);
    }
    const real: [string[], string][] = [
      [['play', 'tribunal-1920', '--options', '{"firstPlayer": 2}'], 'firstPlayer: expected one of "random", 0, 1'],
      [['play', 'lawyer-up', '--options', '{"cas": "01"}'], 'lawyer-up has no option "cas"; its options: case,'],
      [['play', 'the-trial', '--vs', 'wizard'], 'bots: easy, medium, hard, random, greedy, mcts, mcts:<iterations>, mcts:<seconds>s, mcts:<ms>ms, trial (the-trial only), trial-reason (the-trial only), trial-reason-good (the-trial only), trial-reason-bad (the-trial only).'],
    ];
    for (const [args, message] of real) {
      const io = testIo();
      expect(await runCli(args, registry, io)).toBe(2);
      expect(io.err()).toContain(message);
    }
  });
});
