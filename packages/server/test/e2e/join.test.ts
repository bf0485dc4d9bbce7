import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, startMatch, startServer, tempDb, type ServerProcess } from './harness.js';

// `docket join` (the built command) plays and watches a server match through the wire protocol only.
const MAIN = fileURLToPath(new URL('../../../cli/dist/main.js', import.meta.url));

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(tempDb('join'));
});
afterAll(() => server.stop());

/** Runs `docket join`, answering "1" at every prompt; resolves to its output and exit code. */
function join(args: readonly string[], answer: string | null, onOutput?: (out: string) => void): Promise<{ out: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN, 'join', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let prompts = 0;
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      onOutput?.(out);
      const asked = out.split(/Choose 1–\d+, or q to leave: |Choisissez 1–\d+, ou q pour partir : /).length - 1;
      for (; answer !== null && prompts < asked; prompts++) child.stdin.write(`${answer}\n`);
    });
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => resolve({ out, code }));
  });
}

describe('docket join', () => {
  it('plays a whole Tribunal 1920 match against a server bot, while a spectator watches', async () => {
    const m = await http<{ match: string; hostToken: string }>(server.base, 'POST', '/matches', {
      game: 'tribunal-1920',
      players: 2,
      seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }],
    });
    const url = `${server.base}/matches/${m.body.match}`;
    // `join` takes the seat itself, then waits for the start; the host starts once it waits.
    let waiting!: () => void;
    const waits = new Promise<void>((r) => (waiting = r));
    const playing = join([url, '--name', 'Ada'], '1', (out) => /waiting for the host/.test(out) && waiting());
    await waits;
    expect((await http(server.base, 'POST', `/matches/${m.body.match}/start`, { hostToken: m.body.hostToken })).status).toBe(200);
    const watching = join([url, '--spectate', '--lang', 'fr'], null);
    const [player, spectator] = await Promise.all([playing, watching]);
    expect(player.code).toBe(0);
    expect(player.out).toMatch(/You sit at seat 0\. To come back to this seat: docket join .* --token /);
    expect(player.out).toMatch(/Your move:/);
    expect(player.out).toMatch(/waiting for the host/);
    expect(player.out).toMatch(/── Game over/);
    expect(spectator.code).toBe(0);
    expect(spectator.out).toMatch(/Vous regardez la partie/);
    expect(spectator.out).toMatch(/── Partie terminée/);
    const record = await http<{ record: { actions: unknown[] } }>(server.base, 'GET', `/matches/${m.body.match}/record`);
    expect(record.status).toBe(200);
    expect(record.body.record.actions.length).toBeGreaterThan(10);
  });

  it('comes back to a seat with its token, and refuses a URL that names no match', async () => {
    const started = await startMatch(server.base, 'tribunal-1920', [{ kind: 'person' }, { kind: 'bot', level: 'random' }]);
    const back = await join([`${server.base}/matches/${started.match}`, '--token', started.tokens[0] as string], '1');
    expect(back.code).toBe(0);
    expect(back.out).not.toMatch(/You sit at seat/);
    expect(back.out).toMatch(/── Game over/);
    const bad = await join([`${server.base}/lobby`], null);
    expect(bad.code).toBe(2);
    expect(bad.out).toMatch(/is not a match URL/);
  });
});
