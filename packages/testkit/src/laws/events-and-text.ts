import { LOCALES, type Action, type GameEvent, type Locale, type Outcome, type Seat } from '@docket/engine';
import { isSeat, isText, type Context, type SeenView } from '../context.js';
import { show, viewerText } from '../findings.js';

function seatsOk(seats: unknown, players: number): boolean {
  return Array.isArray(seats) && seats.every((seat) => isSeat(seat, players));
}

function audienceOk(audience: unknown, players: number): boolean {
  if (audience === 'all' || seatsOk(audience, players)) return true;
  return typeof audience === 'object' && audience !== null && 'except' in audience && seatsOk(audience.except, players);
}

/** Law 7 for the events of a step: a string type and a valid audience; with `words`, a description too. */
export function eventsProblem<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  events: readonly GameEvent[],
  words: boolean,
): string | null {
  if (!Array.isArray(events)) return `apply returned events ${show(events)}, not an array`;
  for (const [i, e] of events.entries()) {
    if (typeof e !== 'object' || e === null) return `event ${i} is ${show(e)}, not an object`;
    if (typeof e.type !== 'string' || e.type === '') return `event ${i} ${show(e)} has no string type`;
    if (!audienceOk(e.audience, ctx.players)) {
      return `event ${i} ${show(e)} is addressed to ${show(e.audience)}; expected 'all', seats 0–${ctx.players - 1} or {except: seats}`;
    }
    if (!words) continue;
    for (const locale of LOCALES) {
      const t = ctx.game.describeEvent(e, locale);
      if (!isText(t)) return `describeEvent(${show(e)}, '${locale}') gave ${show(t)}`;
    }
  }
  return null;
}

/**
 * Law 7 at one state: every legal action of the seats in `toAct` has words in every locale, and one view
 * renders. Renders are the costliest text, so (viewer, locale) rotates with the step: over a game each pair
 * is rendered every (viewers × locales) states, which finds a blank render at a fraction of the cost.
 */
export function textsProblem<S, A extends Action, V, O>(
  ctx: Context<S, A, V, O>,
  toAct: readonly Seat[],
  legal: readonly (readonly A[])[],
  seen: readonly SeenView<V>[],
  step: number,
): string | null {
  for (const seat of toAct) {
    for (const a of legal[seat] ?? []) {
      for (const locale of LOCALES) {
        const t = ctx.game.describe(a, locale);
        if (!isText(t)) return `describe(${show(a)}, '${locale}') gave ${show(t)}`;
      }
    }
  }
  const rendered = seen[step % Math.max(1, seen.length)];
  const locale = LOCALES[Math.floor(step / Math.max(1, seen.length)) % LOCALES.length] as Locale;
  if (rendered !== undefined) {
    const t = ctx.game.render(rendered.view, locale);
    if (!isText(t)) return `render(view(s, ${viewerText(rendered.viewer)}), '${locale}') gave ${show(t)}`;
  }
  return null;
}

function numbers(v: unknown, players: number): boolean {
  return Array.isArray(v) && v.length === players && v.every((x) => typeof x === 'number' && Number.isFinite(x));
}

/** Law 7 at the end: an outcome with a payoff and a score per seat, valid winners, a reason and words. */
export function outcomeProblem<S, A extends Action, V, O>(ctx: Context<S, A, V, O>, o: Outcome): string | null {
  const { players } = ctx;
  if (!numbers(o.payoff, players)) return `outcome.payoff ${show(o.payoff)} is not ${players} finite numbers`;
  if (!numbers(o.scores, players)) return `outcome.scores ${show(o.scores)} is not ${players} finite numbers`;
  if (!Array.isArray(o.winners) || !o.winners.every((seat) => isSeat(seat, players))) {
    return `outcome.winners ${show(o.winners)} is not a list of seats 0–${players - 1}`;
  }
  if (!isText(o.reason)) return `outcome.reason ${show(o.reason)} is not a code`;
  for (const locale of LOCALES) {
    const t = ctx.game.describeOutcome(o, locale);
    if (!isText(t)) return `describeOutcome(outcome, '${locale}') gave ${show(t)}`;
  }
  return null;
}
