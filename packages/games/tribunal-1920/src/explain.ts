import type { Locale } from '@docket/engine';
import { GRID_SLOTS, SLOT_ABBREVIATIONS, SLOT_FACTS, STANDARD_GRID, type GridSlot, type Requirement, type Slot } from './board.js';
import { CARDS, DISTRICT_NAMES, DISTRICTS, SYMBOLS, type ClueSymbol, type District } from './cards.js';
import { DISTRICT_EFFECTS } from './districts.js';
import { cardCount, cardList, cardName, counted, slotName, type Forms } from './names.js';
import { claimIsTrue } from './requirements.js';
import type { Side, TribunalAction, TribunalView } from './state.js';

const say = (locale: Locale) => (en: string, fr: string): string => (locale === 'fr' ? fr : en);

/** Each symbol's singular and plural. */
const SYMBOL_FORMS: Readonly<Record<ClueSymbol, Forms>> = {
  fingerprint: { en: ['fingerprint', 'fingerprints'], fr: ['empreinte', 'empreintes'] },
  weapon: { en: ['weapon', 'weapons'], fr: ['arme', 'armes'] },
  document: { en: ['document', 'documents'], fr: ['document', 'documents'] },
  eyewitness: { en: ['eyewitness', 'eyewitnesses'], fr: ['témoin', 'témoins'] },
};

/** "2 weapons + 1 document" / "2 armes + 1 document". */
function requirementText(req: Requirement, locale: Locale): string {
  return SYMBOLS.filter((s) => req.includes(s))
    .map((s) => counted(req.filter((x) => x === s).length, SYMBOL_FORMS[s], locale))
    .join(' + ');
}

function districtText(d: District, locale: Locale): string {
  const t = say(locale);
  const effect = DISTRICT_EFFECTS[d];
  return t(
    `${DISTRICT_NAMES[d]}: 3 ${DISTRICT_NAMES[d]} cards (2 for the owner of its investigator); ${effect.name.en}: ${effect.summary.en}.`,
    `${DISTRICT_NAMES[d]} : 3 cartes ${DISTRICT_NAMES[d]} (2 pour le propriétaire de son Enquêteur) ; ${effect.name.fr} : ${effect.summary.fr}.`,
  );
}

function slotText(slot: Slot, requirements: readonly Requirement[], locale: Locale): string {
  const { grid, index } = SLOT_FACTS[slot];
  if (!grid) return districtText(slot as District, locale);
  const t = say(locale);
  const req = requirementText(requirements[index] ?? [], locale);
  const name = slotName(slot, locale);
  const where = name.charAt(0).toUpperCase() + name.slice(1);
  return t(`${where} asks ${req}.`, `${where} demande ${req}.`);
}

/** The full text of what an action plays, for a menu's "show in full" key; null when its label says it all. */
export function explain(a: TribunalAction, v: TribunalView, locale: Locale): string | null {
  const t = say(locale);
  const seat = v.viewer === 'spectator' ? null : (v.viewer as Side);
  switch (a.type) {
    case 'claim': {
      const base = slotText(a.slot, v.requirements, locale);
      if (seat === null || v.hand === null) return base;
      const proves = claimIsTrue(v.hand, a.slot, v, seat);
      return `${base} ${proves ? t('Your hand proves it.', 'Votre main le prouve.') : t('Your hand does not prove it: a bluff.', 'Votre main ne le prouve pas : un bluff.')}`;
    }
    case 'place':
      return slotText(a.slot, v.requirements, locale);
    case 'show':
      return t(
        `Shows and discards ${cardList(a.cards, locale)}, then draws ${cardCount(a.cards.length, 'en')}.`,
        `Montre et défausse ${cardList(a.cards, locale)}, puis pioche ${cardCount(a.cards.length, 'fr')}.`,
      );
    case 'discard':
      return cardName(a.card, locale);
    case 'investigate':
      return districtText(a.district, locale);
    case 'bribe':
    case 'move':
    case 'erase':
    case 'pass':
    case 'ok':
    case 'object':
    case 'confess':
      return null;
  }
}

const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Any card, district or grid slot (standard board) by (part of) its name, id or abbreviation, in full. */
export function lookup(query: string, locale: Locale): string | null {
  const q = fold(query);
  if (q.length === 0) return null;
  const t = say(locale);
  const card = CARDS.find((c) => fold(c) === q || fold(cardName(c, 'en')) === q || fold(cardName(c, 'fr')) === q);
  if (card !== undefined) return t(`${cardName(card, 'en')}: an Evidence card.`, `${cardName(card, 'fr')} : une carte Preuve.`);
  const district = DISTRICTS.find((d) => fold(d) === q || fold(DISTRICT_NAMES[d]).startsWith(q));
  if (district !== undefined) return districtText(district, locale);
  const slot = GRID_SLOTS.find((g) => fold(g) === q || fold(SLOT_ABBREVIATIONS[g][locale]) === q);
  if (slot !== undefined) return slotText(slot as GridSlot, STANDARD_GRID, locale);
  const partial = CARDS.filter((c) => fold(cardName(c, locale)).includes(q));
  return partial.length > 0 ? partial.map((c) => cardName(c, locale)).join(', ') : null;
}
