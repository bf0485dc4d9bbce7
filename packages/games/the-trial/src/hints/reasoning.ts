import type { Seat } from '@docket/engine';
import { SIDE_OF, type Kind, type Side } from '../cards.js';
import type { Alignment, Role } from '../roles.js';
import type { Statement, TrialAction, TrialView } from '../state.js';
import { likeliest, type Belief } from './belief.js';
import { ruled } from './prior.js';
import { reasoned, tableBelief } from './testimony.js';

/** The Jury accuses once the likeliest world has this weight, or this much on the brink (the bad team's 3rd round may be next). */
export const ACCUSE_WEIGHT = 0.5;
export const ACCUSE_ON_THE_BRINK = 0.1;
/**
 * What a warning is worth, by the role stopped, when the stopped player is surely bad: a stopped lawyer leaves the
 * case file to the other lawyer and 2 blind cards; a stopped defendant leaves the gifts to the other; a witness
 * only loses a look. Stopping a good player costs as much, so the value scales with 2p − 1.
 */
const WARNING_WORTH: Readonly<Record<Role, number>> = { lawyer: 1, defendant: 0.4, witness: 0.15, judge: 0, jury: 0 };
/** A warning must beat doing nothing by this much: a guess at even odds is no reason to stop anyone. */
const WARNING_MARGIN = 0.1;
/** A bad player counts a seat as a partner, or as good, past these. */
const PARTNER = 0.6;
/** A lie that clears a partner is shown false if the "partner" is good after all: only when nearly sure. */
const SURE_PARTNER = 0.9;
const OPPONENT = 0.4;
/** A liar does not frame a player the table already clears, nor vouch for one it already convicts. */
const TABLE_CLEARS = 0.3;
const TABLE_CONVICTS = 0.7;

/**
 * The reasoning bot's judgement of `a`: a good seat plays from its reasoned belief (warns and accuses on it); a
 * bad seat plays its side as the rule-based bot does but lies plausibly.
 */
export function reasoning(v: TrialView, seat: Seat, a: TrialAction): number {
  const me: Alignment = v.alignments[seat] ?? 'good';
  const b = reasoned(v);
  return me === 'good' ? goodPlay(v, seat, a, b) : badPlay(v, seat, a, b);
}

export function goodPlay(v: TrialView, seat: Seat, a: TrialAction, b: Belief): number {
  switch (a.type) {
    case 'warn':
      return warningValue(v, b, a.seat);
    case 'no-warning':
      return 0;
    case 'accuse':
      return likeliest(b).weight - (v.wins.bad >= 2 ? ACCUSE_ON_THE_BRINK : ACCUSE_WEIGHT);
    case 'file':
      return oddFiling(v, seat, a.card, 'innocence');
    case 'give':
      return ruled(v, seat, a, b) + pairedGift(v, seat, b, a.card, a.lawyer);
    default:
      return ruled(v, seat, a, b);
  }
}

/** What a pair is worth against the gift's side: two copies given to one lawyer cancel when it files both. */
const PAIR_WORTH = 0.3;

/**
 * A good defendant's gift with the pairs in mind: a second copy of a guilt kind to the lawyer it doubts makes a
 * pair that cancels when filed; a second copy of an innocence kind to the lawyer it trusts would be wasted.
 */
export function pairedGift(v: TrialView, seat: Seat, b: Belief, card: Kind, lawyer: Seat): number {
  const given = v.memory.filter((m) => m.what === 'gave' && m.round === v.round && m.lawyer === lawyer && m.card === card).length;
  const held = (v.holding[seat] ?? []).filter((k) => k === card).length;
  const doubt = 2 * (b.bad[lawyer] ?? 0.5) - 1;
  // A guilt pair starts with its first copy; an innocence card is wasted only as the second.
  if (SIDE_OF[card] === 'guilt') return given % 2 === 1 || held >= 2 ? PAIR_WORTH * doubt : 0;
  return given % 2 === 1 ? -PAIR_WORTH * doubt : 0;
}

/**
 * A lawyer's filing with the pairs in mind ("separate each identical pair"): a card of its own side of a kind it
 * has filed an odd number of times this round would cancel its own; a card of the other side that completes a
 * pair cancels itself, the best card to make up the 2 it must file. Both teams' lawyers play it.
 */
export function oddFiling(v: TrialView, seat: Seat, card: Kind, own: Side): number {
  const filed = v.caseFile.flatMap((f) => (f.by === seat && f.card !== null ? [f.card] : [])).filter((k) => k === card).length;
  const held = (v.hands[seat] ?? []).filter((k) => k === card).length;
  if (SIDE_OF[card] === own) return filed % 2 === 0 ? 1 : -0.8;
  if (filed % 2 === 1) return -0.3;
  return held >= 2 ? -0.5 : -1;
}

/** The Judge's warning: worth its role's WARNING_WORTH times how much likelier bad than good the player is. */
export function warningValue(v: TrialView, b: Belief, target: Seat): number {
  const role = v.roles[target];
  if (role === undefined) return -1;
  const p = b.bad[target] ?? 0.5;
  return WARNING_WORTH[role] * (2 * p - 1 - WARNING_MARGIN);
}

export function badPlay(v: TrialView, seat: Seat, a: TrialAction, b: Belief): number {
  if (a.type === 'state') return plausibleLie(v, seat, b, a.statement);
  if (a.type === 'file') return oddFiling(v, seat, a.card, 'guilt');
  return ruled(v, seat, a, b);
}

/** The side a witness reports to clear a player: good defendants sink guilt, good lawyers keep guilt. */
const CLEARS: Side = 'guilt';

/**
 * A bad player's statement, chosen so that nothing it knows of, and nothing public, can show it false: it speaks
 * only of what it looked at this round; about a partner it is nearly sure of it says what clears it (only that
 * partner could know better); about a good player it tells the truth when the truth already casts doubt, else nothing; its gifts it
 * tells truly (the lawyer who got them would know); it frames good players the table does not already clear and
 * vouches for partners the table does not already convict.
 */
export function plausibleLie(v: TrialView, seat: Seat, b: Belief, st: Statement): number {
  const bad = (x: Seat): number => b.bad[x] ?? 0.5;
  switch (st.about) {
    case 'pile':
    case 'hand': {
      const seen = v.memory.find((m) =>
        m.round === v.round && (st.about === 'pile' ? m.what === 'peeked-pile' && m.defendant === st.seat : m.what === 'peeked-hand' && m.lawyer === st.seat),
      );
      if (!seen || (seen.what !== 'peeked-pile' && seen.what !== 'peeked-hand')) return -1;
      if (bad(st.seat) >= SURE_PARTNER) return st.side === CLEARS ? 1.5 : -1;
      const truth = SIDE_OF[seen.card] === st.side;
      return bad(st.seat) <= OPPONENT && truth && st.side !== CLEARS ? 2 : -1;
    }
    case 'gave': {
      const gave = v.memory.filter((m) => m.what === 'gave' && m.round === v.round && m.lawyer === st.seat);
      const guilt = gave.filter((m) => m.what === 'gave' && SIDE_OF[m.card] === 'guilt').length;
      return gave.length > 0 && guilt === st.guilt ? 1.2 : -1;
    }
    case 'player': {
      if (st.seat === seat) return -1;
      const table = tableBelief(v).bad[st.seat] ?? 0.5;
      if (st.alignment === 'bad') return bad(st.seat) <= OPPONENT && table >= TABLE_CLEARS ? 1 + table : -1;
      return bad(st.seat) >= PARTNER && table <= TABLE_CONVICTS ? 0.8 : -1;
    }
  }
}
