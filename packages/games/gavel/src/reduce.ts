import type { Seat, Step } from '@docket/engine';
import { object, outOfOrder, passAttack, proffer, concede, respond } from './attack.js';
import { draftOf, type Ctx } from './draft.js';
import type { GavelEvent } from './events.js';
import { goToJury } from './jury.js';
import type { GavelAction, GavelState } from './state.js';
import { discardCard, drawInstead } from './turn.js';

/** Plays a legal action (defineGame has checked it against `legalActions`). */
export function reduce(s: GavelState, seat: Seat, a: GavelAction): Step<GavelState, GavelEvent> {
  const ctx: Ctx = { d: draftOf(s), events: [] };
  const p = s.pending;
  switch (a.type) {
    case 'jury':
      goToJury(ctx, seat);
      break;
    case 'draw':
      drawInstead(ctx, seat);
      break;
    case 'proffer':
      proffer(ctx, seat, a.card);
      break;
    case 'discard':
      discardCard(ctx, seat, a.card);
      break;
    case 'object':
      if (p.step !== 'attack') throw new Error('object outside an attack window');
      object(ctx, seat, a.card, p);
      break;
    case 'pass':
      if (p.step !== 'attack') throw new Error('pass outside an attack window');
      passAttack(ctx, seat, p);
      break;
    case 'respond':
      if (p.step !== 'respond') throw new Error('respond without an attack');
      respond(ctx, a.card, p);
      break;
    case 'out-of-order':
      if (p.step !== 'respond') throw new Error('Out of Order without an attack');
      outOfOrder(ctx, p);
      break;
    case 'concede':
      if (p.step !== 'respond') throw new Error('concede without an attack');
      concede(ctx, p);
      break;
  }
  return { state: ctx.d, events: ctx.events };
}
