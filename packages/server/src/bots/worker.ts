import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { Bot } from '@docket/bots';
import { Rng, deepEqual, type Action, type AnyGame } from '@docket/engine';
import type { FromWorker, ToWorker, WorkerSetup } from './messages.js';
import type { BotRegistry } from './registry.js';

/**
 * A bot worker: answers each decision with the index of the chosen action among the legal ones, so the
 * server plays only what it offered. Bots are built once per (game, spec) and kept.
 */
const port = parentPort;
if (!port) throw new Error('The bot worker runs only as a worker thread.');
const { registryModule } = workerData as WorkerSetup;
const { botRegistry } = (await import(registryModule)) as { botRegistry?: BotRegistry };
if (!botRegistry) throw new Error(`${registryModule} exports no botRegistry.`);
const registry = botRegistry;
const games = new Map<string, AnyGame>(registry.games.map((g) => [g.info.id, g]));
const bots = new Map<string, Bot<Action, unknown>>();

function botFor(gameId: string, spec: string): Bot<Action, unknown> {
  const key = `${gameId}\u0000${spec}`;
  const known = bots.get(key);
  if (known) return known;
  const game = games.get(gameId);
  if (!game) throw new Error(`No game "${gameId}" in the bot registry.`);
  const factory = registry.bot(spec, game);
  if (!factory.ok) throw new Error(factory.error.message);
  const bot = factory.value(game) as Bot<Action, unknown>;
  bots.set(key, bot);
  return bot;
}

function decide(m: ToWorker): FromWorker {
  const started = performance.now();
  const bot = botFor(m.gameId, m.spec);
  const action = bot.choose({ view: m.view, seat: m.seat, legal: m.legal, rng: Rng.seeded(m.seed) });
  const index = m.legal.findIndex((a) => deepEqual(a, action));
  if (index < 0) throw new Error(`The ${m.spec} bot chose ${JSON.stringify(action)}, which is not legal.`);
  return { id: m.id, ok: true, index, ms: performance.now() - started };
}

port.postMessage({ id: 0, ready: true } satisfies FromWorker);
port.on('message', (m: ToWorker) => {
  let reply: FromWorker;
  try {
    reply = decide(m);
  } catch (e) {
    reply = { id: m.id, ok: false, error: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
