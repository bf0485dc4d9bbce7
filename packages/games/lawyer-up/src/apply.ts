import type { Seat } from '@docket/engine';
import { callWitness } from './calling.js';
import type { Ctx } from './draft.js';
import { draftPick, keepHand, markMulligan } from './discovery.js';
import { answerFirst, answerJuror, answerNothing, answerOrient, answerPick } from './effects/answer.js';
import { activate, allow, object, pass, playIntoExamination, playProcedure, sidebar } from './questioning.js';
import { cleanupDiscard, cleanupDone, endSway, swayJuror } from './resolution.js';
import { other, type LawyerUpAction } from './state.js';
import { isAutoma } from './solo/seat.js';
import { afterReveal, allowAutomaCard } from './solo/turn.js';
import { chooseStrategy } from './strategies.js';

/** One action of `seat` on the working copy: the player's, or one the Automa's rules took for it. */
export function applyAction(ctx: Ctx, seat: Seat, a: LawyerUpAction): void {
  const step = ctx.d.pending.step;
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
      if (isAutoma(ctx.d, other(seat))) allowAutomaCard(ctx, seat);
      else allow(ctx, seat);
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
      else if (step === 'choose') answerNothing(ctx, seat);
      else if (step === 'reveal') afterReveal(ctx);
      else cleanupDone(ctx, seat);
      break;
  }
}
