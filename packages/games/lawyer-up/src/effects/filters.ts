import type { Seat } from '@docket/engine';
import { card, printedId, witness } from '../cards.js';
import { influence } from '../influence.js';
import type { CardFilter, Condition } from '../language/index.js';
import { other, type LawyerUpState } from '../state.js';

/** Whether a card matches every field a filter gives. */
export function matches(instance: string, f: CardFilter | null | undefined): boolean {
  if (f === null || f === undefined) return true;
  const c = card(instance);
  if (f.types !== undefined && !f.types.includes(c.type)) return false;
  if (f.keyword !== undefined && !c.keywords.includes(f.keyword)) return false;
  if (f.side !== undefined && c.side !== f.side) return false;
  if (f.id !== undefined && printedId(instance) !== f.id) return false;
  if (f.bias !== undefined) {
    const biases = c.type === 'Witness' ? [...c.biases.primary, ...c.biases.secondary] : c.type === 'Strategy' ? (c.biases ?? []) : c.biases;
    if (!biases.includes(f.bias)) return false;
  }
  return true;
}

/** Conditions are read as the resolving player `seat` sees the table. */
export function holds(s: LawyerUpState, seat: Seat, c: Condition): boolean {
  switch (c.is) {
    case 'witnessKeyword':
      return s.stand !== null && witness(s.stand.id).keywords.includes(c.keyword);
    case 'witnessBias': {
      if (s.stand === null) return false;
      const w = witness(s.stand.id);
      return w.biases.primary.includes(c.bias) || w.biases.secondary.includes(c.bias);
    }
    case 'examinationHas': {
      const exam = s.exams[c.whose === 'you' ? seat : other(seat)]!;
      let n = 0;
      for (const e of exam) if (matches(e.card, c.filter)) n++;
      return n >= (c.atLeast ?? 1);
    }
    case 'favour':
      return s.favour === seat;
    case 'leading':
      return influence(s, seat) > influence(s, other(seat));
    case 'not':
      return !holds(s, seat, c.condition);
    case 'all':
      return c.conditions.every((x) => holds(s, seat, x));
  }
}
