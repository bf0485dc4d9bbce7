import type { Seat } from '@docket/engine';
import { witness } from './cards.js';
import { own, type Ctx } from './draft.js';
import { runQueue } from './effects/run.js';
import type { Party } from './language/index.js';
import { PARTY_OF, type Frame } from './state.js';

/** The player with the Judge's favour calls the next Witness. */
export function beginCall(ctx: Ctx): void {
  ctx.d.pending = { step: 'call', seat: ctx.d.favour };
}

/** The frames of a Witness coming into play facing `facing`: Called effects (when called) and Favored ones. */
export function arrivalFrames(id: string, caller: Seat, facing: Party, called: boolean): Frame[] {
  const w = witness(id);
  const e = w.effects;
  const frames: Frame[] = [];
  if (e === undefined) return frames;
  if (called && e.called) frames.push({ seat: caller, source: id, effects: e.called });
  const by = e.calledBy?.[PARTY_OF[caller]!];
  if (called && by) frames.push({ seat: caller, source: id, effects: by });
  const favored = e.favored?.[facing];
  if (favored) frames.push({ seat: facing === 'P' ? 0 : 1, source: id, effects: favored });
  return frames;
}

/**
 * Calling: the Witness leaves the key witnesses (or the caller's held witnesses: the Defendant) for the stand, its primary end facing the caller (rulebook);
 * the caller gains the primary value and the other player the secondary (counted live by `influence`).
 * Called, "<Side> Called" and "<Side> Favored" effects resolve, then the caller takes the first action.
 */
export function callWitness(ctx: Ctx, seat: Seat, id: string): void {
  const { d } = ctx;
  const i = d.keyWitnesses.indexOf(id);
  const h = d.held[seat]!.indexOf(id);
  if (i >= 0) own(d, 'keyWitnesses').splice(i, 1);
  else if (h >= 0) own(d, 'held')[seat]!.splice(h, 1);
  else throw new Error(`${id} is neither a key witness nor held by the caller`);
  const facing = PARTY_OF[seat]!;
  d.stand = { id, facing, discredited: [false, false] };
  ctx.events.push({ type: 'call', audience: 'all', seat, witness: id });
  d.actor = seat;
  d.another = false;
  d.queue.push(...arrivalFrames(id, seat, facing, true));
  d.after = 'call-done';
  runQueue(ctx);
}
