import type { Locale, Outcome, Text } from '@docket/engine';
import { SLOT_FACTS, type Slot } from './board.js';
import type { TribunalEvent } from './events.js';
import type { District } from './cards.js';
import { cardCount, cardList, cardName, districtWithEffect, seatName, slotLabel, slotName } from './names.js';
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
    case 'confess':
      return t('Admit the bluff (the hand stays hidden)', 'Avouer le bluff (la main reste cachée)');
    case 'place': {
      const where = slotOrDistrict(a.slot, locale);
      return t(`Place a free plea pawn on ${where}`, `Poser une Plaidoirie gratuite sur ${where}`);
    }
    case 'bribe':
      return t(`Put the bribe token on ${slotName(a.slot, locale)}`, `Placer le Pot-de-vin sur ${slotName(a.slot, locale)}`);
    case 'move':
      return t(`Move the pawn from ${slotLabel(a.from, locale)} to ${slotLabel(a.to, locale)}`, `Déplacer le pion de ${slotLabel(a.from, locale)} vers ${slotLabel(a.to, locale)}`);
    case 'erase':
      return t(`Erase the opposing pawn on ${slotName(a.slot, locale)}`, `Effacer le pion adverse sur ${slotName(a.slot, locale)}`);
    case 'discard':
      return t(`Discard ${cardName(a.card, locale)}`, `Défausser ${cardName(a.card, locale)}`);
    case 'investigate':
      return t(`Place an investigator on ${districtWithEffect(a.district, locale)}`, `Poser un Enquêteur sur ${districtWithEffect(a.district, locale)}`);
  }
}

function hearingTrack(h: readonly [number, number], locale: Locale): string {
  return `${seatName(0, locale)} ${h[0]}, ${seatName(1, locale)} ${h[1]}`;
}

const REASONS: Readonly<Record<Extract<TribunalEvent, { type: 'hearing-won' }>['reason'], Text>> = {
  line: { en: 'three in a row', fr: 'trois Plaidoiries alignées' },
  'jury-support': { en: 'three in a row with jury support: 2 hearings', fr: 'alignement avec le soutien du Jury : 2 Audiences' },
  district: { en: 'deck empty, highest district pawn', fr: 'pioche vide, pion le plus haut des Districts' },
};

/** An event for logs and screen readers: one wording per kind of the union, no default. */
export function describeEvent(e: TribunalEvent, locale: Locale): string {
  const t = sayer(locale);
  switch (e.type) {
    case 'draw': {
      const who = seatName(e.seat, locale);
      return t(`${who} draws ${cardList(e.cards, locale)}.`, `${who} pioche ${cardList(e.cards, locale)}.`);
    }
    case 'draw-hidden': {
      const who = seatName(e.seat, locale);
      return t(`${who} draws ${cardCount(e.count, 'en')}.`, `${who} pioche ${cardCount(e.count, 'fr')}.`);
    }
    case 'claim': {
      const who = seatName(e.seat, locale);
      return t(`${who} claims ${slotOrDistrict(e.slot, locale)}.`, `${who} plaide sur ${slotOrDistrict(e.slot, locale)}.`);
    }
    case 'claim-truth': {
      const who = seatName(e.seat, locale);
      const where = slotOrDistrict(e.slot, locale);
      return e.bluff
        ? t(`${who} claims ${where} without the cards: a bluff.`, `${who} plaide sur ${where} sans les cartes : c'est un bluff.`)
        : t(`${who} holds the cards for ${where}.`, `${who} a les cartes pour ${where}.`);
    }
    case 'pass': {
      const who = seatName(e.seat, locale);
      return t(`${who} places no plea pawn.`, `${who} ne pose pas de Plaidoirie.`);
    }
    case 'answer': {
      const who = seatName(e.seat, locale);
      return e.objection ? t(`${who}: "Objection!"`, `${who} : « Objection ! »`) : t(`${who}: "OK".`, `${who} : « OK ».`);
    }
    case 'show': {
      const who = seatName(e.seat, locale);
      return t(
        `${who} told the truth: shows and discards ${cardList(e.cards, locale)}.`,
        `${who} a dit la vérité : montre et défausse ${cardList(e.cards, locale)}.`,
      );
    }
    case 'bluff-exposed': {
      const who = seatName(e.seat, locale);
      const where = slotName(e.slot, locale);
      return t(`${who} admits a bluff on ${where} and places nothing.`, `${who} avoue avoir bluffé sur ${where} et ne pose rien.`);
    }
    case 'place': {
      const who = seatName(e.seat, locale);
      const where = slotName(e.slot, locale);
      return e.how === 'free'
        ? t(`${who} places a free plea pawn on ${where}.`, `${who} pose une Plaidoirie gratuite sur ${where}.`)
        : t(`${who}'s plea pawn goes on ${where}.`, `La Plaidoirie de ${who} est posée sur ${where}.`);
    }
    case 'effect': {
      const who = seatName(e.seat, locale);
      return t(`${districtWithEffect(e.district, locale)} for ${who}.`, `${districtWithEffect(e.district, locale)} pour ${who}.`);
    }
    case 'effect-void':
      return t('The effect has nothing to act on.', "L'effet n'a rien sur quoi agir.");
    case 'bribe': {
      const who = seatName(e.seat, locale);
      return t(`${who} puts the bribe token on ${slotName(e.slot, locale)}.`, `${who} place le Pot-de-vin sur ${slotName(e.slot, locale)}.`);
    }
    case 'move': {
      const who = seatName(e.seat, locale);
      const owner = seatName(e.owner, locale);
      return t(
        `${who} moves ${owner}'s pawn from ${slotLabel(e.from, locale)} to ${slotLabel(e.to, locale)}.`,
        `${who} déplace le pion ${owner} de ${slotLabel(e.from, locale)} vers ${slotLabel(e.to, locale)}.`,
      );
    }
    case 'erase': {
      const who = seatName(e.seat, locale);
      const owner = seatName(e.owner, locale);
      return t(`${who} erases ${owner}'s pawn on ${slotName(e.slot, locale)}.`, `${who} efface le pion ${owner} sur ${slotName(e.slot, locale)}.`);
    }
    case 'discard': {
      const who = seatName(e.seat, locale);
      return t(`${who} discards ${cardName(e.card, locale)}.`, `${who} défausse ${cardName(e.card, locale)}.`);
    }
    case 'hearing-won': {
      const who = seatName(e.seat, locale);
      const why = REASONS[e.reason][locale];
      const track = hearingTrack(e.hearings, locale);
      return t(`${who} wins the hearing (${why}). Hearings: ${track}.`, `${who} remporte l'Audience (${why}). Audiences : ${track}.`);
    }
    case 'hearing-void':
      return t(`Hearing ${e.hearing} is void (no line, no district pawn): it is replayed.`, `L'Audience ${e.hearing} est annulée (ni alignement ni District) : elle est rejouée.`);
    case 'investigate': {
      const who = seatName(e.seat, locale);
      const where = districtWithEffect(e.district, locale);
      return t(`${who} places an investigator on ${where}.`, `${who} pose un Enquêteur sur ${where}.`);
    }
    case 'hearing-start':
      return t(`Hearing ${e.hearing} begins; ${seatName(e.starter, locale)} starts.`, `L'Audience ${e.hearing} commence ; ${seatName(e.starter, locale)} commence.`);
    case 'match-won': {
      const who = seatName(e.seat, locale);
      return t(`${who} wins the trial! Hearings: ${hearingTrack(e.hearings, locale)}.`, `${who} gagne le procès ! Audiences : ${hearingTrack(e.hearings, locale)}.`);
    }
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
