import { deepEqual, replay, Rng, type Action, type MatchRecord } from '@docket/engine';
import type { Context } from '../context.js';
import type { Place, Problem } from '../findings.js';
import { firstDifference } from '../json.js';

const CORRUPTED: Action = { type: '__corrupted__' };

/**
 * Law 3: the record of a played game, sent through JSON, replays to the played final state; the same record
 * with one action corrupted is refused, naming that action's index.
 */
export function checkReplay<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  record: MatchRecord,
  final: S,
  place: Place,
): void {
  ctx.findings.attempt('replay', place, (): string | Problem | null => {
    const sent = JSON.parse(JSON.stringify(record)) as MatchRecord;
    const r = replay(ctx.game, sent);
    if (!r.ok) {
      const detail = `replay refused the played record: ${r.error.code}: ${r.error.message}`;
      return r.error.step === undefined ? detail : { step: r.error.step, detail };
    }
    if (!deepEqual(r.value.final, final)) {
      return `the replayed final state differs from the played one: ${firstDifference(final, r.value.final)}`;
    }
    const n = sent.actions.length;
    if (n === 0) return null;
    const bad = Rng.seeded(`${place.seed}/corrupt`).int(n);
    const corrupted: MatchRecord = {
      ...sent,
      actions: sent.actions.map((a, i) => (i === bad ? { seat: a.seat, action: CORRUPTED } : a)),
    };
    const c = replay(ctx.game, corrupted);
    if (c.ok) return { step: bad, detail: `replay accepted a record whose action ${bad} was replaced by {"type":"__corrupted__"}` };
    if (c.error.step !== bad) {
      return { step: bad, detail: `replay of a record corrupted at action ${bad} named step ${c.error.step} (${c.error.code})` };
    }
    return null;
  });
}
