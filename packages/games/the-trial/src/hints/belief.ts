import type { Seat } from '@docket/engine';
import { countSide, SIDE_OF, without, type Kind, type Side } from '../cards.js';
import { alignmentWorlds, type AlignmentFacts } from '../alignments.js';
import type { Alignment } from '../roles.js';
import type { SpokenStatement, TrialView } from '../state.js';

/** How often a good defendant's discard is a guilt card (it sinks guilt), as the bots play. */
const PILE_TELLS = 0.8;
/** How often a card left in a good lawyer's hand after filing is guilt (it files innocence). */
const HAND_TELLS = 0.7;
/** How often a lawyer's filed card is of its own team's side. */
const FILE_TELLS = 0.8;
/** How often a good player's "<player> is …" is right, and a bad player's. */
const GOOD_SAYS_TRUE = 0.8;
const BAD_SAYS_TRUE = 0.35;
/** A statement the listener knows to be false: its speaker is almost surely bad. */
export const CAUGHT = 0.03;

/** A viewer's belief over who is bad: the worlds its view allows, weighted by how well each explains what it saw. */
export interface Belief {
  readonly worlds: readonly (readonly Alignment[])[];
  readonly weights: readonly number[];
  /** Per seat, the probability it is bad. */
  readonly bad: readonly number[];
}

/** One piece of evidence: how likely it is in a world (up to a constant). */
export type Factor = (w: readonly Alignment[]) => number;

/** The chance a good-side card shows, for a player of alignment `a` whose habits tell at rate `tells`. */
function tell(side: Side, a: Alignment | undefined, tells: number, goodSide: Side): number {
  return (side === goodSide) === (a === 'good') ? tells : 1 - tells;
}

const cache = new WeakMap<TrialView, Belief>();

export function belief(v: TrialView): Belief {
  const hit = cache.get(v);
  if (hit) return hit;
  const b = weigh(v, evidence(v));
  cache.set(v, b);
  return b;
}

/** The worlds a view allows, each weighted by the product of the factors (normalised; uniform if all vanish). */
export function weigh(v: TrialView, factors: readonly Factor[], facts: AlignmentFacts = v): Belief {
  const worlds = alignmentWorlds(facts);
  const raw = worlds.map((w) => factors.reduce((p, f) => p * f(w), 1));
  const total = raw.reduce((a, b) => a + b, 0);
  const weights = total > 0 ? raw.map((x) => x / total) : raw.map(() => 1 / raw.length);
  const bad = v.roles.map((_, seat) => worlds.reduce((p, w, i) => p + (w[seat] === 'bad' ? (weights[i] ?? 0) : 0), 0));
  return { worlds, weights, bad };
}

/** The likeliest world and its weight. */
export function likeliest(b: Belief): { world: readonly Alignment[]; weight: number } {
  let best = 0;
  b.weights.forEach((w, i) => {
    if (w > (b.weights[best] ?? 0)) best = i;
  });
  return { world: b.worlds[best] ?? [], weight: b.weights[best] ?? 0 };
}

/** What the rule-based bot reads from a view: its peeks, a lawyer's view of the other's filing, the statements. */
export function evidence(v: TrialView): Factor[] {
  const me = v.viewer === 'spectator' ? null : v.viewer;
  const out: Factor[] = [];
  for (const m of v.memory) {
    if (m.what === 'peeked-pile') out.push((w) => tell(SIDE_OF[m.card], w[m.defendant], PILE_TELLS, 'guilt'));
    if (m.what === 'peeked-hand') out.push((w) => tell(SIDE_OF[m.card], w[m.lawyer], HAND_TELLS, 'guilt'));
  }
  if (me !== null && v.roles[me] === 'lawyer') out.push(...otherLawyerFiling(v, me));
  for (const st of v.statements) {
    const s = st.seat;
    if (s === me) continue;
    const x = st.statement;
    if (x.about === 'pile') {
      const mine = v.memory.find((m) => m.what === 'peeked-pile' && m.round === st.round && m.defendant === x.seat);
      if (mine && mine.what === 'peeked-pile') {
        const caught = SIDE_OF[mine.card] !== x.side;
        out.push((w) => (caught ? (w[s] === 'bad' ? 1 : CAUGHT) : 1));
      }
    }
    if (x.about === 'hand' && me === x.seat && st.round === v.round && countSide(v.hands[me]?.filter((k): k is Kind => k !== null) ?? [], x.side) === 0) {
      out.push((w) => (w[s] === 'bad' ? 1 : CAUGHT));
    }
    if (x.about === 'gave' && me === x.seat) {
      const got = v.memory.filter((m) => m.what === 'received' && m.round === st.round && m.from === s);
      const guilt = got.filter((m) => m.what === 'received' && SIDE_OF[m.card] === 'guilt').length;
      if (got.length > 0 && guilt !== x.guilt) out.push((w) => (w[s] === 'bad' ? 1 : CAUGHT));
    }
    const said = claimFactor(st);
    if (said !== null) out.push(said);
  }
  return out;
}

/**
 * What a statement says to anyone, whatever the listener knows: a good player's "<player> is …" is right at
 * GOOD_SAYS_TRUE, a bad one's at BAD_SAYS_TRUE; a good witness tells what it saw, a bad one the opposite.
 * "I gave" says nothing by itself (only the lawyer who got the cards can check it).
 */
export function claimFactor(st: SpokenStatement): Factor | null {
  const s = st.seat;
  const x = st.statement;
  switch (x.about) {
    case 'player':
      return (w) => {
        const p = w[s] === 'bad' ? BAD_SAYS_TRUE : GOOD_SAYS_TRUE;
        return w[x.seat] === x.alignment ? p : 1 - p;
      };
    case 'pile':
      return (w) => (w[s] === 'bad' ? 1 - tell(x.side, w[x.seat], PILE_TELLS, 'guilt') : tell(x.side, w[x.seat], PILE_TELLS, 'guilt'));
    case 'hand':
      return (w) => (w[s] === 'bad' ? 1 - tell(x.side, w[x.seat], HAND_TELLS, 'guilt') : tell(x.side, w[x.seat], HAND_TELLS, 'guilt'));
    case 'gave':
      return null;
  }
}

/** A lawyer knows what it filed: the rest of a revealed case file is the other lawyer's (or the Judge's, blind). */
function otherLawyerFiling(v: TrialView, me: Seat): Factor[] {
  const other = v.roles.findIndex((r, s) => r === 'lawyer' && s !== me);
  if (other < 0) return [];
  const out: Factor[] = [];
  for (const r of v.results) {
    let rest: Kind[] = r.revealed.slice();
    const mine = v.memory.filter((m) => m.what === 'filed' && m.round === r.round);
    for (const m of mine) if (m.what === 'filed' && rest.includes(m.card)) rest = without(rest, m.card);
    if (mine.length === 0 || rest.length === 0) continue;
    for (const k of rest) out.push((w) => tell(SIDE_OF[k], w[other], FILE_TELLS, 'innocence'));
  }
  return out;
}
