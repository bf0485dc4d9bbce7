import { Match, type AnyGame, type Viewer } from '@docket/engine';
import { tribunal1920 } from '@docket/tribunal-1920';
import { describe, expect, it } from 'vitest';
import { scanLeaks } from './leak-scan.js';

// The scan must be able to fail: payloads built from the engine pass, and each kind of leak is caught.
const game = tribunal1920 as AnyGame;
const match = Match.create(game, { players: 2, options: game.options.parse({}), seed: 'leak-scan' });
for (let i = 0; i < 6 && match.outcome() === null; i++) {
  const seat = match.toAct()[0] as number;
  match.act(seat, match.legal(seat)[0]);
}
const record = match.record();

function step(viewer: Viewer, view: unknown, extra: Record<string, unknown> = {}): string {
  const events = match.missed(viewer, match.seq - 1)[0]?.events ?? [];
  return JSON.stringify({
    type: 'step',
    seq: match.seq,
    events: events.map(({ audience: _a, ...event }) => ({ event, label: 'x' })),
    view,
    legal: [],
    toAct: match.toAct(),
    outcome: null,
    ...extra,
  });
}

describe('the leak scan', () => {
  it('passes what the engine gives each viewer', () => {
    for (const viewer of match.viewers) expect(scanLeaks(game, record, { viewer, raw: [step(viewer, match.view(viewer))] })).toEqual([]);
  });

  it("catches another seat's view, the seed and a generator word", () => {
    expect(scanLeaks(game, record, { viewer: 0, raw: [step(0, match.view(1))] })).toEqual([expect.stringMatching(/not the engine's view/)]);
    expect(scanLeaks(game, record, { viewer: 'spectator', raw: [step('spectator', match.view('spectator'), { note: record.seed })] })[0]).toMatch(/seed/);
    const word = (match.state as { rng: number[] }).rng.find((w) => Math.abs(w) >= 65_536);
    expect(scanLeaks(game, record, { viewer: 1, raw: [step(1, match.view(1), { n: word })] })[0]).toMatch(/generator word/);
  });
});
