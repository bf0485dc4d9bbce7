import { Rng } from '@docket/engine';
import type { LawyerUpEvent } from './events.js';
import type { Draft, Juror, LawyerUpState } from './state.js';

/** `reduce`'s working set: a private copy of the state and the events of this step, in order. */
export interface Ctx {
  readonly d: Draft;
  readonly events: LawyerUpEvent[];
}

const copy2 = <T>(a: readonly (readonly T[])[]): T[][] => a.map((x) => x.slice());

/** Fields most steps leave alone: shared with the previous state until `own` copies them for a write. */
type Shared = 'caseDeck' | 'draftHands' | 'box' | 'mulligan' | 'claimed' | 'keyWitnesses' | 'witnessDeck' | 'jurors' | 'buried' | 'procedures' | 'fresh' | 'aside' | 'held';
const NESTED: ReadonlySet<Shared> = new Set<Shared>(['draftHands', 'mulligan', 'claimed', 'procedures', 'aside', 'held']);
const ownedFields = new WeakMap<Draft, Set<Shared>>();

/** The draft's own copy of a shared field, made on the first write (copy-on-write keeps playouts fast). */
export function own<K extends Shared>(d: Draft, key: K): Draft[K] {
  let owned = ownedFields.get(d);
  if (owned === undefined) {
    owned = new Set();
    ownedFields.set(d, owned);
  }
  if (!owned.has(key)) {
    const v = d[key] as unknown as unknown[];
    (d as Record<K, unknown>)[key] = NESTED.has(key) ? v.map((x) => (x as unknown[]).slice()) : v.slice();
    owned.add(key);
  }
  return d[key];
}

/** A copy deep enough to mutate every array in place; card lists shared by all states are kept. */
export function draftOf(s: LawyerUpState): Draft {
  return {
    rng: s.rng,
    options: s.options,
    cards: s.cards,
    witnesses: s.witnesses,
    // Shared until written (`own`).
    caseDeck: s.caseDeck as string[],
    draftHands: s.draftHands as string[][],
    box: s.box as string[],
    decks: copy2(s.decks),
    hands: copy2(s.hands),
    discards: copy2(s.discards),
    buried: s.buried as string[],
    exams: copy2(s.exams),
    procedures: s.procedures as string[][],
    aside: s.aside as string[][],
    fresh: s.fresh as string[],
    keyWitnesses: s.keyWitnesses as string[],
    held: s.held as string[][],
    witnessDeck: s.witnessDeck as string[],
    stand: s.stand,
    claimed: s.claimed as string[][],
    jurors: s.jurors as Juror[],
    favour: s.favour,
    objections: s.objections.slice(),
    objected: s.objected.slice(),
    sidebar: s.sidebar.slice(),
    passed: s.passed.slice(),
    bonus: s.bonus.slice(),
    mulligan: s.mulligan as string[][],
    // Copied on the first write (knowledge.ts).
    know: s.know as number[][],
    queue: s.queue.slice(),
    after: s.after,
    actor: s.actor,
    another: s.another,
    pending: s.pending,
    winner: s.winner,
    reason: s.reason,
    stats: s.stats,
  };
}

/** Draws from the state's generator and writes its new state back. */
export function withRng<T>(d: Draft, f: (rng: Rng) => T): T {
  const rng = Rng.from(d.rng);
  const out = f(rng);
  d.rng = rng.state();
  return out;
}

export function removeOne<T>(from: T[], item: T): void {
  const i = from.indexOf(item);
  if (i < 0) throw new Error(`${String(item)} is not there`);
  from.splice(i, 1);
}
