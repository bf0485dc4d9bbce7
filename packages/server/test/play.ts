import { Rng } from '@docket/engine';
import type { LabelledAction, StepMessage, Welcome } from '@docket/protocol';
import type { Client } from './helpers.js';

/**
 * Plays one seat with random legal actions as soon as it is asked, until the match is over (or has reached
 * `until` steps). A `stale-seq` refusal (another seat moved first) just waits for the next step.
 */
export function playRandomly(client: Client, seed: string, until = Infinity): Promise<StepMessage | Welcome> {
  const rng = Rng.seeded(seed);
  let n = 0;
  let done = false;
  return new Promise((resolve, reject) => {
    let latest = 0;
    const consider = (m: StepMessage | Welcome): void => {
      if (done || m.seq < latest) return;
      latest = m.seq;
      if (m.outcome !== null || m.seq >= until) {
        done = true;
        return resolve(m);
      }
      if (m.legal.length === 0) return;
      const pick = rng.pick<LabelledAction>(m.legal);
      client.send({ type: 'act', seq: m.seq, clientId: `${seed}-${n++}`, action: pick.action });
    };
    for (const m of client.messages) if (m.type === 'welcome' || m.type === 'step') consider(m);
    client.ws.on('message', (data: Buffer) => {
      const m = JSON.parse(data.toString('utf8')) as { type: string; code?: string; message?: string };
      if (m.type === 'welcome' || m.type === 'step') consider(m as StepMessage | Welcome);
      else if (!done && m.type === 'refusal' && m.code !== 'stale-seq') reject(new Error(`refused: ${m.code} ${m.message}`));
    });
  });
}
