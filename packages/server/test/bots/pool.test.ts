import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Match, type Action, type AnyGame } from '@docket/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { BotPool, botRegistry, checkBotSpec, type PoolEvent } from '../../src/bots/index.js';

// Real worker threads on the compiled pool (`tsc -b` first), as the server runs them.
const faulty = new URL('./fixtures/faulty-registry.mjs', import.meta.url).href;

function opening(game: AnyGame, seed: string) {
  const match = Match.create(game, { players: game.info.minPlayers, options: game.options.parse({}), seed });
  const seat = match.toAct()[0] ?? 0;
  return { match, seat, view: match.view(seat), legal: match.legal(seat) as readonly Action[] };
}

const pools: BotPool[] = [];
function pool(options: ConstructorParameters<typeof BotPool>[0] = {}): BotPool {
  const p = new BotPool(options);
  pools.push(p);
  return p;
}
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('BotPool', () => {
  it('plays one of the offered legal actions in every game, from the view alone', async () => {
    const p = pool({ size: 2 });
    for (const game of botRegistry.games) {
      const { seat, view, legal } = opening(game, `pool/${game.info.id}`);
      for (const spec of ['random', 'greedy', 'mcts:20']) {
        const action = await p.decide({ gameId: game.info.id, seat, view, legal, spec });
        expect(legal).toContain(action);
      }
    }
    const trial = botRegistry.games.find((g) => g.info.id === 'the-trial') as AnyGame;
    const t = opening(trial, 'pool/trial-bot');
    expect(t.legal).toContain(await p.decide({ gameId: 'the-trial', seat: t.seat, view: t.view, legal: t.legal, spec: 'trial' }));
  });

  it('thinks within its time budget and never blocks the event loop', async () => {
    const p = pool({ size: 1 });
    await p.ready();
    const game = botRegistry.games[0] as AnyGame;
    const { seat, view, legal } = opening(game, 'pool/budget');
    let last = performance.now();
    let worstGap = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const action = await p.decide({ gameId: game.info.id, seat, view, legal, spec: 'mcts', budgetMs: 400 });
    const took = performance.now() - started;
    clearInterval(tick);
    expect(legal).toContain(action);
    // The search stops early once its answer is decided, which it cannot be before the budget's middle.
    expect(took).toBeGreaterThanOrEqual(150);
    expect(took).toBeLessThan(3_000);
    // A search on this thread would stall it for the whole 400 ms; other test files share the cores.
    expect(worstGap).toBeLessThan(200);
  });

  it('answers a quick bot on a free worker while another bot thinks', async () => {
    const p = pool({ size: 2 });
    await p.ready();
    const game = botRegistry.games[0] as AnyGame;
    const { seat, view, legal } = opening(game, 'pool/parallel');
    const slow = p.decide({ gameId: game.info.id, seat, view, legal, spec: 'mcts', budgetMs: 1_500 });
    const started = performance.now();
    await p.decide({ gameId: game.info.id, seat, view, legal, spec: 'random' });
    expect(performance.now() - started).toBeLessThan(1_200);
    expect(legal).toContain(await slow);
  });

  it('replaces a worker that crashes and retries the decision', async () => {
    const events: PoolEvent[] = [];
    const p = pool({ size: 1, registryModule: faulty, onEvent: (e) => events.push(e) });
    const marker = join(mkdtempSync(join(tmpdir(), 'docket-pool-')), 'crash');
    writeFileSync(marker, '');
    const game = botRegistry.games[0] as AnyGame;
    const { seat, view, legal } = opening(game, 'pool/crash');
    const action = await p.decide({ gameId: game.info.id, seat, view, legal, spec: `crash-once|${marker}` });
    expect(action).toBe(legal[legal.length - 1]);
    expect(events.map((e) => e.kind)).toEqual(['crashed', 'decided']);
    // The replaced worker serves the next decision too.
    expect(await p.decide({ gameId: game.info.id, seat, view, legal, spec: 'steady' })).toBe(legal[legal.length - 1]);
  });

  it('replaces a hung worker after its budget and grace', async () => {
    const events: PoolEvent[] = [];
    const p = pool({ size: 1, registryModule: faulty, graceMs: 300, onEvent: (e) => events.push(e) });
    const marker = join(mkdtempSync(join(tmpdir(), 'docket-pool-')), 'hang');
    writeFileSync(marker, '');
    const game = botRegistry.games[0] as AnyGame;
    const { seat, view, legal } = opening(game, 'pool/hang');
    expect(await p.decide({ gameId: game.info.id, seat, view, legal, spec: `hang-once|${marker}` })).toBe(legal[legal.length - 1]);
    expect(events[0]).toMatchObject({ kind: 'crashed', attempt: 1 });
    expect(events[0]?.kind === 'crashed' && events[0].error).toMatch(/more than 300 ms/);
  });

  it('plays a random legal action when the bot keeps failing, and the pool goes on', async () => {
    const events: PoolEvent[] = [];
    const p = pool({ size: 1, registryModule: faulty, attempts: 2, onEvent: (e) => events.push(e) });
    const game = botRegistry.games[0] as AnyGame;
    const { seat, view, legal } = opening(game, 'pool/fallback');
    expect(legal).toContain(await p.decide({ gameId: game.info.id, seat, view, legal, spec: 'crash-always' }));
    expect(events.map((e) => e.kind)).toEqual(['crashed', 'crashed', 'fallback']);
    expect(legal).toContain(await p.decide({ gameId: game.info.id, seat, view, legal, spec: 'throw' }));
    expect(events.at(-1)).toMatchObject({ kind: 'fallback', error: 'this bot always throws' });
  });

  it('answers no sooner than its pace, even with one legal action', async () => {
    const p = pool({ size: 1 });
    const game = botRegistry.games[0] as AnyGame;
    const { seat, view, legal } = opening(game, 'pool/pace');
    const started = performance.now();
    const only = legal.slice(0, 1);
    expect(await p.decide({ gameId: game.info.id, seat, view, legal: only, spec: 'random', paceMs: 250 })).toBe(only[0]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(245);
  });

  it('checks specs on the server thread', () => {
    expect(checkBotSpec('tribunal-1920', 'mcts:2s').ok).toBe(true);
    expect(checkBotSpec('the-trial', 'trial').ok).toBe(true);
    expect(checkBotSpec('gavel', 'trial')).toMatchObject({ ok: false, error: { code: 'unknown-bot' } });
    expect(checkBotSpec('chess', 'random')).toMatchObject({ ok: false, error: { code: 'unknown-game' } });
    expect(checkBotSpec('gavel', 'mcts:fast')).toMatchObject({ ok: false, error: { code: 'bad-bot-spec' } });
  });
});
