import { z } from 'zod';
import type { Text } from '@docket/engine';
import { behaviourSchema, type Behaviour } from './effects.js';
import { BIASES, CASES, ICONS, PLAY_TYPES, SIDES, type Bias, type CaseId, type Icon, type PlayType, type Side } from './words.js';

/** What every printed card carries. `text` is the printed rules text; `effects` is what the engine runs. */
export interface CardCommon {
  /** Unique across every case: kebab-case, e.g. 'base-p-charming-demeanor'. */
  readonly id: string;
  readonly name: Text;
  /** N (gray), P (red) or D (blue): whose Influence the card's Value feeds. */
  readonly side: Side;
  readonly case: CaseId;
  /** Printed after the type: Material, Painting, Expert, Murder Weapon… */
  readonly keywords: readonly string[];
  readonly flavour: Text;
  readonly text: Text;
  /** Case 00's pencil / spider-web sets. */
  readonly icon?: Icon;
  /** How many copies a deck holds (default 1). */
  readonly copies?: number;
  readonly effects?: Behaviour;
}

/** Argument, Evidence, Procedure: a Value and 1–3 bias symbols. */
export interface PlayCardData extends CardCommon {
  readonly type: PlayType;
  readonly value: number;
  readonly biases: readonly Bias[];
}

/**
 * A Witness: the primary value goes to the caller, the secondary to the other player, each counted only
 * for the side the card's colour (`side`) allows (N: both). Biases are printed per end.
 */
export interface WitnessData extends CardCommon {
  readonly type: 'Witness';
  readonly value: { readonly primary: number; readonly secondary: number };
  readonly biases: { readonly primary: readonly Bias[]; readonly secondary: readonly Bias[] };
}

/** A Strategy: its key witnesses, the icon sets it keeps, and (Case 01) the biases it scores. */
export interface StrategyData extends CardCommon {
  readonly type: 'Strategy';
  readonly keyWitnesses: readonly string[];
  readonly icons: readonly Icon[];
  readonly biases?: readonly Bias[];
}

export type CardData = PlayCardData | WitnessData | StrategyData;

// ---- zod schemas ----

const text = z.strictObject({ en: z.string().min(1), fr: z.string().min(1) });
/** Rules text may be blank (a vanilla card prints no rules box) only on a card without effects. */
const rulesText = z.strictObject({ en: z.string(), fr: z.string() });
/** Flavour may be blank on plain cards. */
const flavour = z.strictObject({ en: z.string(), fr: z.string() });
// Up to six: a wild card such as Inadmissable shows every bias.
const biasList = z.array(z.enum(BIASES)).max(6).refine((b) => new Set(b).size === b.length, 'a bias is printed once');

const common = {
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id'),
  name: text,
  side: z.enum(SIDES),
  case: z.enum(CASES),
  keywords: z.array(z.string().min(1)),
  flavour,
  text: rulesText,
  icon: z.enum(ICONS).optional(),
  copies: z.number().int().min(1).max(6).optional(),
  effects: behaviourSchema.optional(),
};

export const playCardSchema = z.strictObject({
  ...common,
  type: z.enum(PLAY_TYPES),
  value: z.number().int().min(0).max(9),
  biases: biasList.min(1),
});

export const witnessSchema = z.strictObject({
  ...common,
  type: z.literal('Witness'),
  value: z.strictObject({ primary: z.number().int().min(0).max(9), secondary: z.number().int().min(0).max(9) }),
  biases: z.strictObject({ primary: biasList.min(1), secondary: biasList.min(1) }),
});

export const strategySchema = z.strictObject({
  ...common,
  type: z.literal('Strategy'),
  keyWitnesses: z.array(z.string().min(1)).min(1),
  icons: z.array(z.enum(ICONS)),
  biases: z.array(z.enum(BIASES)).optional(),
});

export const cardDataSchema = z
  .discriminatedUnion('type', [playCardSchema, witnessSchema, strategySchema])
  .refine((c) => c.effects !== undefined || (c.text.en === '') === (c.text.fr === ''), 'rules text is blank in both languages or in neither')
  .refine((c) => c.effects === undefined || (c.text.en !== '' && c.text.fr !== ''), 'a card with effects prints its rules text');

/** Checks a list of cards on load: every card against its schema, ids unique. Throws on a data error (a bug). */
export function defineCards<C extends CardData>(cards: readonly C[]): readonly C[] {
  const seen = new Set<string>();
  for (const card of cards) {
    const r = cardDataSchema.safeParse(card);
    if (!r.success) throw new Error(`Card ${String((card as { id?: unknown }).id)}: ${r.error.message}`);
    if (seen.has(card.id)) throw new Error(`Card id ${card.id} is used twice.`);
    seen.add(card.id);
  }
  return cards;
}

export function isPlayCard(c: CardData): c is PlayCardData {
  return c.type !== 'Witness' && c.type !== 'Strategy';
}
