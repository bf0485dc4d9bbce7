import { parentPort, workerData } from 'node:worker_threads';
import { Rng, type Action } from '@docket/engine';
import type { Bot } from '@docket/bots';
import { messageOf } from '../errors.js';
import { findGame, type Registry } from '../lookup.js';
import type { BotWorkerSetup, FromBotWorker, ToBotWorker } from './bot-runner.js';

/** A table's bots on their own thread: builds one bot per seat from its spec, then answers each decision. */
const port = parentPort;
if (!port) throw new Error('The bot worker runs only as a worker thread.');
const { registryModule, gameId, specs } = workerData as BotWorkerSetup;
const { registry } = (await import(registryModule)) as { registry?: Registry };
if (!registry) throw new Error(`${registryModule} exports no registry.`);
const game = findGame(registry, gameId);
if (!game) throw new Error(`The registry has no game ${gameId}.`);
const bots = specs.map((spec): Bot<Action, unknown> | null => {
  if (spec === null) return null;
  const factory = registry.bot(spec);
  if (!factory.ok) throw new Error(factory.error.message);
  return factory.value(game);
});

port.on('message', ({ seat, view, legal, rng }: ToBotWorker) => {
  let reply: FromBotWorker;
  try {
    const bot = bots[seat];
    if (!bot) throw new Error(`No bot at seat ${seat}.`);
    const r = Rng.from(rng);
    reply = { ok: true, action: bot.choose({ view, seat, legal, rng: r }), rng: r.state() };
  } catch (e) {
    reply = { ok: false, message: messageOf(e) };
  }
  port.postMessage(reply);
});
