import { stableStringify, type Action } from '@docket/engine';
import type { LabelledAction } from '../../board';

/** A legal action narrowed to one of the game's action types. */
export interface Offer<A extends Action> {
  readonly action: A;
  readonly label: string;
}

/** The legal actions of one type, typed as the game's own action (the list comes from the game). */
export function offers<A extends Action, T extends A['type']>(
  legal: readonly LabelledAction[],
  type: T,
): Offer<Extract<A, { type: T }>>[] {
  return legal.filter((l) => l.action.type === type) as unknown as Offer<Extract<A, { type: T }>>[];
}

/** The first legal action of a type that `match` accepts, or undefined when none is legal now. */
export function offer<A extends Action, T extends A['type']>(
  legal: readonly LabelledAction[],
  type: T,
  match: (a: Extract<A, { type: T }>) => boolean = () => true,
): Offer<Extract<A, { type: T }>> | undefined {
  return offers<A, T>(legal, type).find((o) => match(o.action));
}

/** A stable key for an action (React keys, comparisons). */
export function actionKey(a: Action): string {
  return stableStringify(a);
}
