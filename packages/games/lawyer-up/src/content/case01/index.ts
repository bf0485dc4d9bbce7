/**
 * Case 01, "Fairmount Tragedy": Jessica Fairmount is tried for the murder of her husband Jerrod, stabbed in their
 * kitchen. 90 cards: 6 strategies (3 Prosecution with 5 key witnesses, 3 Defense with 4), The Bloody Knife (set
 * aside for the Prosecution's opening hand), Jessica Fairmount (the Defendant, given to the Defense), 22 witnesses
 * and the 60-card case deck. Design notes and every number: design/case01.md.
 */
import type { Bias, CaseContent, CardData, Party, PlayCardData, StrategyData, WitnessData } from '../../language/index.js';
import { defenseEvidence } from './defense-evidence.js';
import { defenseWitnesses } from './defense-witnesses.js';
import { knives } from './knives.js';
import { neutralEvidence } from './neutral-evidence.js';
import { prosecutionEvidence } from './prosecution-evidence.js';
import { prosecutionWitnesses } from './prosecution-witnesses.js';
import { BLOODY_KNIFE, DEFENDANT, bloodyKnife, defendant } from './set-aside.js';
import { strategies } from './strategies.js';

/** What the set-up and the closing statements need of a strategy. */
export interface Case01Strategy {
  readonly id: string;
  /** Who picks it: the Prosecution picks a red strategy, the Defense a blue one (set-up 4a). */
  readonly side: Party;
  /** 5 for the Prosecution, 4 for the Defense; a pair of strategies never shares a witness. */
  readonly keyWitnesses: readonly string[];
  /** The symbols worth 3 Influence each on that side's claimed witnesses in the closing statements. */
  readonly biases: readonly Bias[];
}

export interface Case01 extends CaseContent {
  readonly id: '01';
  /** Each side chooses its own strategy (set-up 4a). */
  readonly strategyPerSide: true;
  /** The Bloody Knife, set aside for the Prosecution's opening hand (set-up 4f, Discovery). */
  readonly setAside: { readonly P: readonly string[] };
  /** The strategies each side chooses from. */
  readonly strategies: { readonly P: readonly Case01Strategy[]; readonly D: readonly Case01Strategy[] };
  /** Suggested pair for a first Case 01 game; `defaultStrategy` is the Prosecution's. */
  readonly recommendedStrategies: { readonly P: string; readonly D: string };
  /** The 22 witnesses the strategies draw from (the Defendant is not among them). */
  readonly witnessIds: readonly string[];
  /** "Jessica Fairmount", the Defendant: a Witness card given to the Defense (set-up 4b). */
  readonly defendant: string;
  /** "The Bloody Knife": set aside for the Prosecution (4f), added to its opening hand as a sixth card. */
  readonly bloodyKnife: string;
  /** The 60 case cards Discovery drafts (The Bloody Knife is not among them). */
  readonly caseCards: readonly PlayCardData[];
}

const caseCards: readonly PlayCardData[] = [...knives, ...prosecutionEvidence, ...defenseEvidence, ...neutralEvidence];
const witnesses: readonly WitnessData[] = [...prosecutionWitnesses, ...defenseWitnesses];
const allCards: readonly CardData[] = [...strategies, ...bloodyKnife, ...defendant, ...witnesses, ...caseCards];

const strategyOf = (s: StrategyData): Case01Strategy => ({
  id: s.id,
  side: s.side === 'D' ? 'D' : 'P',
  keyWitnesses: s.keyWitnesses,
  biases: s.biases ?? [],
});

const bySide = (p: Party) => strategies.filter((s) => s.side === p).map(strategyOf);

export const case01: Case01 = {
  id: '01',
  name: { en: 'Fairmount Tragedy', fr: 'Le Drame des Fairmount' },
  cards: allCards,
  defaultStrategy: 'c01-the-forensic-trail',
  strategyPerSide: true,
  setAside: { P: [BLOODY_KNIFE] },
  recommendedStrategies: { P: 'c01-the-forensic-trail', D: 'c01-self-defense' },
  strategies: { P: bySide('P'), D: bySide('D') },
  witnessIds: witnesses.map((w) => w.id),
  defendant: DEFENDANT,
  bloodyKnife: BLOODY_KNIFE,
  caseCards,
};

/** Both sides' chosen strategies, or undefined when either id is not a strategy of that side. */
function pair(prosecution: string, defense: string): readonly [Case01Strategy, Case01Strategy] | undefined {
  const p = case01.strategies.P.find((s) => s.id === prosecution);
  const d = case01.strategies.D.find((s) => s.id === defense);
  return p && d ? [p, d] : undefined;
}

/** The 9 key witnesses of a pair of strategies: 5 of the Prosecution's, then 4 of the Defense's (set-up 4b). */
export function case01KeyWitnesses(prosecution: string, defense: string): string[] | undefined {
  const both = pair(prosecution, defense);
  return both && [...both[0].keyWitnesses, ...both[1].keyWitnesses];
}

/** The witnesses a pair of strategies leaves out: shuffled, they form the Witness deck (set-up 4b). */
export function case01WitnessDeck(prosecution: string, defense: string): string[] | undefined {
  const keys = case01KeyWitnesses(prosecution, defense);
  return keys && case01.witnessIds.filter((id) => !keys.includes(id));
}

export { defenseEvidence, defenseWitnesses, knives, neutralEvidence, prosecutionEvidence, prosecutionWitnesses, strategies };
export { BLOODY_KNIFE, DEFENDANT };
