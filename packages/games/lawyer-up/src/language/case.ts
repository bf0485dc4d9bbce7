import type { Text } from '@docket/engine';
import type { CardData, StrategyData } from './cards.js';
import type { CaseId } from './words.js';

/**
 * A case as the rules read it: every card of the case box (witnesses, strategies, case cards). The game
 * takes the key witnesses from the chosen strategy, the rest of the witnesses form the Witness deck, and
 * the other cards (minus icon sets the strategy does not name) form the case deck that Discovery drafts.
 *
 * Case 00 lives in src/content/case00/ and its index.ts exports `case00: CaseContent` (the game registers it in
 * src/content/cases.ts). Every witness a strategy names must be among the case's witnesses.
 */
export interface CaseContent {
  readonly id: Exclude<CaseId, 'base'>;
  readonly name: Text;
  readonly cards: readonly CardData[];
  /** The recommended first strategy's id ("Opening Statements" for Case 00). */
  readonly defaultStrategy: string;
}

export function strategiesOf(c: CaseContent): StrategyData[] {
  return c.cards.filter((x): x is StrategyData => x.type === 'Strategy');
}
