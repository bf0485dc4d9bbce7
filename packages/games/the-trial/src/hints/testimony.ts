import type { Seat } from '@docket/engine';
import { SIDE_OF } from '../cards.js';
import type { SpokenStatement, TrialView } from '../state.js';
import { CAUGHT, claimFactor, evidence, weigh, type Belief, type Factor } from './belief.js';
import { filingFactors } from './filings.js';

/**
 * The reasoning bot's belief: the rule-based bot's evidence, plus what anyone can count from the filings (who
 * filed how many, what came out), plus every statement the view can prove false. Worlds are weighed jointly, so a
 * speaker's claims that agree with the filings raise its trust, and claims the filings go against lower it.
 */
export function reasoned(v: TrialView): Belief {
  const hit = reasonedCache.get(v);
  if (hit) return hit;
  const b = weigh(v, [...evidence(v), ...filingFactors(v), ...refutations(v)]);
  reasonedCache.set(v, b);
  return b;
}

const reasonedCache = new WeakMap<TrialView, Belief>();

/**
 * What the rest of the table can conclude from public information only (filings and statements), as if it did not
 * know the viewer's card: a liar checks its claims against this, so as not to say what the table already doubts.
 */
export function tableBelief(v: TrialView): Belief {
  const hit = tableCache.get(v);
  if (hit) return hit;
  const me = v.viewer === 'spectator' ? null : v.viewer;
  const said = v.statements.map(claimFactor).filter((f): f is Factor => f !== null);
  const alignments = v.alignments.map((a, s) => (s === me && v.roles[s] !== 'judge' && v.roles[s] !== 'jury' ? null : a));
  const b = weigh(v, [...filingFactors(v), ...said], { players: v.players, roles: v.roles, alignments, accusation: v.accusation });
  tableCache.set(v, b);
  return b;
}

const tableCache = new WeakMap<TrialView, Belief>();

/**
 * Statements the viewer knows to be false, beyond the rule-based bot's checks: a defendant knows the top of its
 * own pile when the witnesses looked; anyone knows a stopped defendant gave nothing and a stopped lawyer got
 * nothing this round. A speaker caught so is almost surely bad (CAUGHT leaves room for a reshuffled pile).
 */
export function refutations(v: TrialView): Factor[] {
  const out: Factor[] = [];
  for (const st of v.statements) {
    if (refuted(v, st)) out.push((w) => (w[st.seat] === 'bad' ? 1 : CAUGHT));
  }
  return out;
}

export function refuted(v: TrialView, st: SpokenStatement): boolean {
  const me: Seat | null = v.viewer === 'spectator' ? null : v.viewer;
  const x = st.statement;
  if (st.seat === me) return false;
  switch (x.about) {
    case 'pile': {
      if (x.seat !== me) return false;
      // The top of my pile while the witnesses looked that round: my last discard up to then.
      const mine = v.memory.filter((m) => m.what === 'discarded' && m.round <= st.round);
      const top = mine[mine.length - 1];
      return top !== undefined && top.what === 'discarded' && SIDE_OF[top.card] !== x.side;
    }
    case 'gave':
      // This round's stopped player: a stopped defendant gave nobody guilt, a stopped lawyer got none.
      return st.round === v.round && x.guilt > 0 && (v.stopped === st.seat || v.stopped === x.seat);
    case 'hand':
    case 'player':
      return false;
  }
}
