import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playCommand } from '../src/play/play-command.js';
import { testIo, testRegistry } from './fixtures/registry.js';

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const json = (path: string) => JSON.parse(readFileSync(root(path), 'utf8')) as { bin: Record<string, string>; scripts: Record<string, string> };

describe('starting docket', () => {
  it('links a committed launcher, not a build output, so npx docket works right after npm ci', () => {
    const bin = json('packages/cli/package.json').bin['docket'] ?? '';
    expect(bin).not.toMatch(/dist\//);
    expect(existsSync(root(`packages/cli/${bin}`))).toBe(true);
    const tracked = spawnSync('git', ['ls-files', '--error-unmatch', `packages/cli/${bin}`], { cwd: root(''), encoding: 'utf8' });
    expect(tracked.status).toBe(0);
    const r = spawnSync(process.execPath, [root(`packages/cli/${bin}`), '--version'], { encoding: 'utf8' });
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('npm run play plays Tribunal 1920 against IS-MCTS at a second a move, and says so', async () => {
    // npm start serves the web client (issue 17); the terminal game stays one command away
    expect(json('package.json').scripts['play']).toBe('node packages/cli/bin/docket.js play tribunal-1920 --vs mcts:1s');
    // Without --vs the bot is the same; the intro names its strength and how to change it.
    const io = testIo(['q']);
    await playCommand(testRegistry, io, 'pebbles', { lang: 'en', seed: 'st' });
    expect(io.out()).toContain('Pebbles: you are Player 1 of 2, against IS-MCTS search, 1 s a move (hardest). --vs changes it.');
    const fr = testIo(['q']);
    await playCommand(testRegistry, fr, 'pebbles', { lang: 'fr', seed: 'st', vs: ['random'] });
    expect(fr.out()).toContain('contre random : joue n’importe quel coup permis (le plus facile). --vs le change.');
  });
});
