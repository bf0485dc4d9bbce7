import type { Seat, Step } from '@docket/engine';
import type { LawyerUpEvent } from './events.js';
import { applyAction } from './apply.js';
import { draftOf, type Ctx } from './draft.js';
import { driveAutoma } from './solo/drive.js';
import type { LawyerUpAction, LawyerUpState } from './state.js';

/** Plays a legal action (defineGame has checked it against `legalActions`); in solo mode the Automa then plays on. */
export function reduce(s: LawyerUpState, seat: Seat, a: LawyerUpAction): Step<LawyerUpState, LawyerUpEvent> {
  const ctx: Ctx = { d: draftOf(s), events: [] };
  applyAction(ctx, seat, a);
  driveAutoma(ctx);
  return { state: ctx.d, events: ctx.events };
}
