import type { Seat } from '@docket/engine';
import { distinctKinds } from './cards.js';
import { peekTargets } from './court.js';
import { active } from './draft.js';
import { statementMenu } from './discussion.js';
import { markerChoices, warnable } from './judge.js';
import { MIN_FILED, type Role } from './roles.js';
import { at, type OrderGroup, type TrialAction, type TrialState } from './state.js';

const GROUP_ROLE: Readonly<Record<OrderGroup, Role>> = { defendants: 'defendant', lawyers: 'lawyer', witnesses: 'witness' };

export function toAct(s: TrialState): Seat[] {
  return s.pending.step === 'over' ? [] : [s.pending.seat];
}

/** Who the Jury may accuse: every player but the revealed Judge and Jury. */
export function suspects(s: TrialState): Seat[] {
  return s.roles.flatMap((r, seat) => (r === 'judge' || r === 'jury' ? [] : [seat]));
}

/** Ours: the accusation is built with at most two toggles per suspect, so it always ends. */
export function toggleLimit(s: TrialState): number {
  return 2 * suspects(s).length;
}

export function legalActions(s: TrialState, seat: Seat): TrialAction[] {
  const p = s.pending;
  if (p.step === 'over' || p.seat !== seat) return [];
  switch (p.step) {
    case 'order': {
      const chosen = s.order[p.group];
      return active(s, GROUP_ROLE[p.group])
        .filter((x) => !chosen.includes(x))
        .map((x) => ({ type: 'order', seat: x }));
    }
    case 'discard':
      return distinctKinds(at(s.holding, seat)).map((card) => ({ type: 'discard', card }));
    case 'give': {
      const out: TrialAction[] = [];
      for (const card of distinctKinds(at(s.holding, seat))) {
        for (const n of p.needs) if (n.count > 0) out.push({ type: 'give', card, lawyer: n.lawyer });
      }
      return out;
    }
    case 'file': {
      const out: TrialAction[] = distinctKinds(at(s.hands, seat)).map((card) => ({ type: 'file', card }));
      if (p.filed >= MIN_FILED) out.push({ type: 'rest' });
      return out;
    }
    case 'peek': {
      const t = peekTargets(s);
      return [
        ...t.piles.map((defendant): TrialAction => ({ type: 'peek-pile', defendant })),
        ...t.hands.map((lawyer): TrialAction => ({ type: 'peek-hand', lawyer })),
      ];
    }
    case 'jury':
      return [{ type: 'pass' }, { type: 'accuse' }];
    case 'accuse': {
      const open = p.toggles < toggleLimit(s) || p.chosen.length === 0;
      const out: TrialAction[] = open ? suspects(s).map((x) => ({ type: 'toggle', seat: x })) : [];
      if (p.chosen.length > 0) out.push({ type: 'confirm' });
      return out;
    }
    case 'declare':
      return [{ type: 'declare' }];
    case 'discuss':
      return [...statementMenu(s, seat).map((statement): TrialAction => ({ type: 'state', statement })), { type: 'pass' }];
    case 'marker':
      return markerChoices(s).map((card) => ({ type: 'marker', card }));
    case 'warn':
      return [...warnable(s).map((x): TrialAction => ({ type: 'warn', seat: x })), { type: 'no-warning' }];
    case 'objection':
      return [{ type: 'object' }, { type: 'allow' }];
    case 'excess':
      return distinctKinds(at(s.hands, seat)).map((card) => ({ type: 'excess', card }));
  }
}
