import type { Seat } from '@docket/engine';
import type { Juror, LawyerUpState, Pending } from '../../src/index.js';
import { registerCase } from '../../src/cards.js';
import { case01 } from '../../src/content/case01/index.js';
import { BIASES, type Bias, type Party } from '../../src/language/index.js';
import { scenario, type SideSpec } from '../scenario.js';
import { shortNames } from '../short-names.js';

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
  /** Witnesses each side has claimed (the closing statements score their symbols). */
  readonly claimed?: readonly [readonly string[], readonly string[]];
  /** [Prosecution strategy, Defense strategy], short Case 01 names (default: the shared table's stand-ins). */
  readonly strategies?: readonly [string, string];
  /** Default: the Prosecution questions (or calls, with no Witness on the stand). */
  readonly pending?: Pending;
}

/** Ids from short names and back, and the actions over short names. */
export const { id, names, play, pick, call, activate, offered, examOf } = shortNames('c01-');
export { act, ALLOW, juror, PASS } from '../short-names.js';

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
    claimed: (spec.claimed?.[seat] ?? []).map(id),
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
    ...(spec.strategies ? { prosecutionStrategy: id(spec.strategies[0]), defenseStrategy: id(spec.strategies[1]) } : {}),
    ...(spec.pending ? { pending: spec.pending } : {}),
  });
}

/**
 * Twelve jurors, one per (bias, space) as asked: the default jury of `scenario` (juror i shows BIASES[i % 6], Skepticism
 * (i % 6) + 1), with the spaces given per juror index. Space 0 is the locked space on the lock side.
 */
export function jury(spaces: Partial<Record<number, number>>): Juror[] {
  return Array.from({ length: 12 }, (_, i) => ({ skepticism: (i % 6) + 1, bias: BIASES[i % 6]!, space: spaces[i] ?? (i < 6 ? 1 : 2) }));
}

/** The index of the default jury's juror showing `bias` in row 1 (0) or row 2 (1). */
export const jurorOf = (bias: Bias, row: 0 | 1 = 0): number =>
  BIASES.indexOf(bias) + row * 6;
