import type { Seat } from '@docket/engine';
import { countKind, SIDE_OF, type Kind, type Side } from '../cards.js';
import type { Alignment } from '../roles.js';
import type { Statement, TrialAction, TrialView } from '../state.js';
import { badSeats, sameSet } from '../alignments.js';
import { belief, likeliest, type Belief } from './belief.js';

/** The Jury accuses once the likeliest world has this weight (lower once the bad team needs one more round). */
export const ACCUSE_AT = 0.5;
export const ACCUSE_AT_LAST = 0.2;
/** Beliefs a player states aloud (good players), or bends (bad players). */
const SURE = 0.75;
/** The Judge warns a player this likely to be bad. */
const WARN_AT = 0.65;

function ownSide(a: Alignment): Side {
  return a === 'good' ? 'innocence' : 'guilt';
}

function known(cards: readonly (Kind | null)[] | undefined): Kind[] {
  return (cards ?? []).filter((k): k is Kind => k !== null);
}

/**
 * How promising `a` looks to `seat`, from its own view only: the role-aware rule-based play. Good players sink
 * guilt and file innocence, bad players the reverse; witnesses look where the belief is least sure; statements
 * tell the truth when good and bend it when bad; the Jury accuses once its belief is strong.
 */
export function prior(v: TrialView, seat: Seat, a: TrialAction): number {
  return ruled(v, seat, a, belief(v));
}

/** The same rules over a belief of the caller's choosing (the reasoning bot hands its own). */
export function ruled(v: TrialView, seat: Seat, a: TrialAction, b: Belief): number {
  const me: Alignment = v.alignments[seat] ?? 'good';
  const mine = ownSide(me);
  const bad = (x: Seat): number => b.bad[x] ?? 0.5;
  switch (a.type) {
    case 'order':
    case 'marker':
    case 'declare':
      return 0;
    case 'discard':
      // Sink a card of the other side onto the pile.
      return SIDE_OF[a.card] === mine ? 0 : 1;
    case 'give': {
      const trust = me === 'good' ? 1 - bad(a.lawyer) : bad(a.lawyer);
      return (SIDE_OF[a.card] === mine ? 1 : -1) * (trust - 0.5);
    }
    case 'file': {
      const hand = known(v.hands[seat]);
      if (SIDE_OF[a.card] === mine) return 1;
      // Forced to file the other side: a pair of the same kind cancels itself.
      return countKind(hand, a.card) >= 2 ? -0.5 : -1;
    }
    case 'rest':
      return 0;
    case 'excess':
      return SIDE_OF[a.card] === mine ? -1 : 1;
    case 'peek-pile':
      return 0.1 + uncertainty(bad(a.defendant));
    case 'peek-hand':
      return uncertainty(bad(a.lawyer));
    case 'pass':
      return v.pending.step === 'jury' ? 0 : 0;
    case 'accuse':
      return likeliest(b).weight - threshold(v);
    case 'toggle': {
      const target = badSeats(likeliest(b).world);
      const chosen = v.pending.step === 'accuse' ? v.pending.chosen : [];
      return target.includes(a.seat) !== chosen.includes(a.seat) ? 1 : -1;
    }
    case 'confirm': {
      const chosen = v.pending.step === 'accuse' ? v.pending.chosen : [];
      return sameSet(badSeats(likeliest(b).world), chosen) ? 2 : -2;
    }
    case 'state':
      return statementValue(v, seat, me, b, a.statement);
    case 'warn':
      return bad(a.seat) - WARN_AT + (v.roles[a.seat] === 'lawyer' ? 0.1 : 0);
    case 'no-warning':
      return 0;
    case 'object': {
      const target = v.pending.step === 'objection' ? v.pending.target : seat;
      const friend = target === seat || (me === 'good' ? bad(target) < 1 - WARN_AT : bad(target) >= WARN_AT);
      return friend ? 1 : -1;
    }
    case 'allow':
      return 0;
  }
}

function uncertainty(p: number): number {
  return 1 - Math.abs(2 * p - 1);
}

function threshold(v: TrialView): number {
  return v.wins.bad >= 2 ? ACCUSE_AT_LAST : ACCUSE_AT;
}

/**
 * A statement's worth to its speaker. Good: what it saw or gave, truly; a player's alignment when sure. Bad: the
 * opposite of what it saw (a teammate's innocence sunk on its pile reads as guilt, and the reverse); a likely good
 * player called bad, a likely bad one called good; it keeps quiet about its gifts, which a lawyer could check.
 */
function statementValue(v: TrialView, seat: Seat, me: Alignment, b: Belief, st: Statement): number {
  const bad = (x: Seat): number => b.bad[x] ?? 0.5;
  const saw = (side: Side, where: 'hand' | 'pile', target: Seat): boolean | null => {
    const m = v.memory.find((x) =>
      x.round === v.round && (where === 'pile' ? x.what === 'peeked-pile' && x.defendant === target : x.what === 'peeked-hand' && x.lawyer === target),
    );
    if (!m || (m.what !== 'peeked-pile' && m.what !== 'peeked-hand')) return null;
    return SIDE_OF[m.card] === side;
  };
  switch (st.about) {
    case 'pile':
    case 'hand': {
      const truth = saw(st.side, st.about, st.seat);
      if (truth === null) return -1;
      return truth === (me === 'good') ? 2 : -1;
    }
    case 'gave': {
      if (me === 'bad') return -1;
      const guilt = v.memory.filter((m) => m.what === 'gave' && m.round === v.round && m.lawyer === st.seat && SIDE_OF[m.card] === 'guilt');
      const gave = v.memory.some((m) => m.what === 'gave' && m.round === v.round && m.lawyer === st.seat);
      return gave && guilt.length === st.guilt ? 1.5 : -1;
    }
    case 'player': {
      if (st.seat === seat) return -1;
      const p = bad(st.seat);
      if (me === 'good') {
        if (st.alignment === 'bad') return p >= SURE ? 1 + p : -1;
        return p <= 1 - SURE ? 0.5 + (1 - p) : -1;
      }
      if (st.alignment === 'bad') return p <= 1 - SURE ? 1 : -1;
      return p >= SURE ? 0.8 : -1;
    }
  }
}
