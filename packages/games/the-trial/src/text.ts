import { nameAt, type Locale, type Outcome, type SeatNames } from '@docket/engine';
import type { TrialEvent } from './events.js';
import { alignmentName, anEn, CARDS, counted, kindList, kindName, sayer, seatName, sideName } from './names.js';
import type { OrderGroup, Statement, TrialAction } from './state.js';

const GUILT_CARDS = { en: ['guilt card', 'guilt cards'], fr: ['carte culpabilité', 'cartes culpabilité'] } as const;

/**
 * A seat as the table calls it. The Trial's seats are only numbered, so a person at the table is called by their
 * name (`names`, where the table gives them), as the players call each other across a real table.
 */
export function namer(locale: Locale, names: SeatNames | undefined): (seat: number) => string {
  return (seat) => nameAt(names, seat, seatName(seat, locale));
}

/** A statement as the speaker says it. */
export function describeStatement(st: Statement, locale: Locale, names?: SeatNames): string {
  const t = sayer(locale);
  const who = namer(locale, names)(st.seat);
  switch (st.about) {
    case 'hand': {
      const side = sideName(st.side, locale);
      return t(`I saw ${anEn(side)} card in ${who}'s hand.`, `J'ai vu une carte ${side} dans la main de ${who}.`);
    }
    case 'pile': {
      const side = sideName(st.side, locale);
      return t(`I saw ${anEn(side)} card on ${who}'s pile.`, `J'ai vu une carte ${side} sur la pile de ${who}.`);
    }
    case 'gave':
      return t(`I gave ${who} ${counted(st.guilt, GUILT_CARDS, locale)}.`, `J'ai donné à ${who} ${counted(st.guilt, GUILT_CARDS, locale)}.`);
    case 'player': {
      const a = alignmentName(st.alignment, locale);
      return t(`${who} is ${a}.`, `${who} est ${a}.`);
    }
  }
}

const GROUPS: Readonly<Record<OrderGroup, readonly [string, string]>> = {
  defendants: ['defendant', 'accusé'],
  lawyers: ['lawyer', 'avocat'],
  witnesses: ['witness', 'témoin'],
};

/** An action as a menu line or a log entry. */
export function describe(a: TrialAction, locale: Locale, names?: SeatNames): string {
  const t = sayer(locale);
  const name = namer(locale, names);
  switch (a.type) {
    case 'order':
      return t(`${name(a.seat)} plays next`, `${name(a.seat)} joue ensuite`);
    case 'discard':
      return t(`Discard ${kindName(a.card, locale)} onto your pile`, `Défausser ${kindName(a.card, locale)} sur votre pile`);
    case 'give':
      return t(`Give ${kindName(a.card, locale)} to ${name(a.lawyer)}`, `Donner ${kindName(a.card, locale)} à ${name(a.lawyer)}`);
    case 'file':
      return t(`Put ${kindName(a.card, locale)} in the case file`, `Mettre ${kindName(a.card, locale)} dans le dossier`);
    case 'rest':
      return t('Keep the rest of your hand', 'Garder le reste de votre main');
    case 'peek-pile':
      return t(`Look at the top of ${name(a.defendant)}'s pile`, `Regarder le dessus de la pile de ${name(a.defendant)}`);
    case 'peek-hand':
      return t(`Look at a random card in ${name(a.lawyer)}'s hand`, `Regarder une carte au hasard dans la main de ${name(a.lawyer)}`);
    case 'pass':
      return t('Pass', 'Passer');
    case 'accuse':
      return t('Accuse the bad team (once per game)', "Accuser l'équipe des méchants (une fois par partie)");
    case 'toggle':
      return t(`Add or remove ${name(a.seat)} in the accusation`, `Ajouter ou retirer ${name(a.seat)} de l'accusation`);
    case 'confirm':
      return t('Confirm the accusation', "Confirmer l'accusation");
    case 'declare':
      return t('Declare the result', 'Proclamer le résultat');
    case 'state':
      return t(`Say: "${describeStatement(a.statement, locale, names)}"`, `Dire : « ${describeStatement(a.statement, locale, names)} »`);
    case 'marker':
      return t(`Keep ${kindName(a.card, locale)} as the round's marker`, `Garder ${kindName(a.card, locale)} comme marqueur de la manche`);
    case 'warn':
      return t(`Warn ${name(a.seat)}: they sit out next round`, `Avertir ${name(a.seat)} : il passe la prochaine manche`);
    case 'no-warning':
      return t('Give no warning', "Ne donner aucun avertissement");
    case 'object':
      return t('Play your objection card against the warning', "Jouer votre carte Objection contre l'avertissement");
    case 'allow':
      return t('Let the warning stand', "Laisser l'avertissement");
    case 'excess':
      return t(`Discard ${kindName(a.card, locale)} (hand limit)`, `Défausser ${kindName(a.card, locale)} (limite de main)`);
  }
}

