import { deepEqual } from './equal.js';
import type { Action, Game, GameEvent, Seat, Step } from './game.js';
import { illegal, ok, type Illegal, type Result } from './result.js';

/** What a game writes; `defineGame` adds the checks every game needs in front of `reduce`. */
export interface GameSpec<S, A extends Action, V, O, E extends GameEvent = GameEvent>
  extends Omit<Game<S, A, V, O, E>, 'apply' | 'applyLegal'> {
  /** Plays a legal action. May assume the checks have passed; throws only on a bug. */
  reduce(s: S, seat: Seat, action: A): Step<S, E>;
  /**
   * Optional finer check, for games whose legal set is too large to list cheaply.
   * Without it, an action is legal when it deep-equals one of `legalActions(s, seat)`.
   */
  check?(s: S, seat: Seat, action: A): Illegal | null;
}

function isAction(a: unknown): a is Action {
  return typeof a === 'object' && a !== null && !Array.isArray(a) && typeof (a as { type?: unknown }).type === 'string';
}

export function checkAction<S, A extends Action, V, O, E extends GameEvent>(
  spec: GameSpec<S, A, V, O, E>,
  s: S,
  seat: Seat,
  action: unknown,
): Illegal | null {
  if (spec.outcome(s) !== null) return { code: 'game-over', message: 'The game is over.' };
  if (typeof seat !== 'number' || !Number.isInteger(seat)) {
    return { code: 'bad-seat', message: `A seat is a whole number, not ${typeof seat === 'number' ? String(seat) : JSON.stringify(seat)}.` };
  }
  if (!spec.toAct(s).includes(seat)) {
    return { code: 'not-your-turn', message: `Seat ${seat} is not asked to act now.` };
  }
  if (!isAction(action)) {
    return { code: 'malformed-action', message: 'An action is an object with a string "type".' };
  }
  if (spec.check) return spec.check(s, seat, action as A);
  const legal = spec.legalActions(s, seat);
  for (const a of legal) if (deepEqual(a, action)) return null;
  const types = [...new Set(legal.map((a) => a.type))].join(', ');
  return {
    code: 'illegal-action',
    message: `${JSON.stringify(action)} is not legal now; legal action types: ${types || 'none'}.`,
  };
}

export function defineGame<S, A extends Action, V, O, E extends GameEvent = GameEvent>(
  spec: GameSpec<S, A, V, O, E>,
): Game<S, A, V, O, E> {
  const { reduce, check: _check, ...rest } = spec;
  return {
    ...rest,
    apply(s: S, seat: Seat, action: unknown): Result<Step<S, E>, Illegal> {
      const problem = checkAction(spec, s, seat, action);
      if (problem) return illegal(problem.code, problem.message);
      return ok(reduce(s, seat, action as A));
    },
    applyLegal: reduce,
  };
}
