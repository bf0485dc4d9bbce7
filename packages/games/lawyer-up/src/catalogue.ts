import type { Text } from '@docket/engine';
import { CASES } from './content/cases.js';
import { DEFENSE_BASE, PROSECUTION_BASE } from './content/base/index.js';
import { cardDataSchema, type CardData, type CardType, type CaseId, type Side } from './language/index.js';
import { TESTED_CARDS } from './tested-cards.js';
import { cardFacts } from './card-text.js';

export { TESTED_CARDS };

export interface CatalogueEntry {
  readonly id: string;
  readonly name: Text;
  readonly case: CaseId;
  readonly type: CardType;
  readonly side: Side;
  readonly copies: number;
  readonly text: Text;
  /** Type, colour, value(s) and biases, in one line per language. */
  readonly facts: Text;
  readonly hasEffect: boolean;
  /** Every effect is written in the card language, which the engine runs in full. */
  readonly implemented: boolean;
  /** A scenario test exercises the card (always true for a card without effects). */
  readonly tested: boolean;
}

/** The printed triggers a card's text opens with ("Examine: …", "Victory: …"). */
const PRINTED_TRIGGER = /\b(Examine|Victory|Defeat|Action|Called)\s*:/;

/**
 * Implemented: the card parses in the card language (whose every word `effects/run.ts` resolves, an exhaustive
 * switch) and a card whose text prints a trigger carries effects for it. Tested: the specs register its id
 * (the generated manifest, src/tested-cards.ts).
 */
function entry(c: CardData, tested: ReadonlySet<string>): CatalogueEntry {
  const hasEffect = c.effects !== undefined;
  const resolves = cardDataSchema.safeParse(c).success && (hasEffect || !PRINTED_TRIGGER.test(c.text.en));
  return {
    id: c.id,
    name: c.name,
    case: c.case,
    type: c.type,
    side: c.side,
    copies: c.copies ?? 1,
    text: c.text,
    facts: { en: cardFacts(c, 'en'), fr: cardFacts(c, 'fr') },
    hasEffect,
    implemented: resolves,
    tested: !hasEffect || tested.has(c.id),
  };
}

/** Every card of the game (base decks, then each case), for `docket cards lawyer-up`. */
export function cardCatalogue(tested: readonly string[] = TESTED_CARDS): CatalogueEntry[] {
  const set = new Set(tested);
  return [...PROSECUTION_BASE, ...DEFENSE_BASE, ...CASES.flatMap((c) => c.cards)].map((c) => entry(c, set));
}
