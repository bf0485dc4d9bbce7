import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The built command, as a user runs it (`npm test` builds it first with `tsc -b`).
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function docket(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [main, ...args], { input, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the docket command', () => {
  it('answers protocol requests line by line, a bad one included', () => {
    const r = docket(['protocol'], '{"id":1,"cmd":"games"}\nnot json\n\n{"id":2,"cmd":"outcome"}\n');
    expect(r.status).toBe(0);
    const answers = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { id: unknown; ok: boolean; data?: { games: { id: string }[] }; error?: { code: string } });
    expect(answers).toHaveLength(3);
    expect(answers[0]?.ok).toBe(true);
    expect(answers[0]?.data?.games.length).toBeGreaterThan(0);
    expect(answers[1]).toMatchObject({ id: null, ok: false, error: { code: 'bad-request' } });
    expect(answers[2]).toMatchObject({ id: 2, ok: false, error: { code: 'no-game' } });
  });

  it('plays a registered game through piped input to its end', () => {
    const games = docket(['protocol'], '{"cmd":"games"}\n');
    const id = (JSON.parse(games.stdout) as { data: { games: { id: string }[] } }).data.games[0]?.id ?? '';
    const r = docket(['play', id, '--seed', 'smoke', '--vs', 'random'], '1\n'.repeat(2000));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('── Game over');
    expect(r.stdout).toContain('Seed smoke');
  });

  it('reports a usage error as one line on stderr with exit code 2', () => {
    const r = docket(['play', 'no-such-game']);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^docket: Unknown game "no-such-game"; games: .+\n$/);
    expect(r.stdout).toBe('');
  });
});
