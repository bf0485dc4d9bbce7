import { z } from 'zod';

/** Every colour a printing may use; the default deck takes the first four. */
export const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange'] as const;
export type Colour = (typeof COLOURS)[number];

/** Evidence weights a deck table may print. */
export const WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type Weight = (typeof WEIGHTS)[number];

/** "objection or impeached (sword) card": one kind of card under two titles, same effect. */
export const ATTACK_TITLES = ['objection', 'impeached'] as const;
export type AttackTitle = (typeof ATTACK_TITLES)[number];

export type EvidenceId = `${Colour}-${Weight}`;
export type AttackId = `${Colour}-${AttackTitle}`;
export type ResponseId = `${Colour}-response`;
export const OUT_OF_ORDER = 'out-of-order';
/** A card's id names its printing; copies of one printing share the id (a deck is a multiset). */
export type CardId = EvidenceId | AttackId | ResponseId | typeof OUT_OF_ORDER;

export type CardFacts =
  | { readonly kind: 'evidence'; readonly colour: Colour; readonly weight: Weight }
  | { readonly kind: 'attack'; readonly colour: Colour; readonly title: AttackTitle }
  | { readonly kind: 'response'; readonly colour: Colour }
  | { readonly kind: 'out-of-order' };

function allCards(): [CardId, CardFacts][] {
  const out: [CardId, CardFacts][] = [];
  for (const colour of COLOURS) {
    for (const weight of WEIGHTS) out.push([`${colour}-${weight}`, { kind: 'evidence', colour, weight }]);
    for (const title of ATTACK_TITLES) out.push([`${colour}-${title}`, { kind: 'attack', colour, title }]);
    out.push([`${colour}-response`, { kind: 'response', colour }]);
  }
  out.push([OUT_OF_ORDER, { kind: 'out-of-order' }]);
  return out;
}

const ALL = allCards();
/** Every printable card, in canonical order (colour, then evidence by weight, attacks, response; Out of Order). */
export const CARD_IDS: readonly CardId[] = ALL.map(([id]) => id);
export const FACTS: Readonly<Record<CardId, CardFacts>> = Object.fromEntries(ALL) as Record<CardId, CardFacts>;
/** A card's rank in canonical order, for sorting. */
export const CARD_RANK: Readonly<Record<CardId, number>> = Object.fromEntries(ALL.map(([id], i) => [id, i])) as Record<CardId, number>;

export function isCardId(x: unknown): x is CardId {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(FACTS, x);
}

export const evidenceOf = (colour: Colour, weight: Weight): EvidenceId => `${colour}-${weight}`;
export const responseOf = (colour: Colour): ResponseId => `${colour}-response`;

/** The weight of an evidence card, 0 for any other card. */
export function weightOf(card: CardId): number {
  const f = FACTS[card];
  return f.kind === 'evidence' ? f.weight : 0;
}

/** The colour of a card, null for Out of Order. */
export function colourOf(card: CardId): Colour | null {
  const f = FACTS[card];
  return f.kind === 'out-of-order' ? null : f.colour;
}

export function sortCards(cards: readonly CardId[]): CardId[] {
  return cards.slice().sort((a, b) => CARD_RANK[a] - CARD_RANK[b]);
}

const count = (max: number) => z.number().int().min(0).max(max);

/** A printing of the deck: which colours, and how many of each card per colour. */
export const deckSchema = z.strictObject({
  colours: z
    .array(z.enum(COLOURS))
    .min(1)
    .refine((cs) => new Set(cs).size === cs.length, { message: 'A deck lists each colour once.' }),
  /** The weights of one colour's evidence cards, one entry per card. */
  evidence: z.array(z.number().int().min(1).max(9)).min(1).max(20),
  /** Attack (sword) cards per colour titled Objection, and titled Impeached. */
  objection: count(20),
  impeached: count(20),
  /** Response (shield) cards per colour. */
  response: count(20),
  /** Out of Order cards in the whole deck. */
  outOfOrder: count(20),
});
export type DeckTable = z.infer<typeof deckSchema>;

/** Our default printing (rulings, "The deck"): 80 cards. Checked by the schema when this module loads. */
export const DEFAULT_DECK: DeckTable = deckSchema.parse({
  colours: ['red', 'blue', 'green', 'yellow'],
  evidence: [1, 1, 1, 2, 2, 2, 3, 3],
  objection: 3,
  impeached: 3,
  response: 5,
  outOfOrder: 4,
});

/** The cards a deck table prints, in canonical order; without the `outOfOrder` option, no Out of Order card. */
export function deckCards(table: DeckTable, outOfOrder: boolean): CardId[] {
  const out: CardId[] = [];
  for (const colour of table.colours) {
    for (const w of table.evidence) out.push(evidenceOf(colour, w as Weight));
    for (let i = 0; i < table.objection; i++) out.push(`${colour}-objection`);
    for (let i = 0; i < table.impeached; i++) out.push(`${colour}-impeached`);
    for (let i = 0; i < table.response; i++) out.push(responseOf(colour));
  }
  if (outOfOrder) for (let i = 0; i < table.outOfOrder; i++) out.push(OUT_OF_ORDER);
  return sortCards(out);
}

/** The multiset `from` minus the multiset `minus` (each card of `minus` removes one copy). */
export function without(from: readonly CardId[], minus: readonly CardId[]): CardId[] {
  const left = new Map<CardId, number>();
  for (const c of minus) left.set(c, (left.get(c) ?? 0) + 1);
  const out: CardId[] = [];
  for (const c of from) {
    const n = left.get(c) ?? 0;
    if (n > 0) left.set(c, n - 1);
    else out.push(c);
  }
  return out;
}

/** The multiset intersection of `a` and `b`, in `a`'s order. */
export function common(a: readonly CardId[], b: readonly CardId[]): CardId[] {
  const left = new Map<CardId, number>();
  for (const c of b) left.set(c, (left.get(c) ?? 0) + 1);
  const out: CardId[] = [];
  for (const c of a) {
    const n = left.get(c) ?? 0;
    if (n > 0) {
      left.set(c, n - 1);
      out.push(c);
    }
  }
  return out;
}

/** `cards` without one copy of `card`. */
export function removeOne(cards: readonly CardId[], card: CardId): CardId[] {
  const i = cards.indexOf(card);
  if (i < 0) throw new Error(`removeOne: ${card} is not there`);
  return cards.slice(0, i).concat(cards.slice(i + 1));
}

export function points(admitted: readonly CardId[]): number {
  let n = 0;
  for (const c of admitted) n += weightOf(c);
  return n;
}
