import type { Locale, Outcome } from '@docket/engine';
import type { LawyerUpEvent } from './events.js';
import { cardName, theSeat, TheSeat } from './names.js';
import type { LawyerUpAction, PickTo } from './state.js';
import { describeAutomaEvent } from './solo/text.js';

type T = (en: string, fr: string) => string;
const tr = (locale: Locale): T => (en, fr) => (locale === 'fr' ? fr : en);

/** Words for an action, for logs, menus and screen readers. */
export function describe(a: LawyerUpAction, locale: Locale): string {
  const t = tr(locale);
  const c = (x: string): string => cardName(x, locale);
  switch (a.type) {
    case 'strategy':
      return t(`Choose the strategy ${c(a.strategy)}`, `Choisir la stratégie ${c(a.strategy)}`);
    case 'draft': {
      // Each card with where it goes, so a one- or two-card draft names only its own destinations.
      const to = [t('Prosecution deck', 'pioche Accusation'), t('Defense deck', 'pioche Défense'), t('Buried Evidence', 'Preuves enterrées')];
      const parts = a.order.map((x, i) => `${c(x)} → ${to[i] ?? ''}`).join(', ');
      return t(`Draft: ${parts}`, `Répartir : ${parts}`);
    }
    case 'mulligan':
      return t(`Mulligan: set aside ${c(a.card)}`, `Mulligan : écarter ${c(a.card)}`);
    case 'keep':
      return t('Keep this hand', 'Garder cette main');
    case 'call':
      return t(`Call ${c(a.witness)}`, `Appeler ${c(a.witness)}`);
    case 'play':
      return t(`Play ${c(a.card)} into the examination`, `Jouer ${c(a.card)} dans l'examen`);
    case 'procedure':
      return t(`Play ${c(a.card)} into the procedure area`, `Poser ${c(a.card)} dans la zone de procédures`);
    case 'activate':
      return t(`Activate ${c(a.card)}`, `Activer ${c(a.card)}`);
    case 'sidebar':
      return t('Sidebar: draw a card and gain the Judge’s favour', 'Aparté : piocher une carte et gagner la faveur du Juge');
    case 'pass':
      return t('Pass', 'Passer');
    case 'object':
      return t('Objection!', 'Objection !');
    case 'allow':
      return t('No objection', 'Pas d’objection');
    case 'pick':
      return t(`Choose ${c(a.card)}`, `Choisir ${c(a.card)}`);
    case 'juror':
      return t(`Move juror ${(a.juror % 6) + 1} of row ${a.juror < 6 ? 1 : 2}`, `Déplacer le juré ${(a.juror % 6) + 1} du rang ${a.juror < 6 ? 1 : 2}`);
    case 'orient':
      return t(`Turn the Witness's primary value to ${theSeat(a.facing === 'P' ? 0 : 1, 'en')}`, `Tourner la valeur principale du Témoin vers ${theSeat(a.facing === 'P' ? 0 : 1, 'fr')}`);
    case 'discard':
      return t(`Discard ${c(a.card)}`, `Défausser ${c(a.card)}`);
    case 'first':
      return t(`Resolve ${c(a.source)} first`, `Résoudre d’abord ${c(a.source)}`);
    case 'done':
      return t('Done', 'Terminé');
  }
}

/** Where a picked card went, in words. */
function pickText(to: PickTo, who: string, x: string, t: T): string {
    switch (to) {
      case 'discard':
        return t(`${x} is discarded.`, `${x} est défaussée.`);
      case 'deck':
        return t(`${who} shuffles ${x} into its deck.`, `${who} mélange ${x} dans sa pioche.`);
      case 'buried':
        return t(`${who} buries ${x}.`, `${who} enterre ${x}.`);
      case 'exam-add':
        return t(`${who} adds ${x} to its examination.`, `${who} ajoute ${x} à son examen.`);
      case 'exam-play':
        return t(`${who} plays ${x} into its examination.`, `${who} joue ${x} dans son examen.`);
      case 'greater-good':
        return t(`${who} borrows the Victory of ${x}.`, `${who} emprunte la Victoire de ${x}.`);
      case 'hand':
        return t(`${who} takes ${x} into hand.`, `${who} prend ${x} en main.`);
    }
}

