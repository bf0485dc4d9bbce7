import { z } from 'zod';
import { BIASES, CARD_TYPES, SIDES, WHOS, type Bias, type CardType, type Side, type Who } from './words.js';

/**
 * Which cards an effect may pick or count: every given field must hold ("1 Painting", "Evidence with
 * the evidential bias"). An empty filter matches any card.
 */
export interface CardFilter {
  readonly types?: readonly CardType[];
  readonly keyword?: string;
  readonly bias?: Bias;
  readonly side?: Side;
  /** One card by id ("The Bloody Knife"). */
  readonly id?: string;
}

/** Where a draw effect takes cards from. Hidden piles give their top card; revealed ones a chosen card. */
export const DRAW_SOURCES = ['deck', 'discard', 'opponentDiscard', 'eitherDiscard', 'buried', 'eitherExamination'] as const;
export type DrawSource = (typeof DRAW_SOURCES)[number];

/** Where a card may be played from, or added to an examination from, other than the hand. */
export const PLAY_SOURCES = ['hand', 'deck', 'discard', 'opponentDiscard', 'eitherDiscard'] as const;
export type PlaySource = (typeof PLAY_SOURCES)[number];

/** What a Bury effect takes: a chosen card of a revealed pile, or the player's own hand. */
export const BURY_SOURCES = ['discard', 'opponentDiscard', 'hand'] as const;
export type BurySource = (typeof BURY_SOURCES)[number];

/** Conditions read the table as the resolving player sees it. */
export type Condition =
  /** "If the current Witness is an Expert" */
  | { readonly is: 'witnessKeyword'; readonly keyword: string }
  /** The current Witness shows this bias on either end. */
  | { readonly is: 'witnessBias'; readonly bias: Bias }
  /** "If your examination holds 2 Paintings": at least `atLeast` (default 1) cards matching, this card included. */
  | { readonly is: 'examinationHas'; readonly whose: Who; readonly filter: CardFilter; readonly atLeast?: number }
  /** The resolving player has the Judge's favour. */
  | { readonly is: 'favour' }
  /** The resolving player has more Influence than the opponent right now. */
  | { readonly is: 'leading' }
  | { readonly is: 'not'; readonly condition: Condition }
  | { readonly is: 'all'; readonly conditions: readonly Condition[] };

/**
 * One effect, named after the words printed on the cards (the rulings' vocabulary). "you" is the player
 * resolving the effect; the card the effect sits on is "this card".
 */
