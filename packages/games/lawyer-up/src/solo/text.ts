import type { Locale } from '@docket/engine';
import type { AutomaEvent } from '../events.js';
import { biasLabel, cardName, seatName } from '../names.js';
import type { Bias } from '../language/index.js';
import type { RestCondition } from './dice.js';

type T = (en: string, fr: string) => string;

/** The blue die's rest conditions, as the log says them. */
export function restText(c: RestCondition, t: T): string {
  switch (c) {
    case 'last-card':
      return t('the player has at most 1 card in hand and an exhausted Sidebar', 'le joueur a au plus 1 carte en main et son Aparté épuisé');
    case 'short-and-winning':
      return t('the player has 2 cards or fewer and the Automa is winning the witness', 'le joueur a 2 cartes ou moins et l’Automa remporte le témoin');
    case 'fourteen':
      return t('the Automa has 14 Influence or more', 'l’Automa a 14 d’Influence ou plus');
    case 'lead-of-five':
      return t('the Automa leads by 5 Influence or more', 'l’Automa mène de 5 d’Influence ou plus');
    case 'four-cards':
      return t('its examination holds 4 cards or more', 'son examen compte 4 cartes ou plus');
    case 'player-passed':
      return t('the player has passed', 'le joueur a passé');
  }
}

/** What each red face does when it fires. */
function redText(b: Bias, t: T): string {
  switch (b) {
    case 'evidential':
      return t('adds the top card of the Buried Evidence to its examination', 'ajoute la première carte des Preuves enterrées à son examen');
    case 'logical':
      return t('the player discards 1 card at random', 'le joueur défausse 1 carte au hasard');
    case 'emotional':
      return t('+5 Value if the card matches a bias of the previous card', '+5 de Valeur si la carte partage un biais avec la précédente');
    case 'reputation':
      return t('gains the Judge’s favour', 'gagne la faveur du Juge');
    case 'bureaucratic':
      return t('refreshes one Objection', 'rafraîchit une Objection');
    case 'corruption':
      return t('discredits the witness on the player’s side', 'discrédite le témoin du côté du joueur');
  }
}

const WHY_SWAY = {
  flip: ['the cheapest juror it can flip', 'le juré qu’il peut retourner au moindre coût'],
  closer: ['no flip affordable: the lowest Skepticism on the player’s side', 'aucun retournement abordable : le moins sceptique du côté du joueur'],
  further: ['every affordable juror is its own: the lowest Skepticism', 'tous les jurés abordables sont déjà les siens : le moins sceptique'],
} as const;

/** Log lines for the Automa's events (type "automa-…"), English and French. */
export function describeAutomaEvent(e: AutomaEvent, locale: Locale): string {
  const t: T = (en, fr) => (locale === 'fr' ? fr : en);
  const who = t(`The Automa (${seatName(e.seat, 'en')})`, `L’Automa (${seatName(e.seat, 'fr')})`);
  const c = (x: string): string => cardName(x, locale);
  const bias = (x: Bias): string => biasLabel(x, locale);
  const juror = (j: number): string => t(`juror ${(Number(j) % 6) + 1} of row ${Number(j) < 6 ? 1 : 2}`, `le juré ${(Number(j) % 6) + 1} du rang ${Number(j) < 6 ? 1 : 2}`);
  switch (e.type) {
    case 'automa-card':
      return t(`${who} turns over ${c(e.card)} from its deck into its examination.`, `${who} retourne ${c(e.card)} de sa pioche dans son examen.`);
    case 'automa-empty':
      return t(`${who} has no card left in its deck.`, `${who} n’a plus de carte dans sa pioche.`);
    case 'automa-roll': {
      const red = t(`red ${String(e.redFace)} (${bias(e.red)})`, `rouge ${String(e.redFace)} (${bias(e.red)})`);
      const blue = t(`blue ${String(e.blueFace)}`, `bleu ${String(e.blueFace)}`);
      const fires = e.shows === true
        ? t(`${c(e.card)} shows ${bias(e.red)}: ${redText(e.red, t)}`, `${c(e.card)} montre ${bias(e.red)} : ${redText(e.red, t)}`)
        : t(`${c(e.card)} does not show ${bias(e.red)}: no effect`, `${c(e.card)} ne montre pas ${bias(e.red)} : aucun effet`);
      return t(`${who} rolls ${red}, ${blue}. ${fires}.`, `${who} lance ${red}, ${blue}. ${fires}.`);
    }
    case 'automa-nothing':
      return t(`The ${bias(e.bias)} face has nothing to act on.`, `La face ${bias(e.bias)} n’a rien sur quoi agir.`);
    case 'automa-value':
      return t(`${c(e.card)} matches the card before it: +${String(e.amount)} Value.`, `${c(e.card)} partage un biais avec la carte précédente : +${String(e.amount)} de Valeur.`);
    case 'automa-rest': {
      const cond = restText(e.condition, t);
      return e.met === true
        ? t(`Rest check: ${cond}: met, the Automa rests for this witness.`, `Repos : ${cond} : rempli, l’Automa se repose pour ce témoin.`)
        : t(`Rest check: ${cond}: not met.`, `Repos : ${cond} : non rempli.`);
    }
    case 'automa-objection':
      return e.objects === true
        ? t(`${who} objects to ${c(e.card)}: an Argument of Value 3 or more.`, `${who} fait objection à ${c(e.card)} : un Argument de Valeur 3 ou plus.`)
        : t(`${who} lets ${c(e.card)} stand: not an Argument of Value 3 or more.`, `${who} laisse passer ${c(e.card)} : pas un Argument de Valeur 3 ou plus.`);
    case 'automa-call':
      return t(`${who} calls ${c(e.witness)}: the highest value facing it (${String(e.value)}).`, `${who} appelle ${c(e.witness)} : la plus forte valeur tournée vers lui (${String(e.value)}).`);
    case 'automa-sway':
      return t(
        `${who} has ${String(e.points)} Influence to spend: ${juror(e.juror)}, ${WHY_SWAY[e.why][0]}.`,
        `${who} a ${String(e.points)} d’Influence à dépenser : ${juror(e.juror)}, ${WHY_SWAY[e.why][1]}.`,
      );
    case 'automa-ignores':
      return t(`${who} reads no card text: the effects of ${c(e.card)} do not resolve for it.`, `${who} ne lit aucun texte : les effets de ${c(e.card)} ne se résolvent pas pour lui.`);
  }
}
