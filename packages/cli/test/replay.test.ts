import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playMatch, randomBot } from '@docket/bots';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import { pebbles } from './fixtures/pebbles.js';
import { testIo, testRegistry } from './fixtures/registry.js';

function savedMatch(): { file: string; record: ReturnType<typeof playMatch>['record']; winner: number } {
  const m = playMatch(pebbles, [randomBot(pebbles), randomBot(pebbles)], { players: 2, options: pebbles.options.parse({}), seed: 'rec' });
  const file = join(mkdtempSync(join(tmpdir(), 'docket-replay-')), 'match.json');
  writeFileSync(file, JSON.stringify(m.record));
  return { file, record: m.record, winner: m.outcome?.winners[0] ?? -1 };
}

describe('replay', () => {
  it('prints every step of a saved record: actor, action, visible events and board', async () => {
    const { file, record, winner } = savedMatch();
    const io = testIo();
    expect(await runCli(['replay', file, '--all'], testRegistry, io)).toBe(0);
    const out = io.out();
    const n = record.actions.length;
    expect(out).toContain(`Pebbles, seed rec: ${n} steps, every action shown (boards as a spectator sees them).`);
    expect(out).toContain('── Setup');
    expect(out).toContain('Pile: ●●●●●●● (7)\nMarks: 0:? 1:?');
    const first = record.actions[0]?.action as unknown as { count: number };
    expect(out).toContain(`── Step 1/${n}, Player 1: Take ${first.count} pebble`);
    expect(out).toContain(`── Step ${n}/${n}, Player ${(record.actions[n - 1]?.seat ?? 0) + 1}`);
    expect(out).toContain(`Seat ${winner} wins.`);
    // A spectator sees the moves, never a private mark.
    expect(out).not.toContain('secret mark');
  });

  it('shows the steps through one seat’s eyes with --seat', async () => {
    const { file } = savedMatch();
    const io = testIo();
    // Piped output prints everything even without --all.
    expect(await runCli(['replay', file, '--seat', '1', '--lang', 'fr'], testRegistry, io)).toBe(0);
    expect(io.out()).toContain('vues par le joueur 2');
    expect(io.out()).toMatch(/Marques : 0:\? 1:\d/);
    expect(io.out()).toContain('Votre marque secrète est');
  });

  it('tells another seat’s moves only through the events that seat may see, with --seat', async () => {
    const { file, record } = savedMatch();
    const titles = async (args: string[]) => {
      const io = testIo();
      expect(await runCli(['replay', file, ...args], testRegistry, io)).toBe(0);
      return { out: io.out(), steps: io.out().split('\n').filter((l) => l.startsWith('── Step')) };
    };
    const n = record.actions.length;
    const seat0 = await titles(['--seat', '0']);
    expect(seat0.out).toContain(`Pebbles, seed rec: ${n} steps, seen by Player 1.`);
    record.actions.forEach(({ seat, action }, i) => {
      const title = seat0.steps[i] ?? '';
      const count = (action as unknown as { count: number }).count;
      // Its own moves are named; the other seat's are not, though their public events are shown.
      if (seat === 0) expect(title).toMatch(new RegExp(`^── Step ${i + 1}/${n}, Player 1: Take ${count} pebble`));
      else expect(title).toMatch(new RegExp(`^── Step ${i + 1}/${n}, Player 2 ─`));
    });
    expect(seat0.out).toMatch(/── Step \d+\/\d+, Player 2 ─+\n {2}· Seat 1 took [12]\./);
    expect(seat0.steps).toHaveLength(n);
    // A spectator named on purpose reads no action at all; the omniscient replay reads every one.
    const spectator = await titles(['--seat', 'spectator']);
    expect(spectator.steps.filter((t) => t.includes(': Take'))).toEqual([]);
    const all = await titles([]);
    expect(all.steps.filter((t) => t.includes(': Take'))).toHaveLength(n);
  });

  it('refuses a corrupted record naming the step, with exit code 2', async () => {
    const { file, record } = savedMatch();
    const bad = { ...record, actions: record.actions.map((a, i) => (i === 2 ? { ...a, action: { type: 'take', count: 5 } } : a)) };
    writeFileSync(file, JSON.stringify(bad));
    const io = testIo();
    expect(await runCli(['replay', file], testRegistry, io)).toBe(2);
    expect(io.err()).toMatch(/^docket: .*match\.json: Step 3 \(seat \d, \{"type":"take","count":5\}\) is refused: /);
    expect(io.err().trim().split('\n')).toHaveLength(1);
    expect(io.out()).toBe('');
  });

  it('refuses files that are not records', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docket-replay-'));
    const cases: [string, RegExp][] = [
      ['not json', /is not JSON/],
      ['{"players": 2}', /names no "game"/],
      ['{"game": "chess"}', /Unknown game "chess"/],
      ['{"game": "pebbles", "players": 2}', /Not a match record/],
    ];
    for (const [text, message] of cases) {
      const file = join(dir, 'r.json');
      writeFileSync(file, text);
      const io = testIo();
      expect(await runCli(['replay', file], testRegistry, io)).toBe(2);
      expect(io.err()).toMatch(message);
    }
    const io = testIo();
    expect(await runCli(['replay', join(dir, 'missing.json'), '--seat', 'judge'], testRegistry, io)).toBe(2);
    expect(io.err()).toMatch(/--seat/);
  });
});
