import type { Locale } from '@docket/engine';
import { cardName, seatName, type LawyerUpView } from '@docket/lawyer-up';
import { sayer } from '../common/text';

/** The pending decision in a sentence. */
export function prompt(v: LawyerUpView, locale: Locale): string {
  const t = sayer(locale);
  const p = v.pending;
  switch (p.step) {
    case 'over':
      return v.winner === null ? t('The trial is over.', 'Le procès est terminé.') : t(`The trial is over: ${seatName(v.winner, 'en')} wins.`, `Le procès est terminé : ${seatName(v.winner, 'fr')} l’emporte.`);
    case 'strategy':
      return t('Set-up: each side chooses its strategy (hidden until both chose).', 'Mise en place : chaque camp choisit sa stratégie (cachée jusqu’à ce que les deux aient choisi).');
    case 'draft':
      return t('Discovery: send one card to each deck and bury the last.', 'Communication des pièces : une carte vers chaque pioche, la dernière enterrée.');
  }
  const who = seatName(p.seat, locale);
  switch (p.step) {
    case 'mulligan':
      return t(`${who}: set cards aside for a mulligan, or keep.`, `${who} : écartez des cartes (mulligan), ou gardez.`);
    case 'call':
      return t(`${who}: call a key witness.`, `${who} : appelez un témoin clé.`);
    case 'question':
      return t(`${who}: play a card, a procedure, activate, sidebar or pass.`, `${who} : jouez une carte, une procédure, activez, aparté ou passez.`);
    case 'objection':
      return t(`${who}: object to ${cardName(p.card, 'en')}?`, `${who} : objection à ${cardName(p.card, 'fr')} ?`);
    case 'choose':
      return t(`${who}: make the choice the effect asks for.`, `${who} : faites le choix que demande l’effet.`);
    case 'sway':
      return t(`${who}: spend ${p.points} Influence to sway jurors.`, `${who} : dépensez ${p.points} d’Influence pour influencer les jurés.`);
    case 'reveal':
      return t(`${who}: the Automa brought a hidden card to light; see it, then continue.`, `${who} : l’Automa a révélé une carte cachée ; regardez-la, puis continuez.`);
    case 'cleanup':
      return t(`${who}: discard any cards, then done.`, `${who} : défaussez des cartes, puis terminé.`);
  }
}
