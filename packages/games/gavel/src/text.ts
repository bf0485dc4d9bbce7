import { nameAt, type Locale, type Outcome, type SeatNames } from '@docket/engine';
import type { GavelEvent } from './events.js';
import { cardList, cardName, seatName } from './names.js';
import type { GavelAction, WinReason } from './state.js';

type Say = (en: string, fr: string) => string;

function sayer(locale: Locale): Say {
  return (en, fr) => (locale === 'fr' ? fr : en);
}

/** An action as a menu line or a log entry. */
export function describe(a: GavelAction, locale: Locale): string {
  const t = sayer(locale);
  switch (a.type) {
    case 'jury':
      return t('Go to the Jury', 'Aller devant le Jury');
    case 'draw':
      return t('Draw a card (no jury)', 'Piocher une carte (pas de Jury)');
    case 'proffer':
      return t(`Proffer ${cardName(a.card, locale)}`, `Présenter ${cardName(a.card, locale)}`);
    case 'discard':
      return t(`Discard ${cardName(a.card, locale)}`, `Défausser ${cardName(a.card, locale)}`);
    case 'object':
      return t(`Attack with ${cardName(a.card, locale)}`, `Attaquer avec ${cardName(a.card, locale)}`);
    case 'pass':
      return t('Let the evidence through', 'Laisser passer la preuve');
    case 'respond':
      return t(`Respond with ${cardName(a.card, locale)}`, `Répondre avec ${cardName(a.card, locale)}`);
    case 'out-of-order':
      return t('Play Out of Order', 'Jouer Hors de propos');
    case 'concede':
      return t('Let the objection stand', "Laisser l'objection aboutir");
  }
}

const REASONS: Readonly<Record<WinReason, readonly [string, string]>> = {
  target: ['enough admitted evidence', 'assez de preuves admises'],
  jury: ['a guilty verdict', 'un verdict de culpabilité'],
  'last-standing': ['last player standing', 'dernier joueur en lice'],
  stalemate: ['nobody can play any more', 'plus personne ne peut jouer'],
};

/** An event for logs and screen readers: one case per kind of event, no default (a missing one fails to compile). */
export function describeEvent(e: GavelEvent, locale: Locale, names?: SeatNames): string {
  const t = sayer(locale);
  // Gavel's seats are only numbered: a person at the table is called by their name.
  const name = (seat: unknown): string => nameAt(names, seat, seatName(seat, locale));
  const who = e.type === 'reshuffle' ? '' : name(e.seat);
  switch (e.type) {
    case 'draw':
      return t(`${who} draws ${cardName(e.card, locale)}.`, `${who} pioche ${cardName(e.card, locale)}.`);
    case 'draw-hidden':
      return t(`${who} draws a card.`, `${who} pioche une carte.`);
    case 'draw-skipped':
      return t(`${who} cannot draw: both stacks are empty.`, `${who} ne peut pas piocher : les deux piles sont vides.`);
    case 'reshuffle':
      return t(`The discard stack is shuffled into a new draw stack (${e.count} cards).`, `La défausse est mélangée en une nouvelle pioche (${e.count} cartes).`);
    case 'no-play':
      return t(`${who} has no card to play.`, `${who} n'a aucune carte à jouer.`);
    case 'turn-lost':
      return t(`${who} loses this turn (Out of Order).`, `${who} perd ce tour (Hors de propos).`);
    case 'proffer':
      return t(`${who} proffers ${cardName(e.card, locale)}.`, `${who} présente ${cardName(e.card, locale)}.`);
    case 'pass':
      return t(`${who} lets it through.`, `${who} laisse passer.`);
    case 'object':
      return t(`${who} attacks with ${cardName(e.card, locale)}!`, `${who} attaque avec ${cardName(e.card, locale)} !`);
    case 'respond':
      return t(`${who} responds with ${cardName(e.card, locale)}.`, `${who} répond avec ${cardName(e.card, locale)}.`);
    case 'out-of-order':
      return t(`${who}: "Out of Order!" ${name(e.objector)} loses a turn.`, `${who} : « Hors de propos ! » ${name(e.objector)} perd un tour.`);
    case 'sustained':
      return t(
        `The objection stands: ${cardName(e.evidence, locale)} is discarded; ${name(e.objector)} plays next.`,
        `L'objection aboutit : ${cardName(e.evidence, locale)} est défaussée ; ${name(e.objector)} joue ensuite.`,
      );
    case 'admitted':
      return t(`${cardName(e.card, locale)} is admitted for ${who} (${e.points} points).`, `${cardName(e.card, locale)} est admise pour ${who} (${e.points} points).`);
    case 'discard':
      return t(`${who} discards ${cardName(e.card, locale)}.`, `${who} défausse ${cardName(e.card, locale)}.`);
    case 'jury':
      return t(`${who} goes to the Jury with ${e.points} points.`, `${who} va devant le Jury avec ${e.points} points.`);
    case 'verdict':
      return e.guilty
        ? t(`Verdict: Guilty! (${e.points} in 12)`, `Verdict : Coupable ! (${e.points} sur 12)`)
        : t(`Verdict: Not Guilty. (${e.points} in 12)`, `Verdict : Non coupable. (${e.points} sur 12)`);
    case 'eliminated': {
      const cards = cardList([...e.hand, ...e.admitted], locale);
      return t(`${who} is eliminated; to the discard stack: ${cards || 'nothing'}.`, `${who} est éliminé ; à la défausse : ${cards || 'rien'}.`);
    }
    case 'won': {
      const [en, fr] = REASONS[e.reason];
      if (e.seat === null) return t(`The match ends without a winner (${en}).`, `La partie s'achève sans vainqueur (${fr}).`);
      return t(`${who} wins (${en})!`, `${who} gagne (${fr}) !`);
    }
  }
}

function isReason(r: string): r is WinReason {
  return Object.prototype.hasOwnProperty.call(REASONS, r);
}

export function describeOutcome(o: Outcome, locale: Locale, names?: SeatNames): string {
  const [en, fr] = isReason(o.reason) ? REASONS[o.reason] : [o.reason, o.reason];
  const name = (seat: unknown): string => nameAt(names, seat, seatName(seat, locale));
  const scores = o.scores.map((p, seat) => `${name(seat)} ${p}`).join(', ');
  if (o.winners.length === 0) {
    return locale === 'fr' ? `Aucun vainqueur (${fr}). Points : ${scores}.` : `No winner (${en}). Points: ${scores}.`;
  }
  const who = name(o.winners[0]);
  return locale === 'fr' ? `${who} gagne : ${fr}. Points : ${scores}.` : `${who} wins: ${en}. Points: ${scores}.`;
}
