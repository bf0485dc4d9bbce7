import type { Seat } from '@docket/engine';
import { countSide } from '../cards.js';
import { GIFT, REPLACEMENT_DRAW } from '../roles.js';
import type { TrialView } from '../state.js';
import type { Factor } from './belief.js';

/**
 * How often a card a lawyer files is of its own team's side. A lawyer files its own side first and the other only
 * to make up the 2 it must file, so its first 2 cards a round may be either, while any card past 2 is its own
 * (as the bots play, over 1,000 rounds at 5 and 7 players: 78% for the first 2, every card past them).
 */
export const OWN_SIDE_FILED = 0.8;
const OWN_SIDE_REQUIRED = 0.78;
const OWN_SIDE_BEYOND = 0.97;

/** Cards a playing lawyer receives in a round: 2 from each defendant, or 2 from one and 2 drawn when one is stopped. */
const RECEIVED = 2 * GIFT;

/** The steps at which the current round's gifts are still under way, so hand counts say nothing settled yet. */
const IN_FLUX = new Set(['discard', 'give', 'file']);

/** The chance of exactly k successes in n trials of chance p. */
function binomial(n: number, p: number): number[] {
  let row = [1];
  for (let i = 0; i < n; i++) row = [...row, 0].map((x, k) => x * (1 - p) + (k > 0 ? (row[k - 1] ?? 0) * p : 0));
  return row;
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] = (out[i + j] ?? 0) + x * y)));
  return out;
}

/** The chances of each innocence count among `n` cards a lawyer filed over `rounds` rounds played. */
function innocenceFiled(n: number, rounds: number, good: boolean): number[] {
  const beyond = Math.max(0, n - 2 * Math.max(0, rounds));
  const own = (p: number): number => (good ? p : 1 - p);
  return convolve(binomial(n - beyond, own(OWN_SIDE_REQUIRED)), binomial(beyond, own(OWN_SIDE_BEYOND)));
}

/** Lawyers' filings so far, told apart from the public counts alone. */
export interface Filings {
  /** Per lawyer, the cards it filed that have been revealed; `stops` the lawyer-rounds sat out (split unknown). */
  readonly revealed: ReadonlyMap<Seat, number>;
  readonly stops: number;
  readonly innocence: number;
  readonly total: number;
  /** Rounds whose case file was revealed. */
  readonly rounds: number;
}

/**
 * What anyone can count: a lawyer got 4 cards in every round it played, and what it no longer holds (hand count,
 * excess discards) it filed; the Judge's blind cards (2 per stopped lawyer) make up the rest of every case file
 * revealed. From these, how many revealed cards each lawyer filed, and how many rounds lawyers sat out in all.
 * Null when the counts do not add up (a dry draw pile) or the gifts of this round are under way.
 */
export function filings(v: TrialView): Filings | null {
  if (IN_FLUX.has(v.pending.step)) return null;
  const lawyers = v.roles.flatMap((r, s) => (r === 'lawyer' ? [s] : []));
  const rounds = v.pending.step === 'order' ? v.round - 1 : v.round;
  const shown = v.results.flatMap((r) => r.revealed);
  const pending = v.caseFile.length;
  let kept = 0;
  for (const l of lawyers) kept += (v.hands[l]?.length ?? 0) + v.bottom.filter((b) => b.by === l).length;
  // All cards ever filed = 8 per round, less 4 per stopped lawyer-round, plus the Judge's 2 blind cards for each.
  const twiceStops = lawyers.length * RECEIVED * rounds - kept - shown.length - pending;
  if (twiceStops < 0 || twiceStops % REPLACEMENT_DRAW !== 0) return null;
  const stops = twiceStops / REPLACEMENT_DRAW;
  const revealed = new Map<Seat, number>();
  for (const l of lawyers) {
    const got = RECEIVED * rounds - (v.hands[l]?.length ?? 0) - v.bottom.filter((b) => b.by === l).length;
    revealed.set(l, got - v.caseFile.filter((f) => f.by === l).length);
  }
  return { revealed, stops, innocence: countSide(shown, 'innocence'), total: shown.length, rounds: v.results.length };
}

/**
 * The public filing evidence: how likely the revealed innocence count is when each lawyer files as above and the
 * Judge's blind cards fall either way. Stops are spread over the lawyers every way they
 * could be (each way as likely). It bears on the lawyers only, and on no one while nothing is revealed.
 */
export function filingFactors(v: TrialView): Factor[] {
  const f = filings(v);
  if (f === null || f.total === 0) return [];
  const [a, b] = [...f.revealed.keys()];
  if (a === undefined || b === undefined) return [];
  const likelihood = (goodLawyer: Seat): number => {
    let sum = 0;
    let ways = 0;
    for (let sa = 0; sa <= f.stops; sa++) {
      // A round sat out takes the 4 cards it never got off that lawyer's count; the Judge's 2 blind cards stand in.
      const na = (f.revealed.get(a) ?? 0) - RECEIVED * sa;
      const nb = (f.revealed.get(b) ?? 0) - RECEIVED * (f.stops - sa);
      const blind = f.total - na - nb;
      if (na < 0 || nb < 0 || blind < 0) continue;
      const ia = innocenceFiled(na, f.rounds - sa, goodLawyer === a);
      const ib = innocenceFiled(nb, f.rounds - (f.stops - sa), goodLawyer === b);
      const dist = convolve(convolve(ia, ib), binomial(blind, 0.5));
      sum += dist[f.innocence] ?? 0;
      ways++;
    }
    return ways > 0 ? sum / ways : 1;
  };
  const ifA = likelihood(a);
  const ifB = likelihood(b);
  if (ifA + ifB === 0) return [];
  return [(w) => (w[a] === 'good' ? ifA : ifB)];
}