/** An event for logs and screen readers: one case per kind of event, no default. */
export function describeEvent(e: TrialEvent, locale: Locale, names?: SeatNames): string {
  const t = sayer(locale);
  const name = namer(locale, names);
  const cards = (n: number): string => counted(n, CARDS, locale);
  switch (e.type) {
    case 'round-start':
      return e.stopped === null
        ? t(`Round ${e.round} begins.`, `La manche ${e.round} commence.`)
        : t(`Round ${e.round} begins; ${name(e.stopped)} sits it out.`, `La manche ${e.round} commence ; ${name(e.stopped)} ne joue pas.`);
    case 'order': {
      const [en, fr] = GROUPS[e.group];
      return t(`The Judge calls ${name(e.seat)} as the next ${en}.`, `Le Juge appelle ${name(e.seat)} comme ${fr} suivant.`);
    }
    case 'draw':
      return t(`${name(e.seat)} draws ${kindList(e.cards, locale)}.`, `${name(e.seat)} pioche ${kindList(e.cards, locale)}.`);
    case 'draw-hidden':
      return t(`${name(e.seat)} draws ${cards(e.count)}.`, `${name(e.seat)} pioche ${cards(e.count)}.`);
    case 'discard':
      return t(`${name(e.seat)} discards a card face down on their pile.`, `${name(e.seat)} défausse une carte face cachée sur sa pile.`);
    case 'give':
      return t(`${name(e.seat)} gives ${kindName(e.card, locale)} to ${name(e.lawyer)}.`, `${name(e.seat)} donne ${kindName(e.card, locale)} à ${name(e.lawyer)}.`);
    case 'give-hidden':
      return t(`${name(e.seat)} gives a card to ${name(e.lawyer)}.`, `${name(e.seat)} donne une carte à ${name(e.lawyer)}.`);
    case 'judge-files':
      return t(`The Judge puts ${cards(e.count)} in the case file unseen.`, `Le Juge met ${cards(e.count)} dans le dossier sans les voir.`);
    case 'file':
      return t(`${name(e.seat)} puts a card in the case file.`, `${name(e.seat)} met une carte dans le dossier.`);
    case 'rest':
      return t(`${name(e.seat)} keeps the rest of their hand.`, `${name(e.seat)} garde le reste de sa main.`);
    case 'peek':
      return e.where === 'pile'
        ? t(`${name(e.seat)} looks at the top of ${name(e.target)}'s pile.`, `${name(e.seat)} regarde le dessus de la pile de ${name(e.target)}.`)
        : t(`${name(e.seat)} looks at a random card in ${name(e.target)}'s hand.`, `${name(e.seat)} regarde une carte au hasard dans la main de ${name(e.target)}.`);
    case 'peek-card':
      return t(`${name(e.seat)} sees ${kindName(e.card, locale)}.`, `${name(e.seat)} voit ${kindName(e.card, locale)}.`);
    case 'peek-nothing':
      return t(`${name(e.seat)} has nothing to look at.`, `${name(e.seat)} n'a rien à regarder.`);
    case 'jury-pass':
      return t(`The Jury (${name(e.seat)}) passes.`, `Le Jury (${name(e.seat)}) passe.`);
    case 'accuse-start':
      return t(`The Jury (${name(e.seat)}) makes its accusation.`, `Le Jury (${name(e.seat)}) porte son accusation.`);
    case 'toggle':
      return t(`The Jury considers ${name(e.target)}.`, `Le Jury considère ${name(e.target)}.`);
    case 'accusation': {
      const seats = e.seats.map(name).join(', ');
      return e.correct
        ? t(`The Jury accuses ${seats}: correct!`, `Le Jury accuse ${seats} : c'est juste !`)
        : t(`The Jury accuses ${seats}: wrong. The Jury is silenced.`, `Le Jury accuse ${seats} : c'est faux. Le Jury est réduit au silence.`);
    }
    case 'declare':
      return e.after === 'reveal'
        ? t(`The Judge (${name(e.seat)}) declares the round's winner.`, `Le Juge (${name(e.seat)}) proclame le vainqueur de la manche.`)
        : t(`The Judge (${name(e.seat)}) declares the accusation's result.`, `Le Juge (${name(e.seat)}) proclame le résultat de l'accusation.`);
    case 'reveal': {
      const list = kindList(e.cards, locale);
      const winner = alignmentName(e.winner, locale);
      return t(
        `Case file: ${list}. After pairs cancel: ${e.innocence} innocence, ${e.guilt} guilt. The ${winner} team wins the round.`,
        `Dossier : ${list}. Après annulation des paires : ${e.innocence} innocence, ${e.guilt} culpabilité. L'équipe des ${winner}s gagne la manche.`,
      );
    }
    case 'statement':
      return t(`${name(e.seat)}: "${describeStatement(e.statement, locale, names)}"`, `${name(e.seat)} : « ${describeStatement(e.statement, locale, names)} »`);
    case 'silent':
      return t(`${name(e.seat)} has nothing more to say.`, `${name(e.seat)} n'a plus rien à dire.`);
    case 'discussion-end':
      return t('The Judge ends the discussion.', 'Le Juge clôt la discussion.');
    case 'marker':
      return t(`The Judge keeps ${kindName(e.card, locale)} as the round's marker.`, `Le Juge garde ${kindName(e.card, locale)} comme marqueur de la manche.`);
    case 'warn':
      return t(`The Judge warns ${name(e.target)}.`, `Le Juge avertit ${name(e.target)}.`);
    case 'no-warning':
      return t('The Judge gives no warning.', "Le Juge ne donne pas d'avertissement.");
    case 'objection':
      return t(`${name(e.seat)} objects: no warning this round.`, `${name(e.seat)} fait objection : pas d'avertissement cette manche.`);
    case 'allow':
      return t(`${name(e.seat)} lets the warning stand.`, `${name(e.seat)} laisse passer l'avertissement.`);
    case 'to-discard':
      return t('The revealed cards go to the discard pile.', 'Les cartes révélées vont à la défausse.');
    case 'excess':
      return t(`${name(e.seat)} discards a card to the bottom of the discard pile.`, `${name(e.seat)} défausse une carte sous la défausse.`);
    case 'excess-card':
      return t(`${name(e.seat)} discards ${kindName(e.card, locale)}.`, `${name(e.seat)} défausse ${kindName(e.card, locale)}.`);
    case 'reshuffle':
      return t(`The draw pile is empty: ${cards(e.count)} are shuffled into a new one.`, `La pioche est vide : ${cards(e.count)} sont mélangées en une nouvelle pioche.`);
    case 'game-over': {
      const a = alignmentName(e.winner, locale);
      return t(`The ${a} team wins the game.`, `L'équipe des ${a}s gagne la partie.`);
    }
  }
}

export function describeOutcome(o: Outcome, locale: Locale, names?: SeatNames): string {
  const t = sayer(locale);
  const name = namer(locale, names);
  const team = o.winningTeam === 'good' ? 'good' : 'bad';
  const a = alignmentName(team, locale);
  const seats = o.winners.map(name).join(', ');
  return o.reason === 'accusation'
    ? t(`The Jury named the bad team: the good team (${seats}) wins.`, `Le Jury a démasqué les méchants : l'équipe des gentils (${seats}) gagne.`)
    : t(`The ${a} team (${seats}) wins three rounds and the game.`, `L'équipe des ${a}s (${seats}) gagne trois manches et la partie.`);
}
