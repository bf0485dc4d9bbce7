import type { Seat } from '@docket/engine';
import type { Juror, LawyerUpState, Pending } from '../../src/index.js';
import type { Party } from '../../src/language/index.js';
import { scenario, type SideSpec } from '../scenario.js';
import { shortNames } from '../short-names.js';

/**
 * The Case 00 card specs' table: the shared `scenario` set-up with Case 00 ids written short (`'the-milkmaid'`
 * for `c00-the-milkmaid`; base cards keep their full id) and per-seat pairs [Prosecution, Defense]. Seat 0 is
 * the Prosecution, seat 1 the Defense. Anything left out is empty or fresh, as in `scenario`.
 */
export interface TableSpec {
  /** The current Witness (Case 00 id); its primary end faces `facing` (default P). None: no Witness. */
  readonly witness?: string;
  readonly facing?: Party;
  readonly hands?: readonly [readonly string[], readonly string[]];
  /** Top card first. */
  readonly decks?: readonly [readonly string[], readonly string[]];
  readonly discards?: readonly [readonly string[], readonly string[]];
  /** Oldest first; a card counts its printed Value unless given as [card, value]. */
  readonly exams?: readonly [readonly (string | readonly [string, number])[], readonly (string | readonly [string, number])[]];
  readonly buried?: readonly string[];
  /** Default: Opening Statements' key witnesses, less the one on the stand. */
  readonly keyWitnesses?: readonly string[];
  readonly jurors?: readonly Juror[];
  readonly favour?: Seat;
  readonly passed?: readonly [boolean, boolean];
  readonly sidebar?: readonly [boolean, boolean];
  readonly objections?: readonly [number, number];
  /** Default: the Prosecution questions (or calls, with no Witness on the stand). */
  readonly pending?: Pending;
}

/** Ids from short names and back, and the actions over short names. */
export const { id, names, play, pick, call, activate, offered, examOf } = shortNames('c00-');
export { act, ALLOW, juror, PASS } from '../short-names.js';

const OPENING_STATEMENTS = ['helena-vos', 'joost-dekker', 'annelies-brandt', 'baron-hulst', 'lotte-kramer', 'arend-wolters'];

export function table(spec: TableSpec): LawyerUpState {
  const side = (seat: Seat): SideSpec => ({
    hand: (spec.hands?.[seat] ?? []).map(id),
    deck: (spec.decks?.[seat] ?? []).map(id),
    discard: (spec.discards?.[seat] ?? []).map(id),
    exam: (spec.exams?.[seat] ?? []).map((e) => (typeof e === 'string' ? id(e) : ([id(e[0]), e[1]] as const))),
    passed: spec.passed?.[seat] ?? false,
    sidebar: spec.sidebar?.[seat] ?? true,
    objections: spec.objections?.[seat] ?? 3,
  });
  return scenario({
    P: side(0),
    D: side(1),
    witness: spec.witness === undefined ? null : id(spec.witness),
    facing: spec.facing ?? 'P',
    keyWitnesses: (spec.keyWitnesses ?? OPENING_STATEMENTS.filter((w) => w !== spec.witness)).map(id),
    witnessDeck: [],
    buried: (spec.buried ?? []).map(id),
    favour: spec.favour === 1 ? 'D' : 'P',
    ...(spec.jurors ? { jurors: spec.jurors } : {}),
    ...(spec.pending ? { pending: spec.pending } : {}),
  });
}

