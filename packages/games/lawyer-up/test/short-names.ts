import type { Seat } from '@docket/engine';
import { expect } from 'vitest';
import type { LawyerUpAction, LawyerUpState } from '../src/index.js';
import { game, play as playSteps } from './scenario.js';

/** Plays actions in order; each must be among the legal actions (a clearer failure than a refusal). */
export function act(s: LawyerUpState, ...moves: readonly (readonly [Seat, LawyerUpAction])[]): LawyerUpState {
  let state = s;
  for (const move of moves) {
    expect(game.legalActions(state, move[0]), `${JSON.stringify(move[1])} should be legal`).toContainEqual(move[1]);
    state = playSteps(state, move).state;
  }
  return state;
}

export const juror = (i: number): LawyerUpAction => ({ type: 'juror', juror: i });
export const PASS: LawyerUpAction = { type: 'pass' };
export const ALLOW: LawyerUpAction = { type: 'allow' };

/**
 * A case's card specs write its ids short (`'the-milkmaid'` for `c00-the-milkmaid`; base cards keep their full
 * id): the id helpers and the actions over short names, for the case whose ids start with `prefix` ("c00-").
 */
export function shortNames(prefix: string) {
  const id = (name: string): string => (name.startsWith('base-') || name.startsWith(prefix) ? name : `${prefix}${name}`);
  const short = (card: string): string => (card.startsWith(prefix) ? card.slice(prefix.length) : card);
  return {
    id,
    names: (xs: readonly string[]): string[] => xs.map(short),
    play: (name: string): LawyerUpAction => ({ type: 'play', card: id(name) }),
    pick: (name: string): LawyerUpAction => ({ type: 'pick', card: id(name) }),
    call: (name: string): LawyerUpAction => ({ type: 'call', witness: id(name) }),
    activate: (name: string): LawyerUpAction => ({ type: 'activate', card: id(name) }),
    /** The cards the pending pick offers `seat`, as short names, in the order the rules list them. */
    offered: (s: LawyerUpState, seat: Seat): string[] =>
      game.legalActions(s, seat).flatMap((a) => (a.type === 'pick' ? [short(a.card)] : [])),
    /** A seat's examination as [short name, current Value] pairs, oldest first. */
    examOf: (s: LawyerUpState, seat: Seat): [string, number][] => s.exams[seat]!.map((e) => [short(e.card), e.value]),
  };
}
