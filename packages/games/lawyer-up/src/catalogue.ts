import type { Text } from '@docket/engine';
import { CASES } from './content/cases.js';
import { DEFENSE_BASE, PROSECUTION_BASE } from './content/base/index.js';
import type { CardData, CardType, CaseId, Side } from './language/index.js';

/**
 * The cards with a scenario test: a `describe` under test/ whose title names the card id or starts with its English
 * name and a dash, or a `describe.each` row led by that name. A test fails when a card with an effect is missing
 * here, or when an id here has no spec.
 */
export const TESTED_CARDS: readonly string[] = [
  'base-p-charming-demeanor',
  'base-p-logical-argument',
  'base-p-legal-argument',
  'base-p-evidential-argument',
  'base-p-surprise-witness',
  'base-p-bribery',
  'base-p-inadmissable',
  'base-p-chain-of-custody',
  'base-p-leading-question',
  'base-p-prior-record',
  'base-p-expert-testimony',
  'base-p-motion-to-compel',
  'base-p-plea-offer',
  'base-p-recess',
  'base-p-closing-remarks',
  'base-d-for-the-greater-good',
  'base-d-discredit-the-witness',
  'base-d-moral-argument',
  'base-d-emotional-argument',
  'base-d-evidential-argument',
  'base-d-key-evidence',
  'base-d-reasonable-doubt',
  'base-d-point-of-order',
  'base-d-character-reference',
  'base-d-cross-examination',
  'base-d-motion-to-suppress',
  'base-d-continuance',
  'base-d-recovered-files',
  'base-d-whistleblower',
  // Case 00 (specs in test/case00/, titled by the card's English name).
  'c00-helena-vos',
  'c00-joost-dekker',
  'c00-annelies-brandt',
  'c00-baron-hulst',
  'c00-lotte-kramer',
  'c00-arend-wolters',
  'c00-evert-smit',
  'c00-mila-jansen',
  'c00-marieke-brandt',
  'c00-gerrit-hoek',
  'c00-tobias-reyn',
  'c00-clara-hulst',
  'c00-the-milkmaid',
  'c00-the-astronomer',
  'c00-the-jewish-bride',
  'c00-the-laughing-cavalier',
  'c00-the-merry-family',
  'c00-the-goldfinch',
  'c00-authentic-masterpieces',
  'c00-exhibition-catalogue',
  'c00-museum-loan',
  'c00-seized-canvases',
  'c00-under-ultraviolet',
  'c00-storage-crate',
  'c00-restorers-kit',
  'c00-empty-hook',
  'c00-canvas-weave-count',
  'c00-lead-white-analysis',
  'c00-raid-inventory',
  'c00-provenance-papers',
  'c00-the-barons-letter',
  'c00-family-photograph',
  'c00-train-ticket',
  'c00-insurance-claim',
  'c00-loyal-employees',
  'c00-anonymous-tip',
  'c00-preparatory-sketch',
  'c00-tracing-paper',
  'c00-annotated-auction-catalogue',
  'c00-the-restorers-notebook',
  'c00-signed-certificate',
  'c00-practice-signatures',
  'c00-the-underdrawing',
  'c00-copyists-permit',
  'c00-baked-craquelure',
  'c00-ink-in-the-cracks',
  'c00-the-dealers-web',
  'c00-the-middlemans-ledger',
  'c00-found-in-an-attic',
  'c00-natural-craquelure',
  'c00-the-concert',
  'c00-bakelite-residue',
  'c00-bank-transfer',
  'c00-spare-gallery-keys',
  'c00-press-clippings',
  'c00-varnish-sample',
];

export interface CatalogueEntry {
  readonly id: string;
  readonly name: Text;
  readonly case: CaseId;
  readonly type: CardType;
  readonly side: Side;
  readonly copies: number;
  readonly text: Text;
  readonly hasEffect: boolean;
  /** Every effect is written in the card language, which the engine runs in full. */
  readonly implemented: boolean;
  /** A scenario test exercises the card (always true for a card without effects). */
  readonly tested: boolean;
}

function entry(c: CardData): CatalogueEntry {
  const hasEffect = c.effects !== undefined;
  return {
    id: c.id,
    name: c.name,
    case: c.case,
    type: c.type,
    side: c.side,
    copies: c.copies ?? 1,
    text: c.text,
    hasEffect,
    implemented: true,
    tested: !hasEffect || TESTED_CARDS.includes(c.id),
  };
}

/** Every card of the game (base decks, then each case), for `docket cards lawyer-up`. */
export function cardCatalogue(): CatalogueEntry[] {
  return [...PROSECUTION_BASE, ...DEFENSE_BASE, ...CASES.flatMap((c) => c.cards)].map(entry);
}
