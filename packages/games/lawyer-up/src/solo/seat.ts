import type { Seat } from '@docket/engine';
import type { LawyerUpState } from '../state.js';

/**
 * Solo mode keeps both seats, so the engine contract, views and replays are unchanged; the Automa's seat is
 * never asked to act: the game runs its steps itself (drive.ts).
 */
export function automaSeat(s: Pick<LawyerUpState, 'options'>): Seat | null {
  const side = s.options.solo;
  return side === undefined ? null : side === 'P' ? 0 : 1;
}

export function isAutoma(s: Pick<LawyerUpState, 'options'>, seat: Seat): boolean {
  return automaSeat(s) === seat;
}
