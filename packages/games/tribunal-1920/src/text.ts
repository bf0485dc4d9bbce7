import type { GameEvent, Locale, Outcome } from '@docket/engine';
import { SLOT_FACTS, isSlot, type Slot } from './board.js';
import { isCardId, type CardId, type District } from './cards.js';
import { cardList, cardName, districtWithEffect, seatName, slotName } from './names.js';
import type { TribunalAction } from './state.js';

type Say = (en: string, fr: string) => string;

function sayer(locale: Locale): Say {
  return (en, fr) => (locale === 'fr' ? fr : en);
}

function slotOrDistrict(slot: Slot, locale: Locale): string {
  return SLOT_FACTS[slot].grid ? slotName(slot, locale) : districtWithEffect(slot as District, locale);
}

/** An action as a menu line or a log entry. */
export function describe(a: TribunalAction, locale: Locale): string {
  const t = sayer(locale);
  switch (a.type) {
    case 'claim': {
      const where = slotOrDistrict(a.slot, locale);
      return t(`Claim ${where}`, `Plaidoirie sur ${where}`);
    }
    case 'pass':
      return t('Pass (place no plea pawn)', 'Passer (aucune Plaidoirie)');
    case 'ok':
      return 'OK';
    case 'object':
      return t('Objection!', 'Objection !');
    case 'show':
      return t(`Show ${cardList(a.cards, locale)}`, `Montrer ${cardList(a.cards, locale)}`);
    case 'place': {
      const where = slotOrDistrict(a.slot, locale);
      return t(`Place a free plea pawn on ${where}`, `Poser une Plaidoirie gratuite sur ${where}`);
    }
    case 'bribe':
      return t(`Put the bribe token on ${slotName(a.slot, locale)}`, `Placer le Pot-de-vin sur ${slotName(a.slot, locale)}`);
    case 'move':
      return t(`Move the pawn from ${a.from} to ${a.to}`, `Déplacer le pion de ${a.from} vers ${a.to}`);
    case 'erase':
      return t(`Erase the opposing pawn on ${a.slot}`, `Effacer le pion adverse sur ${a.slot}`);
    case 'discard':
      return t(`Discard ${cardName(a.card, locale)}`, `Défausser ${cardName(a.card, locale)}`);
    case 'investigate':
      return t(`Place an investigator on ${districtWithEffect(a.district, locale)}`, `Poser un Enquêteur sur ${districtWithEffect(a.district, locale)}`);
  }
}

function cards(x: unknown): CardId[] {
  return Array.isArray(x) ? x.filter(isCardId) : [];
}

function hearingTrack(x: unknown, locale: Locale): string {
  const [a, b] = Array.isArray(x) ? x : [0, 0];
  return `${seatName(0, locale)} ${String(a)}, ${seatName(1, locale)} ${String(b)}`;
}

const REASONS: Readonly<Record<string, readonly [string, string]>> = {
  line: ['three in a row', 'trois Plaidoiries alignées'],
  'jury-support': ['three in a row with jury support: 2 hearings', 'alignement avec le soutien du Jury : 2 Audiences'],
  district: ['deck empty, highest district pawn', 'pioche vide, pion le plus haut des Districts'],
};

