import type { Seat, Step } from '@docket/engine';
import { confirmAccusation, declare, juryPass, peekHand, peekPile } from './court.js';
import { ctxOf, emit } from './draft.js';
import { passDiscussion, speak } from './discussion.js';
import { allow, excess, noWarning, object, setMarker, warn } from './judge.js';
import { choose, discard, file, give, rest } from './round.js';
import type { TrialEvent } from './events.js';
import type { TrialAction, TrialState } from './state.js';

/** Plays a legal action (defineGame has checked it), copy-on-write from `s`. */
export function reduce(s: TrialState, seat: Seat, a: TrialAction): Step<TrialState, TrialEvent> {
  const c = ctxOf(s);
  const p = s.pending;
  switch (a.type) {
    case 'order':
      if (p.step === 'order') choose(c, p.group, a.seat);
      break;
    case 'discard':
      discard(c, seat, a.card);
      break;
    case 'give':
      give(c, seat, a.card, a.lawyer);
      break;
    case 'file':
      file(c, seat, a.card, p.step === 'file' ? p.filed : 0);
      break;
    case 'rest':
      rest(c, seat, p.step === 'file' ? p.filed : 0);
      break;
    case 'peek-pile':
      peekPile(c, seat, a.defendant);
      break;
    case 'peek-hand':
      peekHand(c, seat, a.lawyer);
      break;
    case 'pass':
      if (p.step === 'jury') juryPass(c, seat);
      else passDiscussion(c, seat);
      break;
    case 'accuse':
      emit(c, { type: 'accuse-start', audience: 'all', seat });
      c.d.pending = { step: 'accuse', seat, chosen: [], toggles: 0 };
      break;
    case 'toggle':
      if (p.step === 'accuse') {
        const chosen = p.chosen.includes(a.seat) ? p.chosen.filter((x) => x !== a.seat) : [...p.chosen, a.seat].sort((x, y) => x - y);
        c.d.pending = { ...p, chosen, toggles: p.toggles + 1 };
        emit(c, { type: 'toggle', audience: 'all', seat, target: a.seat, chosen });
      }
      break;
    case 'confirm':
      if (p.step === 'accuse') confirmAccusation(c, seat, p.chosen);
      break;
    case 'declare':
      if (p.step === 'declare') declare(c, p.after);
      break;
    case 'state':
      speak(c, seat, a.statement);
      break;
    case 'marker':
      setMarker(c, a.card);
      break;
    case 'warn':
      warn(c, a.seat);
      break;
    case 'no-warning':
      noWarning(c);
      break;
    case 'object':
      if (p.step === 'objection') object(c, seat, p.target);
      break;
    case 'allow':
      if (p.step === 'objection') allow(c, seat, p.target);
      break;
    case 'excess':
      excess(c, seat, a.card);
      break;
  }
  c.d.rng = c.rng.state();
  return { state: c.d, events: c.events };
}
