/**
 * Case 00, "Art of the Crime": an art-forgery trial in which paintings by Dutch masters come back from the
 * discard piles. 73 cards: 3 strategies, 12 witnesses, 58 case cards (42 without icon, 8 pencil, 8 spider web).
 * Design notes and every number: design/case00.md.
 */
import type { CaseContent, CardData, Icon, PlayCardData, StrategyData, WitnessData } from '../../language/index.js';
import { evidence } from './evidence.js';
import { paintingMovers } from './painting-movers.js';
import { paintings } from './paintings.js';
import { pencilSet } from './pencil.js';
import { spiderWebSet } from './spider-web.js';
import { strategies } from './strategies.js';
import { witnesses } from './witnesses.js';

/** What the set-up needs of a strategy: its key witnesses and the icon sets it keeps. */
export interface Case00Strategy {
  readonly id: string;
  readonly keyWitnesses: readonly string[];
  readonly icons: readonly Icon[];
}

export interface Case00 extends CaseContent {
  readonly id: '00';
  readonly strategies: readonly Case00Strategy[];
  readonly witnessIds: readonly string[];
  /** "Opening Statements", recommended for a first game (rulebook, Case 00 set-up 4a). */
  readonly recommendedStrategy: string;
  /** Every case card (not witnesses, not strategies), icon sets included. */
  readonly caseCards: readonly PlayCardData[];
}

const caseCards: readonly PlayCardData[] = [...paintings, ...paintingMovers, ...evidence, ...pencilSet, ...spiderWebSet];
const allCards: readonly CardData[] = [...strategies, ...witnesses, ...caseCards];

export const case00: Case00 = {
  id: '00',
  name: { en: 'Art of the Crime', fr: 'L\'Art du crime' },
  cards: allCards,
  defaultStrategy: 'c00-opening-statements',
  recommendedStrategy: 'c00-opening-statements',
  strategies: strategies.map((s: StrategyData) => ({ id: s.id, keyWitnesses: s.keyWitnesses, icons: s.icons })),
  witnessIds: witnesses.map((w: WitnessData) => w.id),
  caseCards,
};

/**
 * The case deck Discovery drafts under a strategy: "Remove any pencil or spider web cards that are not shown
 * on the selected Strategy card" (rulebook, Case 00 set-up 4e). Undefined for an unknown strategy id.
 */
export function case00Deck(strategyId: string): PlayCardData[] | undefined {
  const strategy = case00.strategies.find((s) => s.id === strategyId);
  if (!strategy) return undefined;
  return caseCards.filter((c) => c.icon === undefined || strategy.icons.includes(c.icon));
}

/** The witnesses a strategy leaves out: shuffled, they form the Witness deck (set-up 4b). */
export function case00WitnessDeck(strategyId: string): string[] | undefined {
  const strategy = case00.strategies.find((s) => s.id === strategyId);
  if (!strategy) return undefined;
  return case00.witnessIds.filter((id) => !strategy.keyWitnesses.includes(id));
}

export { evidence, paintingMovers, paintings, pencilSet, spiderWebSet, strategies, witnesses };