/** An event for logs and screen readers. */
export function describeEvent(e: GameEvent, locale: Locale): string {
  const t = sayer(locale);
  const who = seatName(e.seat, locale);
  const slot = (isSlot(e.slot) ? e.slot : 'C') as Slot;
  switch (e.type) {
    case 'draw':
      return t(`${who} draws ${cardList(cards(e.cards), locale)}.`, `${who} pioche ${cardList(cards(e.cards), locale)}.`);
    case 'draw-hidden': {
      const n = Number(e.count);
      return t(`${who} draws ${n} card${n > 1 ? 's' : ''}.`, `${who} pioche ${n} carte${n > 1 ? 's' : ''}.`);
    }
    case 'claim':
      return t(`${who} claims ${slotOrDistrict(slot, locale)}.`, `${who} plaide sur ${slotOrDistrict(slot, locale)}.`);
    case 'claim-truth':
      return e.bluff
        ? t(`${who} claims ${slotOrDistrict(slot, locale)} without the cards: a bluff.`, `${who} plaide sur ${slotOrDistrict(slot, locale)} sans les cartes : c'est un bluff.`)
        : t(`${who} holds the cards for ${slotOrDistrict(slot, locale)}.`, `${who} a les cartes pour ${slotOrDistrict(slot, locale)}.`);
    case 'pass':
      return t(`${who} places no plea pawn.`, `${who} ne pose pas de Plaidoirie.`);
    case 'answer':
      return e.objection ? t(`${who}: "Objection!"`, `${who} : « Objection ! »`) : t(`${who}: "OK".`, `${who} : « OK ».`);
    case 'show':
      return t(
        `${who} told the truth: shows and discards ${cardList(cards(e.cards), locale)}.`,
        `${who} a dit la vérité : montre et défausse ${cardList(cards(e.cards), locale)}.`,
      );
    case 'bluff-exposed':
      return t(`${who} bluffed on ${slotName(slot, locale)} and places nothing.`, `${who} a bluffé sur ${slotName(slot, locale)} et ne pose rien.`);
    case 'place':
      return e.how === 'free'
        ? t(`${who} places a free plea pawn on ${slotName(slot, locale)}.`, `${who} pose une Plaidoirie gratuite sur ${slotName(slot, locale)}.`)
        : t(`${who}'s plea pawn goes on ${slotName(slot, locale)}.`, `La Plaidoirie de ${who} est posée sur ${slotName(slot, locale)}.`);
    case 'effect':
      return t(`${districtWithEffect(e.district as District, locale)} for ${who}.`, `${districtWithEffect(e.district as District, locale)} pour ${who}.`);
    case 'effect-void':
      return t('The effect has nothing to act on.', "L'effet n'a rien sur quoi agir.");
    case 'bribe':
      return t(`${who} puts the bribe token on ${slotName(slot, locale)}.`, `${who} place le Pot-de-vin sur ${slotName(slot, locale)}.`);
    case 'move': {
      const owner = seatName(e.owner, locale);
      return t(`${who} moves ${owner}'s pawn from ${String(e.from)} to ${String(e.to)}.`, `${who} déplace le pion ${owner} de ${String(e.from)} vers ${String(e.to)}.`);
    }
    case 'erase': {
      const owner = seatName(e.owner, locale);
      return t(`${who} erases ${owner}'s pawn on ${slotName(slot, locale)}.`, `${who} efface le pion ${owner} sur ${slotName(slot, locale)}.`);
    }
    case 'discard':
      return t(`${who} discards ${cardName(e.card as CardId, locale)}.`, `${who} défausse ${cardName(e.card as CardId, locale)}.`);
    case 'hearing-won': {
      const [en, fr] = REASONS[String(e.reason)] ?? ['', ''];
      const track = hearingTrack(e.hearings, locale);
      return t(`${who} wins the hearing (${en}). Hearings: ${track}.`, `${who} remporte l'Audience (${fr}). Audiences : ${track}.`);
    }
    case 'hearing-void':
      return t(`Hearing ${String(e.hearing)} is void (no line, no district pawn): it is replayed.`, `L'Audience ${String(e.hearing)} est annulée (ni alignement ni District) : elle est rejouée.`);
    case 'investigate':
      return t(`${who} places an investigator on ${districtWithEffect(e.district as District, locale)}.`, `${who} pose un Enquêteur sur ${districtWithEffect(e.district as District, locale)}.`);
    case 'hearing-start':
      return t(`Hearing ${String(e.hearing)} begins; ${seatName(e.starter, locale)} starts.`, `L'Audience ${String(e.hearing)} commence ; ${seatName(e.starter, locale)} commence.`);
    case 'match-won':
      return t(`${who} wins the trial! Hearings: ${hearingTrack(e.hearings, locale)}.`, `${who} gagne le procès ! Audiences : ${hearingTrack(e.hearings, locale)}.`);
    default:
      return e.type;
  }
}

export function describeOutcome(o: Outcome, locale: Locale): string {
  const winner = o.winners[0];
  const [a = 0, b = 0] = o.scores;
  const score = winner === 1 ? `${b}–${a}` : `${a}–${b}`;
  return locale === 'fr'
    ? `${seatName(winner, locale)} gagne le procès, ${score} en Audiences.`
    : `${seatName(winner, locale)} wins the trial, ${score} in hearings.`;
}
