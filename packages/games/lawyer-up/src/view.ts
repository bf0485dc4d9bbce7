import type { Seat, Viewer } from '@docket/engine';
import { influence } from './influence.js';
import { SPECTATOR } from './knowledge.js';
import type { LawyerUpOptions } from './options.js';
import type { EndReason, ExamEntry, Frame, After, Juror, LawyerUpState, Pending, StandWitness } from './state.js';

/** What one viewer may see, built by allowlist from the state. */
export interface LawyerUpView {
  readonly viewer: Viewer;
  readonly options: LawyerUpOptions;
  readonly cards: string[];
  readonly witnesses: string[];
  readonly caseDeckCount: number;
  /** The viewer's own draft cards; null for a spectator. */
  readonly draftHand: string[] | null;
  readonly draftCounts: number[];
  readonly boxCount: number;
  readonly deckCounts: number[];
  readonly hand: string[] | null;
  readonly handCounts: number[];
  readonly discards: string[][];
  readonly buriedCount: number;
  readonly exams: ExamEntry[][];
  readonly procedures: string[][];
  /** Cards set aside for a side's opening hand (public). */
  readonly aside: string[][];
  readonly fresh: string[];
  readonly keyWitnesses: string[];
  /** Witnesses a side holds and may call (public). */
  readonly held: string[][];
  /** The Witness deck's cards (public: every witness not elsewhere), its order unknown to all. */
  readonly witnessDeck: string[];
  readonly stand: StandWitness | null;
  readonly claimed: string[][];
  readonly jurors: Juror[];
  readonly favour: Seat;
  readonly objections: number[];
  readonly objected: boolean[];
  readonly sidebar: boolean[];
  readonly passed: boolean[];
  readonly bonus: number[];
  /** Both players' current Influence (public: the dials). */
  readonly influence: number[];
  /** The viewer's own mulligan marks; null for a spectator. */
  readonly mulligan: string[] | null;
  /** Which seats have made this draft round's (or the strategy) choice: the choices stay hidden until both chose. */
  readonly picked: boolean[];
  /** Per card of `cards`, the hidden places it may be for this viewer (0: in plain sight). */
  readonly know: number[];
  readonly queue: Frame[];
  readonly after: After;
  readonly actor: Seat;
  readonly another: boolean;
  /** The pending decision, with the other seat's draft choice or strategy pick hidden. */
  readonly pending: Pending;
  readonly winner: Seat | null;
  readonly reason: EndReason | null;
  readonly stats: { swayed: number[]; margins: number[] };
  /** Every hand, once the match is over; null before. */
  readonly openHands: string[][] | null;
}

function seatOfViewer(v: Viewer): Seat | null {
  return v === 0 || v === 1 ? v : null;
}

function maskedPending(p: Pending, seat: Seat | null): Pending {
  if (p.step === 'draft') return { step: 'draft', picks: p.picks.map((x, i) => (i === seat && x !== null ? x.slice() : null)) };
  // A strategy pick stays hidden from the other side until both chose (that a side has chosen is public).
  if (p.step === 'strategy') return { step: 'strategy', choices: p.choices.map((x) => x.slice()), picks: p.picks.map((x, i) => (i === seat ? x : null)) };
  if (p.step === 'choose') return { step: 'choose', seat: p.seat, choice: { ...p.choice } };
  return { ...p };
}

/**
 * A viewer's view. Hidden: the other hand, every deck's order and the cards the other side drafted, the Buried
 * Evidence, the case deck, the other's draft cards and choice, the other's mulligan marks, the generator.
 */
export function view(s: LawyerUpState, viewer: Viewer): LawyerUpView {
  const seat = seatOfViewer(viewer);
  const over = s.pending.step === 'over';
  const p = s.pending;
  return {
    viewer,
    options: { ...s.options },
    cards: s.cards.slice(),
    witnesses: s.witnesses.slice(),
    caseDeckCount: s.caseDeck.length,
    draftHand: seat === null ? null : s.draftHands[seat]!.slice(),
    draftCounts: s.draftHands.map((h) => h.length),
    boxCount: s.box.length,
    deckCounts: s.decks.map((d) => d.length),
    hand: seat === null ? null : s.hands[seat]!.slice(),
    handCounts: s.hands.map((h) => h.length),
    discards: s.discards.map((x) => x.slice()),
    buriedCount: s.buried.length,
    exams: s.exams.map((x) => x.map((e) => ({ ...e }))),
    procedures: s.procedures.map((x) => x.slice()),
    aside: s.aside.map((x) => x.slice()),
    fresh: s.fresh.slice(),
    keyWitnesses: s.keyWitnesses.slice(),
    held: s.held.map((x) => x.slice()),
    witnessDeck: s.witnessDeck.slice().sort(),
    stand: s.stand === null ? null : { ...s.stand, discredited: s.stand.discredited.slice() },
    claimed: s.claimed.map((x) => x.slice()),
    jurors: s.jurors.map((j) => ({ ...j })),
    favour: s.favour,
    objections: s.objections.slice(),
    objected: s.objected.slice(),
    sidebar: s.sidebar.slice(),
    passed: s.passed.slice(),
    bonus: s.bonus.slice(),
    influence: [influence(s, 0), influence(s, 1)],
    mulligan: seat === null ? null : s.mulligan[seat]!.slice(),
    picked: p.step === 'draft' || p.step === 'strategy' ? p.picks.map((x) => x !== null) : [false, false],
    know: (s.know[seat ?? SPECTATOR] as readonly number[]).slice(),
    queue: s.queue.map((f) => ({ ...f, effects: f.effects.slice() })),
    after: s.after,
    actor: s.actor,
    another: s.another,
    pending: maskedPending(p, seat),
    winner: s.winner,
    reason: s.reason,
    stats: { swayed: s.stats.swayed.slice(), margins: s.stats.margins.slice() },
    openHands: over ? s.hands.map((h) => h.slice()) : null,
  };
}
