import { deepEqual, type Action, type Rng, type Seat } from '@docket/engine';
import type { Context } from '../context.js';
import { errorText, show } from '../findings.js';
import { firstDifference } from '../json.js';

/** Inputs no game may accept, whatever its state. */
const MALFORMED: readonly unknown[] = [null, 42, 'x', [], {}, { type: 7 }, { type: '__nope__' }];

/** A legal action with one field (its `type` included) replaced by a random JSON value. */
function changeOneField(action: Action, rng: Rng, junk: readonly unknown[]): unknown {
  const key = rng.pick(Object.keys(action));
  return { ...action, [key]: rng.pick(junk) };
}

/** Where `s` no longer matches its JSON text `before`, or null when it is unchanged. */
export function changed(before: string, s: unknown): string | null {
  const after = JSON.stringify(s);
  return after === before ? null : (firstDifference(JSON.parse(before), JSON.parse(after)) ?? 'key order changed');
}

/**
 * Law 5 at one state: every legal action of every seat in `toAct` applies; idle seats have none; malformed,
 * illegal and misaddressed input is refused with a code and a message; and none of it changes `s`.
 * `stateJson` is `s` as JSON before any of this (null when it cannot be written: then purity is not checked).
 */
export function legalityProblem<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  s: S,
  toAct: readonly Seat[],
  legal: readonly (readonly A[])[],
  rng: Rng,
  lastAction: A | null,
  stateJson: string | null,
): string | null {
  const problem = probe(ctx, s, toAct, legal, rng, lastAction);
  // One comparison covers every apply above. A mutated state is reported first: it may be
  // what made a later legal action look illegal.
  const mutation = stateJson === null ? null : changed(stateJson, s);
  if (mutation !== null) return `apply changed its input state (apply must be pure): ${mutation}`;
  return problem;
}

function probe<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  s: S,
  toAct: readonly Seat[],
  legal: readonly (readonly A[])[],
  rng: Rng,
  lastAction: A | null,
): string | null {
  const { game, players } = ctx;
  for (const seat of ctx.seats) {
    const mine = legal[seat] ?? [];
    if (!toAct.includes(seat)) {
      if (mine.length > 0) return `seat ${seat} is not in toAct ${show(toAct)}, yet has legal actions such as ${show(mine[0])}`;
      continue;
    }
    if (mine.length === 0) return `seat ${seat} is in toAct but has no legal action`;
    for (const a of mine) {
      const r = game.apply(s, seat, a);
      if (!r.ok) return `apply refused the legal action ${show(a)} of seat ${seat}: ${r.error.code}: ${r.error.message}`;
    }
  }

  // The refusals: sent by a seat in toAct when there is one (by seat 0 once the game is over).
  const seat = toAct.length > 0 ? rng.pick(toAct) : 0;
  const mine = legal[seat] ?? [];
  const sample: Action = mine.length > 0 ? rng.pick(mine) : (lastAction ?? { type: '__nope__' });
  const sends: [unknown, unknown][] = MALFORMED.map((input) => [seat, input]);
  const broken = changeOneField(sample, rng, ctx.junk);
  if (!mine.some((a) => deepEqual(a, broken))) sends.push([seat, broken]);
  const idle = ctx.seats.filter((p) => !toAct.includes(p));
  if (idle.length > 0) sends.push([rng.pick(idle), sample]);
  for (const bad of [-1, 1.5, players + 3, '0']) sends.push([bad, sample]);
  for (const [who, input] of sends) {
    let r;
    try {
      r = game.apply(s, who as Seat, input);
    } catch (e) {
      return `apply threw on seat ${show(who)} sending ${show(input)}; bad input must be refused, not thrown: ${errorText(e)}`;
    }
    if (r.ok) return `apply accepted seat ${show(who)} sending ${show(input)}`;
    const { code, message } = r.error;
    if (typeof code !== 'string' || code === '' || typeof message !== 'string' || message === '') {
      return `apply refused seat ${show(who)} sending ${show(input)} without a code and a message: ${show(r.error)}`;
    }
  }
  return null;
}
