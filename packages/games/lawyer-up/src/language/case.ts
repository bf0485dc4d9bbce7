import type { Text } from '@docket/engine';
import type { CardData, StrategyData } from './cards.js';
import type { CaseId, Party } from './words.js';

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
  /**
   * Case 01: each side chooses its own strategy (strategy cards of side P or D) instead of one shared strategy;
   * the key witnesses are both strategies' witnesses, and each strategy names the biases its closing statements score.
   */
  readonly strategyPerSide?: boolean;
  /**
   * Play cards set aside at set-up, kept out of the case deck, that join a side's opening hand once the opening
   * hands and mulligans are drawn (Case 01: The Bloody Knife, for the Prosecution).
   */
  readonly setAside?: Partial<Record<Party, readonly string[]>>;
  /** The Defendant: a witness given to the Defense at set-up (Case 01: Jessica Fairmount); it is never a key witness. */
  readonly defendant?: string;
}

export function strategiesOf(c: CaseContent): StrategyData[] {
  return c.cards.filter((x): x is StrategyData => x.type === 'Strategy');
}
