import type { Rng, Text } from '@docket/engine';

export const ROLES = ['judge', 'jury', 'lawyer', 'defendant', 'witness'] as const;
export type Role = (typeof ROLES)[number];
export const ALIGNMENTS = ['good', 'bad'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** A secret role card: a role and the team it plays for. */
export interface SecretRole {
  readonly role: Role;
  readonly alignment: Alignment;
}

/**
 * The rulebook's table of roles by player count. Judge, 2 Lawyers and 2 Defendants are always in play.
 * `drawnWitnesses`: the witness cards are drawn unseen from the four (6 and 9 players); otherwise half good, half bad.
 */
export interface Composition {
  readonly witnesses: number;
  readonly drawnWitnesses: boolean;
  readonly jury: boolean;
}

export const COMPOSITIONS: Readonly<Record<number, Composition>> = {
  5: { witnesses: 0, drawnWitnesses: false, jury: false },
  6: { witnesses: 1, drawnWitnesses: true, jury: false },
  7: { witnesses: 2, drawnWitnesses: false, jury: false },
  8: { witnesses: 2, drawnWitnesses: false, jury: true },
  9: { witnesses: 3, drawnWitnesses: true, jury: true },
  10: { witnesses: 4, drawnWitnesses: false, jury: true },
};

export const MIN_PLAYERS = 5;
export const MAX_PLAYERS = 10;

/** The four witness secret cards in the box: two good, two bad. */
const WITNESS_CARDS: readonly Alignment[] = ['good', 'good', 'bad', 'bad'];

export function composition(players: number): Composition {
  const c = COMPOSITIONS[players];
  if (!c) throw new Error(`The Trial is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}.`);
  return c;
}

/** The secret role cards in play, shuffled: one per seat. Drawn witness cards are drawn from `rng`, unseen. */
export function dealRoles(players: number, rng: Rng): SecretRole[] {
  const c = composition(players);
  const cards: SecretRole[] = [
    { role: 'judge', alignment: 'good' },
    { role: 'lawyer', alignment: 'good' },
    { role: 'lawyer', alignment: 'bad' },
    { role: 'defendant', alignment: 'good' },
    { role: 'defendant', alignment: 'bad' },
  ];
  if (c.jury) cards.push({ role: 'jury', alignment: 'good' });
  // 7–8 players: one good and one bad witness; 10: all four; 6 and 9: drawn unseen.
  const half = c.witnesses / 2;
  const witnesses: Alignment[] = c.drawnWitnesses
    ? rng.shuffle(WITNESS_CARDS.slice()).slice(0, c.witnesses)
    : [...Array<Alignment>(half).fill('good'), ...Array<Alignment>(half).fill('bad')];
  for (const alignment of witnesses) cards.push({ role: 'witness', alignment });
  return rng.shuffle(cards);
}

/** How many witnesses may be bad, from the composition alone (what resample and beliefs range over). */
export function badWitnessRange(c: Composition): readonly [number, number] {
  if (!c.drawnWitnesses) return [c.witnesses / 2, c.witnesses / 2];
  return [Math.max(0, c.witnesses - 2), Math.min(2, c.witnesses)];
}

export const ROLE_NAMES: Readonly<Record<Role, Text>> = {
  judge: { en: 'Judge', fr: 'Juge' },
  jury: { en: 'Jury', fr: 'Jury' },
  lawyer: { en: 'Lawyer', fr: 'Avocat' },
  defendant: { en: 'Defendant', fr: 'Accusé' },
  witness: { en: 'Witness', fr: 'Témoin' },
};

export const ALIGNMENT_NAMES: Readonly<Record<Alignment, Text>> = {
  good: { en: 'good', fr: 'gentil' },
  bad: { en: 'bad', fr: 'méchant' },
};

/** A round's and the game's numbers (rulebook). */
export const ROUNDS_TO_WIN = 3;
export const MAX_ROUNDS = 5;
export const DEFENDANT_DRAW = 5;
/** Defendants draw 3 instead of 5 while a lawyer is stopped. */
export const SHORT_DRAW = 3;
export const GIFT = 2;
export const MIN_FILED = 2;
/** Cards each lawyer draws for a stopped defendant, and the judge files blind for a stopped lawyer. */
export const REPLACEMENT_DRAW = 2;
export const HAND_LIMIT = 5;
export const VARIANT_HAND_LIMIT = 3;
/** Ours: the discussion goes round the table at most twice, so each player states at most 2 things a round. */
export const DISCUSSION_LAPS = 2;
