import type { Seat, Step } from '@docket/engine';
import { callWitness } from './calling.js';
import { draftOf, type Ctx } from './draft.js';
import { draftPick, keepHand, markMulligan } from './discovery.js';
import { answerFirst, answerJuror, answerOrient, answerPick } from './effects/answer.js';
import { activate, allow, object, pass, playIntoExamination, playProcedure, sidebar } from './questioning.js';
import { cleanupDiscard, cleanupDone, endSway, swayJuror } from './resolution.js';
import type { LawyerUpAction, LawyerUpState } from './state.js';
import { chooseStrategy } from './strategies.js';

/** Plays a legal action (defineGame has checked it against `legalActions`). */
export function reduce(s: LawyerUpState, seat: Seat, a: LawyerUpAction): Step<LawyerUpState> {
  const ctx: Ctx = { d: draftOf(s), events: [] };
  const step = s.pending.step;
  switch (a.type) {
    case 'strategy':
      chooseStrategy(ctx, seat, a.strategy);
      break;
    case 'draft':
      draftPick(ctx, seat, a.order);
      break;
    case 'mulligan':
      markMulligan(ctx, seat, a.card);
      break;
    case 'keep':
      keepHand(ctx, seat);
      break;
    case 'call':
      callWitness(ctx, seat, a.witness);
      break;
    case 'play':
      playIntoExamination(ctx, seat, a.card);
      break;
    case 'procedure':
      playProcedure(ctx, seat, a.card);
      break;
    case 'activate':
      activate(ctx, seat, a.card);
      break;
    case 'sidebar':
      sidebar(ctx, seat);
      break;
    case 'pass':
      pass(ctx, seat);
      break;
    case 'object':
      object(ctx, seat);
      break;
    case 'allow':
      allow(ctx, seat);
      break;
    case 'pick':
      answerPick(ctx, seat, a.card);
      break;
    case 'juror':
      if (step === 'sway') swayJuror(ctx, seat, a.juror, true);
      else answerJuror(ctx, seat, a.juror);
      break;
    case 'orient':
      answerOrient(ctx, seat, a.facing);
      break;
    case 'first':
      answerFirst(ctx, seat, a.source);
      break;
    case 'discard':
      cleanupDiscard(ctx, seat, a.card);
      break;
    case 'done':
      if (step === 'sway') endSway(ctx);
      else cleanupDone(ctx, seat);
      break;
  }
  return { state: ctx.d, events: ctx.events };
}
