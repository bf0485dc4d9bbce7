import type { Seat } from '@docket/engine';
import { expect } from 'vitest';
import type { Juror, LawyerUpAction, LawyerUpState, Pending } from '../../src/index.js';
import { registerCase } from '../../src/cards.js';
import { case01 } from '../../src/content/case01/index.js';
import type { Bias, Party } from '../../src/language/index.js';
import { game, play as playSteps, scenario, type SideSpec } from '../scenario.js';

// The specs run Case 01 cards on the shared table; the card registry is global, so registering the case here is
// enough until (and harmless after) the game registers it.
registerCase(case01);

/**
 * The Case 01 card specs' table: the shared `scenario` set-up on the lock side (`case: '01'`), with Case 01 ids
 * written short (`'jerrods-gun'` for `c01-jerrods-gun`; base cards keep their full id) and per-seat pairs
 * [Prosecution, Defense]. Seat 0 is the Prosecution, seat 1 the Defense. Anything left out is empty or fresh.
 */
export interface TableSpec {
  /** The current Witness (Case 01 id); its primary end faces `facing` (default P). None: no Witness. */
  readonly witness?: string;
  readonly facing?: Party;
  readonly hands?: readonly [readonly string[], readonly string[]];
  /** Top card first. */
  readonly decks?: readonly [readonly string[], readonly string[]];
  readonly discards?: readonly [readonly string[], readonly string[]];
  /** Oldest first; a card counts its printed Value unless given as [card, value]. */
  readonly exams?: readonly [readonly (string | readonly [string, number])[], readonly (string | readonly [string, number])[]];
  readonly procedures?: readonly [readonly string[], readonly string[]];
  readonly buried?: readonly string[];
  readonly keyWitnesses?: readonly string[];
  readonly witnessDeck?: readonly string[];
  readonly jurors?: readonly Juror[];
  readonly favour?: Seat;
  readonly passed?: readonly [boolean, boolean];
  readonly sidebar?: readonly [boolean, boolean];
  readonly objections?: readonly [number, number];
  /** Default: the Prosecution questions (or calls, with no Witness on the stand). */
  readonly pending?: Pending;
}

/** A Case 01 card id from its short name; base cards and ids already prefixed stay as they are. */
export const id = (name: string): string => (name.startsWith('base-') || name.startsWith('c01-') ? name : `c01-${name}`);
/** Short names back from ids. */
export const names = (xs: readonly string[]): string[] => xs.map((x) => x.replace(/^c01-/, ''));

export function table(spec: TableSpec): LawyerUpState {
  const side = (seat: Seat): SideSpec => ({
    hand: (spec.hands?.[seat] ?? []).map(id),
    deck: (spec.decks?.[seat] ?? []).map(id),
    discard: (spec.discards?.[seat] ?? []).map(id),
    exam: (spec.exams?.[seat] ?? []).map((e) => (typeof e === 'string' ? id(e) : ([id(e[0]), e[1]] as const))),
    procedures: (spec.procedures?.[seat] ?? []).map(id),
    passed: spec.passed?.[seat] ?? false,
    sidebar: spec.sidebar?.[seat] ?? true,
    objections: spec.objections?.[seat] ?? 3,
  });
  return scenario({
    case: '01',
    P: side(0),
    D: side(1),
    witness: spec.witness === undefined ? null : id(spec.witness),
    facing: spec.facing ?? 'P',
    keyWitnesses: (spec.keyWitnesses ?? ['gus-pratt', 'rosa-delgado'].filter((w) => w !== spec.witness)).map(id),
    witnessDeck: (spec.witnessDeck ?? []).map(id),
    buried: (spec.buried ?? []).map(id),
    favour: spec.favour === 1 ? 'D' : 'P',
    ...(spec.jurors ? { jurors: spec.jurors } : {}),
    ...(spec.pending ? { pending: spec.pending } : {}),
  });
}

/** Plays actions in order; each must be among the legal actions (a clearer failure than a refusal). */
export function act(s: LawyerUpState, ...moves: readonly (readonly [Seat, LawyerUpAction])[]): LawyerUpState {
  let state = s;
  for (const move of moves) {
    expect(game.legalActions(state, move[0]), `${JSON.stringify(move[1])} should be legal`).toContainEqual(move[1]);
    state = playSteps(state, move).state;
  }
  return state;
}

export const play = (name: string): LawyerUpAction => ({ type: 'play', card: id(name) });
export const pick = (name: string): LawyerUpAction => ({ type: 'pick', card: id(name) });
export const juror = (i: number): LawyerUpAction => ({ type: 'juror', juror: i });
export const call = (name: string): LawyerUpAction => ({ type: 'call', witness: id(name) });
export const activate = (name: string): LawyerUpAction => ({ type: 'activate', card: id(name) });
export const PASS: LawyerUpAction = { type: 'pass' };
export const ALLOW: LawyerUpAction = { type: 'allow' };

/** The cards the pending pick offers `seat`, as short names, in the order the rules list them. */
export function offered(s: LawyerUpState, seat: Seat): string[] {
  return game.legalActions(s, seat).flatMap((a) => (a.type === 'pick' ? [a.card.replace(/^c01-/, '')] : []));
}

/** A seat's examination as [short name, current Value] pairs, oldest first. */
export function examOf(s: LawyerUpState, seat: Seat): [string, number][] {
  return s.exams[seat]!.map((e) => [e.card.replace(/^c01-/, ''), e.value]);
}

/**
 * Twelve jurors, one per (bias, space) as asked: the default jury of `scenario` (juror i shows BIASES[i % 6], Skepticism
 * (i % 6) + 1), with the spaces given per juror index. Space 0 is the locked space on the lock side.
 */
export function jury(spaces: Partial<Record<number, number>>): Juror[] {
  const BIAS_ORDER: readonly Bias[] = ['evidential', 'logical', 'emotional', 'reputation', 'bureaucratic', 'corruption'];
  return Array.from({ length: 12 }, (_, i) => ({ skepticism: (i % 6) + 1, bias: BIAS_ORDER[i % 6]!, space: spaces[i] ?? (i < 6 ? 1 : 2) }));
}

/** The index of the default jury's juror showing `bias` in row 1 (0) or row 2 (1). */
export const jurorOf = (bias: Bias, row: 0 | 1 = 0): number =>
  ['evidential', 'logical', 'emotional', 'reputation', 'bureaucratic', 'corruption'].indexOf(bias) + row * 6;
