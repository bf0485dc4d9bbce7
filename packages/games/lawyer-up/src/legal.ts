import type { Seat } from '@docket/engine';
import { card, playCard, printedId } from './cards.js';
import { draftersLeft } from './discovery.js';
import { jurorOptions, pickOptions } from './effects/choices.js';
import { affordableJurors } from './resolution.js';
import { canChain, objectable } from './questioning.js';
import { strategyChoosersLeft } from './strategies.js';
import { automaSeat } from './solo/seat.js';
import type { Choice, LawyerUpAction, LawyerUpState } from './state.js';

/**
 * A pick's options, one per printed card and pile (a copy in another pile is another choice). Copies in an
 * examination are all offered: their Values may differ. A pile whose order the chooser cannot see (a deck, the
 * Buried Evidence, the other hand) offers its cards in the canonical order, the lowest copy of each: the
 * legal actions must follow from the chooser's view, never from a hidden order.
 */
function distinctPicks(s: LawyerUpState, seat: Seat, c: Extract<Choice, { kind: 'pick' }>): string[] {
  return c.from.flatMap((ref) => {
    const options = pickOptions(s, { ...c, from: [ref] });
    if (ref.pile === 'exam') return options;
    const ordered = ref.pile === 'deck' || ref.pile === 'buried' || (ref.pile === 'hand' && ref.seat !== seat);
    return distinct(ordered ? options.slice().sort(byInstance) : options);
  });
}

/** The canonical order of card instances: by printed id, then copy number (`x` before `x#2` before `x#10`). */
export function byInstance(a: string, b: string): number {
  const pa = printedId(a);
  const pb = printedId(b);
  if (pa !== pb) return pa < pb ? -1 : 1;
  return copyNumber(a) - copyNumber(b);
}

function copyNumber(instance: string): number {
  const i = instance.indexOf('#');
  return i < 0 ? 1 : Number(instance.slice(i + 1));
}

/**
 * Who may act now: both sides at once for the strategies and during Discovery, else the pending seat; [] once
 * over. Never the Automa's seat: its steps are run by the rules themselves (solo/drive.ts).
 */
export function toAct(s: LawyerUpState): Seat[] {
  const p = s.pending;
  if (p.step === 'over') return [];
  const seats = p.step === 'draft' ? draftersLeft(s) : p.step === 'strategy' ? strategyChoosersLeft(p.picks) : [p.seat];
  const automa = automaSeat(s);
  return automa === null ? seats : seats.filter((x) => x !== automa);
}

/** The orders of 1, 2 or 3 cards, as index lists (a draft hand never holds more than 3). */
const PERMUTATIONS: readonly (readonly (readonly number[])[])[] = [
  [[]],
  [[0]],
  [
    [0, 1],
    [1, 0],
  ],
  [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
  ],
];

/** Every order of a draft hand: the first card to the Prosecution's deck, the next to the Defense's, the last buried. */
function orders(cards: readonly string[]): string[][] {
  const perms = PERMUTATIONS[cards.length];
  if (perms === undefined) throw new Error(`a draft hand of ${cards.length} cards`);
  return perms.map((p) => p.map((i) => cards[i] as string));
}

/**
 * One card per printed card: copies of a card in the same pile are interchangeable (same data, same place), so
 * offering each would only lengthen the list bots search.
 */
function distinct(cards: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const c of cards) {
    const id = printedId(c);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(c);
  }
  return out;
}

function questionActions(s: LawyerUpState, seat: Seat): LawyerUpAction[] {
  const out: LawyerUpAction[] = [];
  const hand = distinct(s.hands[seat]!);
  for (const c of hand) if (canChain(s, seat, c)) out.push({ type: 'play', card: c });
  for (const c of hand) if (playCard(c).type === 'Procedure') out.push({ type: 'procedure', card: c });
  if (s.favour === seat) {
    for (const c of s.procedures[seat]!) {
      if (!s.fresh.includes(c) && card(c).effects?.action !== undefined) out.push({ type: 'activate', card: c });
    }
  }
  if (s.sidebar[seat]) out.push({ type: 'sidebar' });
  out.push({ type: 'pass' });
  return out;
}

export function legalActions(s: LawyerUpState, seat: Seat): LawyerUpAction[] {
  if (!toAct(s).includes(seat)) return [];
  return actionsOf(s, seat);
}

/** The actions open to `seat` at the pending step, whoever is asked (the Automa's rules read them too). */
export function actionsOf(s: LawyerUpState, seat: Seat): LawyerUpAction[] {
  const p = s.pending;
  switch (p.step) {
    case 'strategy':
      return (p.choices[seat] ?? []).map((strategy) => ({ type: 'strategy', strategy }));
    case 'draft':
      return orders(s.draftHands[seat]!).map((order) => ({ type: 'draft', order }));
    case 'mulligan': {
      const marked = s.mulligan[seat]!;
      return [...distinct(s.hands[seat]!.filter((c) => !marked.includes(c))).map((c): LawyerUpAction => ({ type: 'mulligan', card: c })), { type: 'keep' }];
    }
    case 'call':
      return [...s.keyWitnesses, ...s.held[seat]!].map((w) => ({ type: 'call', witness: w }));
    case 'question':
      return questionActions(s, seat);
    case 'objection':
      // Against the Automa the window opens on every card; only an objectable one may be objected to.
      return objectable(s, seat, p.card) ? [{ type: 'object' }, { type: 'allow' }] : [{ type: 'allow' }];
    case 'choose': {
      const c = p.choice;
      if (c.kind === 'pick') {
        const picks = distinctPicks(s, seat, c).map((x): LawyerUpAction => ({ type: 'pick', card: x }));
        return picks.length === 0 && c.search === true ? [{ type: 'done' }] : picks;
      }
      if (c.kind === 'juror') return jurorOptions(s, seat, c).map((j) => ({ type: 'juror', juror: j }));
      if (c.kind === 'order') return c.sources.map((source) => ({ type: 'first', source }));
      return [
        { type: 'orient', facing: 'P' },
        { type: 'orient', facing: 'D' },
      ];
    }
    case 'sway':
      return [...affordableJurors(s, seat, p.points).map((j): LawyerUpAction => ({ type: 'juror', juror: j })), { type: 'done' }];
    case 'reveal':
      return [{ type: 'done' }];
    case 'cleanup':
      return [...distinct(s.hands[seat]!).map((c): LawyerUpAction => ({ type: 'discard', card: c })), { type: 'done' }];
    case 'over':
      return [];
  }
}
