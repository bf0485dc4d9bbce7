import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { Registry } from '../lookup.js';
import type { FromWorker, ToWorker, WorkerSetup } from './pool.js';
import { runSlice } from './slice.js';

/**
 * A simulation worker: loads the registry named in its setup, then plays each batch of game indexes
 * it is sent and answers with the results and the time the batch took (which sizes later batches).
 */
const port = parentPort;
if (!port) throw new Error('The simulation worker runs only as a worker thread.');
const { registryModule, spec } = workerData as WorkerSetup;
const { registry } = (await import(registryModule)) as { registry?: Registry };
if (!registry) throw new Error(`${registryModule} exports no registry.`);

port.on('message', (message: ToWorker) => {
  if (message.kind === 'stop') {
    port.close();
    return;
  }
  const started = performance.now();
  const results = runSlice(registry, spec, message.indexes);
  const reply: FromWorker = { kind: 'done', results, ms: performance.now() - started };
  port.postMessage(reply);
});
