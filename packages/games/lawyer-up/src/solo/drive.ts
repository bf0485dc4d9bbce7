import type { Seat } from '@docket/engine';
import { applyAction } from '../apply.js';
import type { Ctx } from '../draft.js';
import { actionsOf } from '../legal.js';
import type { LawyerUpAction, Pending } from '../state.js';
import { automaCall, automaObjects, automaSway, valueFacing } from './decisions.js';
import { automaSeat } from './seat.js';
import { automaTurn } from './turn.js';

/** More Automa steps in a row than any trial holds: a bug, never a game. */
const GUARD = 10_000;

/**
 * Runs the Automa's steps, in order and at once, whenever play reaches its seat, until a decision of the
 * player's is due or the game is over. Each of its decisions is an event saying what it did and why.
 */
export function driveAutoma(ctx: Ctx): void {
  const seat = automaSeat(ctx.d);
  if (seat === null) return;
  for (let k = 0; k < GUARD; k++) {
    const p = ctx.d.pending;
    if (p.step === 'over' || p.step === 'draft' || p.step === 'strategy' || p.seat !== seat) return;
    automaStep(ctx, seat, p);
  }
  throw new Error('the Automa did not stop');
}

function automaStep(ctx: Ctx, seat: Seat, p: Exclude<Pending, { step: 'over' | 'draft' | 'strategy' }>): void {
  const act = (a: LawyerUpAction): void => applyAction(ctx, seat, a);
  switch (p.step) {
    case 'question':
      return automaTurn(ctx, seat);
    case 'objection': {
      const objects = automaObjects(p.card);
      ctx.events.push({ type: 'automa-objection', audience: 'all', seat, card: p.card, objects });
      return act({ type: objects ? 'object' : 'allow' });
    }
    case 'call': {
      const witness = automaCall(ctx.d, seat);
      ctx.events.push({ type: 'automa-call', audience: 'all', seat, witness, value: valueFacing(witness, seat) });
      return act({ type: 'call', witness });
    }
    case 'sway': {
      const choice = automaSway(ctx.d, seat, p.points);
      if (choice === null) return act({ type: 'done' });
      ctx.events.push({ type: 'automa-sway', audience: 'all', seat, juror: choice.juror, why: choice.why, points: p.points });
      return act({ type: 'juror', juror: choice.juror });
    }
    case 'mulligan':
      // No hand, no mulligan.
      return act({ type: 'keep' });
    case 'cleanup':
      return act({ type: 'done' });
    case 'choose': {
      // Unreached: no effect resolves for the Automa (effects/run.ts). Should one ask it all the same, it takes
      // the first option, so a game can never stall on it.
      const first = actionsOf(ctx.d, seat)[0];
      if (first === undefined) throw new Error('the Automa is asked a choice with no option');
      return act(first);
    }
  }
}
