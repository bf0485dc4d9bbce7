import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { playCommand } from '../src/play/play-command.js';
import { registry } from '../src/registry.js';
import { testIo, testRegistry } from './fixtures/registry.js';

const CLEAR = '\x1b[2J\x1b[3J\x1b[H';

describe('hot-seat play (--seats)', () => {
  it('passes the keyboard between people, each seeing only their own secrets', async () => {
    // Two people and a bot; every person's turn is: Enter at the pass screen, then "1".
    const io = testIo(new Array<string>(30).fill('').flatMap((e) => [e, '1']), 'hs', { screen: { columns: 100, rows: 40 } });
    const r = await playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'hs', seats: ['human', 'human', 'random'], options: '{"pile": 12}' });
    expect(r.left).toBe(false);
    expect(r.outcome?.reason).toBe('last-pebble');
    const screens = io.out().split(CLEAR).slice(1);
    // A pass screen, alone on a cleared screen, before every person's turn.
    const passes = screens.filter((s) => s.includes('Pass to Player'));
    const turns = screens.filter((s) => s.includes('Your move'));
    expect(passes.length).toBe(turns.length);
    screens.forEach((s, i) => {
      if (!s.includes('Your move')) return;
      const before = screens[i - 1] ?? '';
      const player = Number(/Your move \(Player (\d)\)/.exec(s)?.[1]);
      expect(before).toContain(`Pass to Player ${player} — press Enter`);
      expect(before).toContain(`Player ${player}, press Enter when only you can see the screen: `);
      expect(before).not.toContain('Marks:');
      // This person's board shows their own mark only, and their log the marks of their own moves only.
      const marks = /Marks: (.*)/.exec(s)?.[1] ?? '';
      marks.split(' ').forEach((m, seat) => expect(m.endsWith('?')).toBe(seat !== player - 1));
      for (const x of s.matchAll(/· Seat (\d) took \d\.\n {2}· Your secret mark/g)) expect(Number(x[1])).toBe(player - 1);
    });
    expect(io.out()).toContain('Pebbles: Player 1’s turn, 3 players; people: Player 1, Player 2; bots: Player 3 (random).');
    // Both people played.
    expect(new Set(r.record.actions.map((a) => a.seat))).toEqual(new Set([0, 1, 2]));
  });

  it('speaks French at the pass screen, and q there leaves after confirming', async () => {
    const io = testIo(['q', 'o'], 'hs2', { screen: { columns: 100, rows: 40 } });
    const r = await playCommand(testRegistry, io, 'pebbles', { lang: 'fr', seed: 'hs2', seats: ['human', 'human'] });
    expect(io.out()).toContain('Passez au joueur 1 — appuyez sur Entrée');
    expect(io.out()).toContain('Quitter la partie ? (o/n) o');
    expect(r.left).toBe(true);
    expect(r.record.actions).toHaveLength(0);
  });

  it('calls the people by the names --seats gives them, in the words, the menus and the game\'s own texts', async () => {
    const io = testIo(new Array<string>(30).fill('').flatMap((e) => [e, '1']), 'hs', { screen: { columns: 140, rows: 40 } });
    const r = await playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'hs', seats: ['human:Ada', 'human: Bea ', 'random'], options: '{"pile": 12}' });
    expect(r.outcome).not.toBeNull();
    const out = io.out();
    expect(out).toContain('Pebbles: Ada (Player 1)’s turn, 3 players; people: Ada (Player 1), Bea (Player 2); bots: Player 3 (random).');
    expect(out).toContain('Pass to Bea (Player 2) — press Enter');
    expect(out).toContain('Ada (Player 1), press Enter when only you can see the screen: ');
    expect(out).toContain('Your move (Ada, Player 1):');
    expect(out).toContain('Bea (Player 2) has played.');
    // Unnamed, the same table numbers them: the checks above can fail.
    const plain = testIo(new Array<string>(30).fill('').flatMap((e) => [e, '1']), 'hs', { screen: { columns: 100, rows: 40 } });
    await playCommand(testRegistry, plain, 'pebbles', { lang: 'en', seed: 'hs', seats: ['human', 'human', 'random'], options: '{"pile": 12}' });
    expect(plain.out()).not.toContain('Ada');
  });

  it('speaks French to named people, with the articles their names take', async () => {
    const io = testIo(['', 'q', 'o'], 'hs2', { screen: { columns: 100, rows: 40 } });
    await playCommand(testRegistry, io, 'pebbles', { lang: 'fr', seed: 'hs2', seats: ['human:Ada', 'human:Bea'] });
    expect(io.out()).toContain('Passez à Ada (joueur 1) — appuyez sur Entrée');
    expect(io.out()).toContain('Cailloux : au tour d’Ada (joueur 1), 2 joueurs ; personnes : Ada (Joueur 1), Bea (Joueur 2).');
  });

  it('names the people in the game\'s own words: The Trial\'s picture, menu and log', async () => {
    // Ada plays with four of the game's bots; she leaves at her first move.
    const io = testIo(['q'], 'trial-names');
    const r = await playCommand(registry, io, 'the-trial', { lang: 'en', seed: 'trial-names', seats: ['human:Ada', 'trial', 'trial', 'trial', 'trial'] });
    expect(r.left).toBe(true);
    const out = io.out();
    expect(out).toMatch(/you: Ada\b/);
    expect(out).toMatch(/\*Ada \(1\)/);
    expect(out).toContain('Your move (Ada, Player 1):');
    expect(out).toMatch(/Player 2/);
  });

  it('refuses a name that is empty, too long, holds control characters, or is given twice', async () => {
    const cases: [string, string][] = [
      ['human:,human', 'a person\'s name after "human:" is 1 to 40 characters of text.'],
      [`human:${'x'.repeat(41)},human`, 'is 1 to 40 characters of text.'],
      ['human:A\u001b[2J,human', '"human:A[2J": a person\'s name'],
      ['human:Ada,human:ada', '--seats names two people "ada": give each their own name.'],
    ];
    for (const [list, message] of cases) {
      const io = testIo();
      expect(await runCli(['play', 'pebbles', '--seats', list], testRegistry, io)).toBe(2);
      expect(io.err()).toContain(message);
    }
  });

  it('refuses --seats with --vs or --seat, a count the game does not take, or no person', async () => {
    const cases: [string[], string][] = [
      [['--seats', 'human,random', '--vs', 'random'], '--seats says who sits at every seat: leave out --vs and --seat.'],
      [['--seats', 'human,random', '--players', '3'], '--seats names 2 seats but --players says 3.'],
      [['--seats', 'human,human,human,human,human'], 'pebbles takes 2–4 players, not 5.'],
      [['--seats', 'random,random'], '--seats needs at least one "human"'],
      [['--seats', 'human,wizard'], 'Unknown bot "wizard"'],
    ];
    for (const [args, message] of cases) {
      const io = testIo();
      expect(await runCli(['play', 'pebbles', ...args], testRegistry, io)).toBe(2);
      expect(io.err()).toContain(message);
    }
  });
});