/** Words for an event as its audience receives it. */
export function describeEvent(e: LawyerUpEvent, locale: Locale): string {
  const t = tr(locale);
  const who = 'seat' in e ? TheSeat(e.seat, locale) : '';
  const c = (x: string): string => cardName(x, locale);
  const list = (x: readonly string[]): string => x.map(c).join(', ');
  const juror = (j: number): [string, string] => [`juror ${(j % 6) + 1} of row ${j < 6 ? 1 : 2}`, `le juré ${(j % 6) + 1} du rang ${j < 6 ? 1 : 2}`];
  switch (e.type) {
    case 'automa-card':
    case 'automa-empty':
    case 'automa-roll':
    case 'automa-nothing':
    case 'automa-value':
    case 'automa-rest':
    case 'automa-objection':
    case 'automa-call':
    case 'automa-sway':
    case 'automa-ignores':
      return describeAutomaEvent(e, locale);
    case 'draw':
      return e.cards.length === 0 ? t(`${who} draws no card.`, `${who} ne pioche aucune carte.`) : t(`${who} draws ${list(e.cards)}.`, `${who} pioche ${list(e.cards)}.`);
    case 'mulligan':
      return e.cards.length === 0
        ? t(`${who} keeps its whole opening hand.`, `${who} garde toute sa main de départ.`)
        : t(`${who} discards ${list(e.cards)} for its mulligan.`, `${who} défausse ${list(e.cards)} pour son mulligan.`);
    case 'draw-hidden':
      return e.count === 0
        ? t(`${who} draws no card.`, `${who} ne pioche aucune carte.`)
        : e.count === 1
        ? t(`${who} draws a card.`, `${who} pioche une carte.`)
        : t(`${who} draws ${e.count} cards.`, `${who} pioche ${e.count} cartes.`);
    case 'play':
      return t(`${who} plays ${c(e.card)}.`, `${who} joue ${c(e.card)}.`);
    case 'object':
      return t(`${who} objects to ${c(e.card)}: discarded.`, `${who} fait objection à ${c(e.card)} : défaussée.`);
    case 'call':
      return t(`${who} calls ${c(e.witness)}.`, `${who} appelle ${c(e.witness)}.`);
    case 'witness-won':
      return t(`${who} wins ${c(e.witness)}.`, `${who} remporte ${c(e.witness)}.`);
    case 'sway':
      return t(`${who} sways ${juror(e.juror)[0]}.`, `${who} influence ${juror(e.juror)[1]}.`);
    case 'closing':
      return t(`Closing statements: ${theSeat(e.winner, 'en')} wins.`, `Plaidoiries finales : ${theSeat(e.winner, 'fr')} l’emporte.`);
    case 'draft-dealt':
      return t(`${who} drafts from ${list(e.cards)}.`, `${who} répartit ${list(e.cards)}.`);
    case 'draft-chosen':
      return t(`${who} has chosen where its draft cards go.`, `${who} a choisi où vont ses cartes.`);
    case 'drafted':
      return t(`${who} sent ${list(e.order)} (Prosecution deck, Defense deck, buried).`, `${who} a envoyé ${list(e.order)} (pioche Accusation, pioche Défense, enterrée).`);
    case 'dealt':
      return t('The case cards are dealt at random.', 'Les cartes de l’affaire sont distribuées au hasard.');
    case 'mulligan-marked':
      return t(`${who} sets aside ${c(e.card)}.`, `${who} écarte ${c(e.card)}.`);
    case 'keep':
      return t(`${who} keeps its hand.`, `${who} garde sa main.`);
    case 'discard':
      return t(`${who} discards ${c(e.card)}.`, `${who} défausse ${c(e.card)}.`);
    case 'procedure':
      return t(`${who} puts ${c(e.card)} into its procedure area.`, `${who} pose ${c(e.card)} dans sa zone de procédures.`);
    case 'activate':
      return t(`${who} activates ${c(e.card)}.`, `${who} active ${c(e.card)}.`);
    case 'sidebar':
      return t(`${who} calls a sidebar.`, `${who} demande un aparté.`);
    case 'pass':
      return t(`${who} passes.`, `${who} passe.`);
    case 'allow':
      return t(`${who} lets ${c(e.card)} stand.`, `${who} laisse passer ${c(e.card)}.`);
    case 'pick':
      return pickText(e.to, who, c(e.card), t);
    case 'search-nothing':
      return t(`${who} finds nothing to take and shuffles the pile.`, `${who} ne trouve rien à prendre et mélange la pile.`);
    case 'pick-hidden':
      return t(`${who} takes a face-down card.`, `${who} prend une carte face cachée.`);
    case 'greater-good':
      return t(`${who} resolves the Victory of ${c(e.card)}.`, `${who} résout la Victoire de ${c(e.card)}.`);
    case 'add':
      return t(`${who} adds ${c(e.card)} to its examination.`, `${who} ajoute ${c(e.card)} à son examen.`);
    case 'search':
      return t(`${who} searches ${e.pile === 'deck' ? 'its deck' : 'the Buried Evidence'}.`, `${who} fouille ${e.pile === 'deck' ? 'sa pioche' : 'les Preuves enterrées'}.`);
    case 'refresh':
      return t(`${who} refreshes ${e.token === 'objection' ? 'an Objection' : 'its Sidebar'}.`, `${who} rafraîchit ${e.token === 'objection' ? 'une Objection' : 'son Aparté'}.`);
    case 'favour':
      return t(`${who} gains the Judge’s favour.`, `${who} gagne la faveur du Juge.`);
    case 'discredit':
      return t(`${who} discredits ${c(e.witness)}.`, `${who} discrédite ${c(e.witness)}.`);
    case 'surprise-witness':
      return t(`${who} claims ${c(e.claimed)}; surprise witness: ${c(e.witness)}.`, `${who} gagne ${c(e.claimed)} ; témoin surprise : ${c(e.witness)}.`);
    case 'orient':
      return t(`${c(e.witness)} faces ${theSeat(e.facing === 'P' ? 0 : 1, 'en')}.`, `${c(e.witness)} est tourné vers ${theSeat(e.facing === 'P' ? 0 : 1, 'fr')}.`);
    case 'claim':
      return t(`${who} claims ${c(e.witness)}.`, `${who} gagne ${c(e.witness)}.`);
    case 'lock':
      return t(`${who} locks ${juror(e.juror)[0]}.`, `${who} verrouille ${juror(e.juror)[1]}.`);
    case 'unlock':
      return t(`${who} unlocks ${juror(e.juror)[0]}.`, `${who} déverrouille ${juror(e.juror)[1]}.`);
    case 'strategy-chosen':
      return t(`${who} has chosen its strategy.`, `${who} a choisi sa stratégie.`);
    case 'strategies':
      return t(`Strategies: ${list(e.strategies)}.`, `Stratégies : ${list(e.strategies)}.`);
    case 'set-aside-joins':
      return t(`${c(e.card)} joins the opening hand of ${theSeat(e.seat, 'en')}.`, `${c(e.card)} rejoint la main de départ de ${theSeat(e.seat, 'fr')}.`);
    case 'closing-statements':
      return t(
        `Closing statements: ${e.influence[0] ?? 0} Influence for the Prosecution, ${e.influence[1] ?? 0} for the Defense.`,
        `Plaidoiries finales : ${e.influence[0] ?? 0} d’Influence pour l’Accusation, ${e.influence[1] ?? 0} pour la Défense.`,
      );
    case 'all-locked':
      return t('All twelve jurors are locked for the Prosecution: the trial ends at once.', 'Les douze jurés sont verrouillés pour l’Accusation : le procès s’arrête aussitôt.');
    case 'first':
      return t(`${who} resolves ${c(e.source)} first.`, `${who} résout d’abord ${c(e.source)}.`);
    case 'shuffle-in':
      return t(`${who} shuffles ${list(e.cards)} into its deck.`, `${who} mélange ${list(e.cards)} dans sa pioche.`);
  }
}

export function describeOutcome(o: Outcome, locale: Locale): string {
  const t = tr(locale);
  const w = o.winners[0];
  const why =
    o.reason === 'deck-empty'
      ? t('a deck ran out', 'une pioche est épuisée')
      : o.reason === 'all-locked'
        ? t('all twelve jurors locked', 'les douze jurés verrouillés')
        : t('every key witness was heard', 'tous les témoins clés ont été entendus');
  return t(
    `${TheSeat(w, 'en')} wins (${why}): jurors ${o.scores[0]}–${o.scores[1]}.`,
    `${TheSeat(w, 'fr')} l’emporte (${why}) : jurés ${o.scores[0]}–${o.scores[1]}.`,
  );
}