export type Effect =
  /** Gain / lose N Influence for the current Witness. */
  | { readonly do: 'gainInfluence'; readonly amount: number; readonly who?: Who }
  | { readonly do: 'loseInfluence'; readonly amount: number; readonly who?: Who }
  /** "+N Value": this card's Value grows; the Influence leaves with the card. */
  | { readonly do: 'value'; readonly amount: number }
  /** The bias-count Arguments: +`per` (default 2) Value per card in your examination with `bias`, this one included; fixed once played. */
  | { readonly do: 'valueByBias'; readonly bias: Bias; readonly per?: number }
  /** Draw `count` cards; from a revealed pile the player chooses each (matching `filter`). */
  | { readonly do: 'draw'; readonly from: DrawSource; readonly count: number; readonly filter?: CardFilter }
  /** A player discards `count` cards from hand, chosen by that player or at random. */
  | { readonly do: 'discard'; readonly who: Who; readonly count: number; readonly how: 'chosen' | 'random' }
  /** Discard a matching card from an examination (The Other Knife); its Influence leaves with it. */
  | { readonly do: 'discardFromExamination'; readonly whose: Who; readonly filter: CardFilter }
  /** Shuffle `count` (or all) chosen cards matching `filter` from your discard into your deck. */
  | { readonly do: 'shuffle'; readonly count: number | 'all'; readonly filter?: CardFilter }
  /** Bury `count` chosen cards (from a discard pile or your hand) into the Buried Evidence. */
  | { readonly do: 'bury'; readonly from: BurySource; readonly count: number; readonly filter?: CardFilter }
  /** Search your deck or the Buried Evidence for `count` matching cards, take them into hand, then shuffle it. */
  | { readonly do: 'search'; readonly in: 'deck' | 'buried'; readonly count: number; readonly filter?: CardFilter }
  | { readonly do: 'refresh'; readonly token: 'objection' | 'sidebar'; readonly count?: number }
  /** Gain the Judge's favour. */
  | { readonly do: 'gainFavour' }
  /** Take another action: the same player acts again. */
  | { readonly do: 'anotherAction' }
  /** Sway / Lock / Unlock N <bias>: jurors whose token shows the bias, Skepticism ignored, one step each. */
  | { readonly do: 'sway'; readonly bias: Bias; readonly count: number }
  | { readonly do: 'lock'; readonly bias: Bias; readonly count: number }
  | { readonly do: 'unlock'; readonly bias: Bias; readonly count: number }
  /** Discredit the Witness: the opponent's end of the current Witness counts 0. */
  | { readonly do: 'discredit' }
  /** Surprise Witness: claim the current Witness, the top of the Witness deck replaces it. */
  | { readonly do: 'surpriseWitness' }
  /** For the Greater Good: resolve a Victory effect of any card in the opponent's examination. */
  | { readonly do: 'forTheGreaterGood' }
  /** Add a card to your examination without playing it (Bribery): no bias chain, no Examine; it becomes the top card. */
  | { readonly do: 'addToExamination'; readonly from: PlaySource; readonly filter?: CardFilter }
  /** Play a matching card from a pile into your examination: its Examine effects resolve, no bias chain needed. */
  | { readonly do: 'playFrom'; readonly from: PlaySource; readonly filter?: CardFilter }
  | { readonly do: 'if'; readonly when: Condition; readonly then: readonly Effect[]; readonly else?: readonly Effect[] };

export type EffectWord = Effect['do'];

/** Every effect word, for coverage checks (a test fails when a word is used by no tested card). */
export const EFFECT_WORDS = [
  'gainInfluence', 'loseInfluence', 'value', 'valueByBias', 'draw', 'discard', 'discardFromExamination', 'shuffle', 'bury',
  'search', 'refresh', 'gainFavour', 'anotherAction', 'sway', 'lock', 'unlock', 'discredit', 'surpriseWitness',
  'forTheGreaterGood', 'addToExamination', 'playFrom', 'if',
] as const satisfies readonly EffectWord[];

export const CONDITION_WORDS = ['witnessKeyword', 'witnessBias', 'examinationHas', 'favour', 'leading', 'not', 'all'] as const satisfies readonly Condition['is'][];

/** A side's own version of a trigger: "Prosecution Called", "Defense Favored". */
export interface PerParty {
  readonly P?: readonly Effect[];
  readonly D?: readonly Effect[];
}

/**
 * A card's behaviour: triggers named as printed, each a list of effects resolved in order.
 * - examine: when the card is played into an examination (not when added without playing).
 * - victory / defeat: when its player wins / loses the Witness, if it is the top card (or the Witness).
 * - called: when the Witness is called; calledBy: only when that side calls it.
 * - favored: when the Witness comes into play with its primary end facing that side (called or surprise).
 * - action: a Procedure's Action, activated from the procedure area.
 */
export interface Behaviour {
  readonly examine?: readonly Effect[];
  readonly victory?: readonly Effect[];
  readonly defeat?: readonly Effect[];
  readonly called?: readonly Effect[];
  readonly calledBy?: PerParty;
  readonly favored?: PerParty;
  readonly action?: readonly Effect[];
}

export const TRIGGERS = ['examine', 'victory', 'defeat', 'called', 'calledBy', 'favored', 'action'] as const;
export type Trigger = (typeof TRIGGERS)[number];

// ---- zod schemas: card data is checked when it loads ----

