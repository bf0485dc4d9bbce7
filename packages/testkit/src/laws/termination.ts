import type { Outcome, Seat } from '@docket/engine';
import { show } from '../findings.js';
import { isSeat } from '../context.js';

/** Law 1, at every state: `toAct` lists distinct seats, and it is empty exactly when there is an outcome. */
export function turnProblem(players: number, toAct: readonly Seat[], outcome: Outcome | null): string | null {
  if (!Array.isArray(toAct)) return `toAct returned ${show(toAct)}, not an array of seats`;
  if (!toAct.every((seat) => isSeat(seat, players)) || new Set(toAct).size !== toAct.length) {
    return `toAct returned ${show(toAct)}; expected distinct seats 0–${players - 1}`;
  }
  if (outcome !== null && toAct.length > 0) return `there is an outcome, yet toAct is ${show(toAct)}`;
  if (outcome === null && toAct.length === 0) return 'nobody is asked to act, yet outcome is null: the game is stuck';
  return null;
}
