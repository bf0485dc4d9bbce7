import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { playCommand } from '../src/play/play-command.js';
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