const bias = z.enum(BIASES);
const who = z.enum(WHOS);
const count = z.number().int().min(1).max(60);

export const cardFilterSchema: z.ZodType<CardFilter> = z.strictObject({
  types: z.array(z.enum(CARD_TYPES)).min(1).optional(),
  keyword: z.string().min(1).optional(),
  bias: bias.optional(),
  side: z.enum(SIDES).optional(),
  id: z.string().min(1).optional(),
});

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('is', [
    z.strictObject({ is: z.literal('witnessKeyword'), keyword: z.string().min(1) }),
    z.strictObject({ is: z.literal('witnessBias'), bias }),
    z.strictObject({ is: z.literal('examinationHas'), whose: who, filter: cardFilterSchema, atLeast: count.optional() }),
    z.strictObject({ is: z.literal('favour') }),
    z.strictObject({ is: z.literal('leading') }),
    z.strictObject({ is: z.literal('not'), condition: conditionSchema }),
    z.strictObject({ is: z.literal('all'), conditions: z.array(conditionSchema).min(1) }),
  ]),
);

export const effectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('do', [
    z.strictObject({ do: z.literal('gainInfluence'), amount: count, who: who.optional() }),
    z.strictObject({ do: z.literal('loseInfluence'), amount: count, who: who.optional() }),
    z.strictObject({ do: z.literal('value'), amount: z.number().int().min(-10).max(10) }),
    z.strictObject({ do: z.literal('valueByBias'), bias, per: z.number().int().min(1).max(5).optional() }),
    z.strictObject({ do: z.literal('draw'), from: z.enum(DRAW_SOURCES), count, filter: cardFilterSchema.optional() }),
    z.strictObject({ do: z.literal('discard'), who, count, how: z.enum(['chosen', 'random']) }),
    z.strictObject({ do: z.literal('discardFromExamination'), whose: who, filter: cardFilterSchema }),
    z.strictObject({ do: z.literal('shuffle'), count: z.union([count, z.literal('all')]), filter: cardFilterSchema.optional() }),
    z.strictObject({ do: z.literal('bury'), from: z.enum(BURY_SOURCES), count, filter: cardFilterSchema.optional() }),
    z.strictObject({ do: z.literal('search'), in: z.enum(['deck', 'buried']), count, filter: cardFilterSchema.optional() }),
    z.strictObject({ do: z.literal('refresh'), token: z.enum(['objection', 'sidebar']), count: count.optional() }),
    z.strictObject({ do: z.literal('gainFavour') }),
    z.strictObject({ do: z.literal('anotherAction') }),
    z.strictObject({ do: z.literal('sway'), bias, count }),
    z.strictObject({ do: z.literal('lock'), bias, count }),
    z.strictObject({ do: z.literal('unlock'), bias, count }),
    z.strictObject({ do: z.literal('discredit') }),
    z.strictObject({ do: z.literal('surpriseWitness') }),
    z.strictObject({ do: z.literal('forTheGreaterGood') }),
    z.strictObject({ do: z.literal('addToExamination'), from: z.enum(PLAY_SOURCES), filter: cardFilterSchema.optional() }),
    z.strictObject({ do: z.literal('playFrom'), from: z.enum(PLAY_SOURCES), filter: cardFilterSchema.optional() }),
    z.strictObject({ do: z.literal('if'), when: conditionSchema, then: z.array(effectSchema).min(1), else: z.array(effectSchema).min(1).optional() }),
  ]),
);

const effects = z.array(effectSchema).min(1);
const perParty: z.ZodType<PerParty> = z.strictObject({ P: effects.optional(), D: effects.optional() });

export const behaviourSchema: z.ZodType<Behaviour> = z.strictObject({
  examine: effects.optional(),
  victory: effects.optional(),
  defeat: effects.optional(),
  called: effects.optional(),
  calledBy: perParty.optional(),
  favored: perParty.optional(),
  action: effects.optional(),
});
