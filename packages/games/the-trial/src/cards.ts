import type { Text } from '@docket/engine';

/** The two sides of the evidence: innocence favours the good team, guilt the bad team (rulings, "Evidence"). */
export const SIDES = ['innocence', 'guilt'] as const;
export type Side = (typeof SIDES)[number];

/** The ten kinds of evidence card, innocence first; each exists in 3 copies (30 cards). */
export const KINDS = [
  'alibi',
  'character-reference',
  'security-footage',
  'receipt',
  'phone-record',
  'fingerprints',
  'motive-letter',
  'murder-weapon',
  'bloody-clothing',
  'eyewitness-account',
] as const;
export type Kind = (typeof KINDS)[number];

export const COPIES = 3;

export const SIDE_OF: Readonly<Record<Kind, Side>> = {
  alibi: 'innocence',
  'character-reference': 'innocence',
  'security-footage': 'innocence',
  receipt: 'innocence',
  'phone-record': 'innocence',
  fingerprints: 'guilt',
  'motive-letter': 'guilt',
  'murder-weapon': 'guilt',
  'bloody-clothing': 'guilt',
  'eyewitness-account': 'guilt',
};

export const KIND_NAMES: Readonly<Record<Kind, Text>> = {
  alibi: { en: 'Alibi', fr: 'Alibi' },
  'character-reference': { en: 'Character Reference', fr: 'Certificat de moralité' },
  'security-footage': { en: 'Security Footage', fr: 'Vidéosurveillance' },
  receipt: { en: 'Receipt', fr: 'Reçu' },
  'phone-record': { en: 'Phone Record', fr: 'Relevé téléphonique' },
  fingerprints: { en: 'Fingerprints', fr: 'Empreintes' },
  'motive-letter': { en: 'Motive Letter', fr: 'Lettre de mobile' },
  'murder-weapon': { en: 'Murder Weapon', fr: 'Arme du crime' },
  'bloody-clothing': { en: 'Bloody Clothing', fr: 'Vêtements ensanglantés' },
  'eyewitness-account': { en: 'Eyewitness Account', fr: 'Témoignage oculaire' },
};

export const SIDE_NAMES: Readonly<Record<Side, Text>> = {
  innocence: { en: 'innocence', fr: 'innocence' },
  guilt: { en: 'guilt', fr: 'culpabilité' },
};

/** Two-letter tags for the terminal: lower case for innocence, upper case for guilt. */
export const KIND_TAGS: Readonly<Record<Kind, string>> = {
  alibi: 'al',
  'character-reference': 'cr',
  'security-footage': 'sf',
  receipt: 're',
  'phone-record': 'pr',
  fingerprints: 'FP',
  'motive-letter': 'ML',
  'murder-weapon': 'MW',
  'bloody-clothing': 'BC',
  'eyewitness-account': 'EA',
};

const INDEX: Readonly<Record<Kind, number>> = Object.fromEntries(KINDS.map((k, i) => [k, i])) as Record<Kind, number>;

/** The whole evidence deck, in canonical order. */
export const DECK: readonly Kind[] = KINDS.flatMap((k) => [k, k, k]);

export function isKind(x: unknown): x is Kind {
  return typeof x === 'string' && (KINDS as readonly string[]).includes(x);
}

/** A multiset of cards in canonical order (hands and revealed files are kept so: order is no information). */
export function sortKinds(cards: readonly Kind[]): Kind[] {
  return cards.slice().sort((a, b) => INDEX[a] - INDEX[b]);
}

/** The distinct kinds of `cards`, in canonical order: one choice per kind, never per copy. */
export function distinctKinds(cards: readonly Kind[]): Kind[] {
  return KINDS.filter((k) => cards.includes(k));
}

/** `cards` less one copy of `card` (a copy must be there: callers check). */
export function without(cards: readonly Kind[], card: Kind): Kind[] {
  const i = cards.indexOf(card);
  if (i < 0) throw new Error(`without: no ${card} in [${cards.join(', ')}]`);
  return [...cards.slice(0, i), ...cards.slice(i + 1)];
}

export function countSide(cards: readonly Kind[], side: Side): number {
  let n = 0;
  for (const c of cards) if (SIDE_OF[c] === side) n++;
  return n;
}

export function countKind(cards: readonly Kind[], kind: Kind): number {
  let n = 0;
  for (const c of cards) if (c === kind) n++;
  return n;
}
