import type { Seat } from '@docket/engine';
import { badWitnessRange, composition, type Alignment, type Role } from './roles.js';
import type { Accusation } from './state.js';

/** What the alignment worlds are conditioned on: public roles, the alignments a viewer knows, a wrong accusation. */
export interface AlignmentFacts {
  readonly players: number;
  readonly roles: readonly Role[];
  readonly alignments: readonly (Alignment | null)[];
  readonly accusation: Accusation | null;
}

function seatsOf(roles: readonly Role[], role: Role): Seat[] {
  return roles.flatMap((r, s) => (r === role ? [s] : []));
}

function bits(n: number): number {
  let c = 0;
  for (let x = n; x > 0; x >>= 1) c += x & 1;
  return c;
}

/**
 * Every assignment of alignments the facts allow: one bad lawyer, one bad defendant, the witnesses' bad count
 * within what the composition allows (drawn witnesses: every draw pattern is equally likely, so the worlds are
 * too), agreeing with every known alignment, not exactly a set the Jury wrongly accused, exactly the one it rightly accused. At most 64 worlds.
 */
export function alignmentWorlds(f: AlignmentFacts): readonly (readonly Alignment[])[] {
  const key = `${f.players}|${f.roles.join()}|${f.alignments.join()}|${f.accusation === null ? '' : `${f.accusation.correct}:${f.accusation.seats.join()}`}`;
  const known = CACHE.get(key);
  if (known) return known;
  const out = enumerate(f);
  if (CACHE.size >= CACHE_SIZE) CACHE.clear();
  CACHE.set(key, out);
  return out;
}

/** Worlds by their facts: resample and beliefs ask for the same few facts again and again. Pure, so shared. */
const CACHE = new Map<string, readonly (readonly Alignment[])[]>();
const CACHE_SIZE = 512;

function enumerate(f: AlignmentFacts): Alignment[][] {
  const lawyers = seatsOf(f.roles, 'lawyer');
  const defendants = seatsOf(f.roles, 'defendant');
  const witnesses = seatsOf(f.roles, 'witness');
  const [least, most] = badWitnessRange(composition(f.players));
  const wrong = f.accusation !== null && !f.accusation.correct ? f.accusation.seats : null;
  // A correct accusation named the whole bad team: one world is left.
  const right = f.accusation !== null && f.accusation.correct ? f.accusation.seats : null;
  const out: Alignment[][] = [];
  for (const badLawyer of lawyers) {
    for (const badDefendant of defendants) {
      for (let mask = 0; mask < 1 << witnesses.length; mask++) {
        const n = bits(mask);
        if (n < least || n > most) continue;
        const world: Alignment[] = f.roles.map(() => 'good');
        world[badLawyer] = 'bad';
        world[badDefendant] = 'bad';
        witnesses.forEach((w, i) => {
          if (mask & (1 << i)) world[w] = 'bad';
        });
        if (!world.every((a, s) => f.alignments[s] === null || f.alignments[s] === undefined || f.alignments[s] === a)) continue;
        if (wrong !== null && sameSet(badSeats(world), wrong)) continue;
        if (right !== null && !sameSet(badSeats(world), right)) continue;
        out.push(world);
      }
    }
  }
  return out;
}

export function badSeats(world: readonly Alignment[]): Seat[] {
  return world.flatMap((a, s) => (a === 'bad' ? [s] : []));
}

export function sameSet(a: readonly Seat[], b: readonly Seat[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}
