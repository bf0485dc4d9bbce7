import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Match } from '@docket/engine';
import { tribunal1920 } from '@docket/tribunal-1920';
import { describe, expect, it } from 'vitest';

// The built command on a real pseudo-terminal (util-linux `script`), bots on their worker thread (`tsc -b` first).
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const hasScript = spawnSync('script', ['--version']).status === 0;

/** Runs `docket args…` on a pseudo-terminal; `send` types into it, `output` is everything shown so far. */
function onTerminal(args: string[]) {
  const command = [process.execPath, main, ...args].map((a) => `'${a}'`).join(' ');
  const child = spawn('script', ['-qfec', `stty cols 120 rows 40; ${command}`, '/dev/null'], { stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const until = async (needle: string, ms = 20_000) => {
    const start = Date.now();
    while (!output.includes(needle) && Date.now() - start < ms) await new Promise((r) => setTimeout(r, 20));
    expect(output).toContain(needle);
  };
  return { send: (s: string) => child.stdin.write(s), output: () => output, until, exited };
}

describe.skipIf(!hasScript || !existsSync(main))('docket play on a pseudo-terminal', () => {
  it('shows a spinner while a bot thinks, and Ctrl-C then saves the record at once', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'docket-pty-')), 'saved.json');
    const t = onTerminal(['play', 'tribunal-1920', '--seat', '1', '--vs', 'mcts:5s', '--seed', 'pty', '--save', file]);
    await t.until('Player 1 (Blue, mcts:5s) is thinking…');
    const sent = Date.now();
    t.send('\x03');
    await t.until('Ctrl-C: leaving the game.');
    expect(await t.exited).toBe(0);
    // The bot had seconds left to think: the worker thread kept the terminal listening.
    expect(Date.now() - sent).toBeLessThan(2500);
    expect(t.output()).toContain(`Record saved to ${file}.`);
    const record = JSON.parse(readFileSync(file, 'utf8')) as { game: string; actions: unknown[] };
    expect(record.game).toBe('tribunal-1920');
    expect(record.actions).toEqual([]);
  }, 30_000);

  it('plays the action whose number is typed, and h shows help rather than leaving', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'docket-pty-')), 'typed.json');
    const t = onTerminal(['play', 'tribunal-1920', '--vs', 'random', '--seed', 'pty2', '--save', file]);
    await t.until('or h for help: ');
    t.send('h\r');
    await t.until('Commands:');
    t.send('3\r');
    await t.until('Your move (Player 1, Blue):', 5000);
    await new Promise((r) => setTimeout(r, 300));
    t.send('q\r');
    await t.until('Leave the game? (y/n)');
    t.send('y\r');
    expect(await t.exited).toBe(0);
    const record = JSON.parse(readFileSync(file, 'utf8')) as { actions: { seat: number; action: unknown }[] };
    const at = record.actions.findIndex((a) => a.seat === 0);
    expect(at).toBeGreaterThanOrEqual(0);
    // Player 1's first move is the third item of the menu it was offered.
    const before = Match.fromRecord(tribunal1920, { ...record, actions: record.actions.slice(0, at) });
    expect(before.ok && before.value.legal(0)[2]).toEqual(record.actions[at]?.action);
  }, 30_000);
});
