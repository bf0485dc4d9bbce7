import type { GameEvent, Locale, Outcome } from '@docket/engine';
import { isKind, type Kind } from './cards.js';
import { alignmentName, kindList, kindName, sayer, seatName, sideName } from './names.js';
import type { Alignment } from './roles.js';
import type { Statement, TrialAction } from './state.js';

/** A statement as the speaker says it. */
export function describeStatement(st: Statement, locale: Locale): string {
  const t = sayer(locale);
  const who = seatName(st.seat, locale);
  switch (st.about) {
    case 'hand': {
      const side = sideName(st.side, locale);
      return t(`I saw a ${side} card in ${who}'s hand.`, `J'ai vu une carte ${side} dans la main de ${who}.`);
    }
    case 'pile': {
      const side = sideName(st.side, locale);
      return t(`I saw a ${side} card on ${who}'s pile.`, `J'ai vu une carte ${side} sur la pile de ${who}.`);
    }
    case 'gave':
      return t(`I gave ${who} ${st.guilt} guilt card${st.guilt === 1 ? '' : 's'}.`, `J'ai donné à ${who} ${st.guilt} carte${st.guilt > 1 ? 's' : ''} culpabilité.`);
    case 'player': {
      const a = alignmentName(st.alignment, locale);
      return t(`${who} is ${a}.`, `${who} est ${a}.`);
    }
  }
}

const GROUPS: Readonly<Record<string, readonly [string, string]>> = {
  defendants: ['defendant', 'accusé'],
  lawyers: ['lawyer', 'avocat'],
  witnesses: ['witness', 'témoin'],
};

/** An action as a menu line or a log entry. */
export function describe(a: TrialAction, locale: Locale): string {
  const t = sayer(locale);
  switch (a.type) {
    case 'order':
      return t(`${seatName(a.seat, locale)} plays next`, `${seatName(a.seat, locale)} joue ensuite`);
    case 'discard':
      return t(`Discard ${kindName(a.card, locale)} onto your pile`, `Défausser ${kindName(a.card, locale)} sur votre pile`);
    case 'give':
      return t(`Give ${kindName(a.card, locale)} to ${seatName(a.lawyer, locale)}`, `Donner ${kindName(a.card, locale)} à ${seatName(a.lawyer, locale)}`);
    case 'file':
      return t(`Put ${kindName(a.card, locale)} in the case file`, `Mettre ${kindName(a.card, locale)} dans le dossier`);
    case 'rest':
      return t('Keep the rest of your hand', 'Garder le reste de votre main');
    case 'peek-pile':
      return t(`Look at the top of ${seatName(a.defendant, locale)}'s pile`, `Regarder le dessus de la pile de ${seatName(a.defendant, locale)}`);
    case 'peek-hand':
      return t(`Look at a random card in ${seatName(a.lawyer, locale)}'s hand`, `Regarder une carte au hasard dans la main de ${seatName(a.lawyer, locale)}`);
    case 'pass':
      return t('Pass', 'Passer');
    case 'accuse':
      return t('Accuse the bad team (once per game)', "Accuser l'équipe des méchants (une fois par partie)");
    case 'toggle':
      return t(`Add or remove ${seatName(a.seat, locale)} in the accusation`, `Ajouter ou retirer ${seatName(a.seat, locale)} de l'accusation`);
    case 'confirm':
      return t('Confirm the accusation', "Confirmer l'accusation");
    case 'state':
      return t(`Say: "${describeStatement(a.statement, locale)}"`, `Dire : « ${describeStatement(a.statement, locale)} »`);
    case 'marker':
      return t(`Keep ${kindName(a.card, locale)} as the round's marker`, `Garder ${kindName(a.card, locale)} comme marqueur de la manche`);
    case 'warn':
      return t(`Warn ${seatName(a.seat, locale)}: they sit out next round`, `Avertir ${seatName(a.seat, locale)} : il passe la prochaine manche`);
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

function kinds(x: unknown): Kind[] {
  return Array.isArray(x) ? x.filter(isKind) : [];
}

function plural(n: unknown, en: string, fr: string, locale: Locale): string {
  const k = Number(n);
  return locale === 'fr' ? `${k} ${fr}${k > 1 ? 's' : ''}` : `${k} ${en}${k === 1 ? '' : 's'}`;
}

/** An event for logs and screen readers. */
export function describeEvent(e: GameEvent, locale: Locale): string {
  const t = sayer(locale);
  const who = seatName(e.seat, locale);
  const target = seatName(e.target, locale);
  const card = isKind(e.card) ? kindName(e.card, locale) : '?';
  switch (e.type) {
    case 'round-start':
      return e.stopped === null
        ? t(`Round ${String(e.round)} begins.`, `La manche ${String(e.round)} commence.`)
        : t(`Round ${String(e.round)} begins; ${seatName(e.stopped, locale)} sits it out.`, `La manche ${String(e.round)} commence ; ${seatName(e.stopped, locale)} ne joue pas.`);
    case 'order': {
      const [en, fr] = GROUPS[String(e.group)] ?? ['', ''];
      return t(`The Judge calls ${who} as the next ${en}.`, `Le Juge appelle ${who} comme ${fr} suivant.`);
    }
    case 'draw':
      return t(`${who} draws ${kindList(kinds(e.cards), locale)}.`, `${who} pioche ${kindList(kinds(e.cards), locale)}.`);
    case 'draw-hidden':
      return t(`${who} draws ${plural(e.count, 'card', 'carte', locale)}.`, `${who} pioche ${plural(e.count, 'card', 'carte', locale)}.`);
    case 'discard':
      return t(`${who} discards a card face down on their pile.`, `${who} défausse une carte face cachée sur sa pile.`);
    case 'give':
      return t(`${who} gives ${card} to ${seatName(e.lawyer, locale)}.`, `${who} donne ${card} à ${seatName(e.lawyer, locale)}.`);
    case 'give-hidden':
      return t(`${who} gives a card to ${seatName(e.lawyer, locale)}.`, `${who} donne une carte à ${seatName(e.lawyer, locale)}.`);
    case 'judge-files':
      return t(`The Judge puts ${plural(e.count, 'card', 'carte', locale)} in the case file unseen.`, `Le Juge met ${plural(e.count, 'card', 'carte', locale)} dans le dossier sans les voir.`);
    case 'file':
      return t(`${who} puts a card in the case file.`, `${who} met une carte dans le dossier.`);
    case 'rest':
      return t(`${who} keeps the rest of their hand.`, `${who} garde le reste de sa main.`);
    case 'peek':
      return e.where === 'pile'
        ? t(`${who} looks at the top of ${target}'s pile.`, `${who} regarde le dessus de la pile de ${target}.`)
        : t(`${who} looks at a random card in ${target}'s hand.`, `${who} regarde une carte au hasard dans la main de ${target}.`);
    case 'peek-card':
      return t(`${who} sees ${card}.`, `${who} voit ${card}.`);
    case 'peek-nothing':
      return t(`${who} has nothing to look at.`, `${who} n'a rien à regarder.`);
    case 'jury-pass':
      return t(`The Jury (${who}) passes.`, `Le Jury (${who}) passe.`);
    case 'accuse-start':
      return t(`The Jury (${who}) makes its accusation.`, `Le Jury (${who}) porte son accusation.`);
    case 'toggle':
      return t(`The Jury considers ${target}.`, `Le Jury considère ${target}.`);
    case 'accusation': {
      const seats = Array.isArray(e.seats) ? e.seats.map((s) => seatName(s, locale)).join(', ') : '';
      return e.correct
        ? t(`The Jury accuses ${seats}: correct!`, `Le Jury accuse ${seats} : c'est juste !`)
        : t(`The Jury accuses ${seats}: wrong. The Jury is silenced.`, `Le Jury accuse ${seats} : c'est faux. Le Jury est réduit au silence.`);
    }
    case 'reveal': {
      const winner = alignmentName(e.winner as Alignment, locale);
      return t(
        `Case file: ${kindList(kinds(e.cards), locale)}. After pairs cancel: ${String(e.innocence)} innocence, ${String(e.guilt)} guilt. The ${winner} team wins the round.`,
        `Dossier : ${kindList(kinds(e.cards), locale)}. Après annulation des paires : ${String(e.innocence)} innocence, ${String(e.guilt)} culpabilité. L'équipe des ${alignmentName(e.winner as Alignment, locale)}s gagne la manche.`,
      );
    }
    case 'statement':
      return t(`${who}: "${describeStatement(e.statement as Statement, locale)}"`, `${who} : « ${describeStatement(e.statement as Statement, locale)} »`);
    case 'statement-truth':
      return e.honest ? t(`${who} told the truth.`, `${who} a dit la vérité.`) : t(`${who} lied.`, `${who} a menti.`);
    case 'silent':
      return t(`${who} has nothing more to say.`, `${who} n'a plus rien à dire.`);
    case 'discussion-end':
      return t('The Judge ends the discussion.', 'Le Juge clôt la discussion.');
    case 'marker':
      return t(`The Judge keeps ${card} as the round's marker.`, `Le Juge garde ${card} comme marqueur de la manche.`);
    case 'warn':
      return t(`The Judge warns ${target}.`, `Le Juge avertit ${target}.`);
    case 'no-warning':
      return t('The Judge gives no warning.', "Le Juge ne donne pas d'avertissement.");
    case 'objection':
      return t(`${who} objects: no warning this round.`, `${who} fait objection : pas d'avertissement cette manche.`);
    case 'allow':
      return t(`${who} lets the warning stand.`, `${who} laisse passer l'avertissement.`);
    case 'to-discard':
      return t(`The revealed cards go to the discard pile.`, `Les cartes révélées vont à la défausse.`);
    case 'excess':
      return t(`${who} discards a card to the bottom of the discard pile.`, `${who} défausse une carte sous la défausse.`);
    case 'excess-card':
      return t(`${who} discards ${card}.`, `${who} défausse ${card}.`);
    case 'reshuffle':
      return t(`The draw pile is empty: ${plural(e.count, 'card', 'carte', locale)} are shuffled into a new one.`, `La pioche est vide : ${plural(e.count, 'card', 'carte', locale)} sont mélangées en une nouvelle pioche.`);
    case 'game-over': {
      const a = alignmentName(e.winner as Alignment, locale);
      return t(`The ${a} team wins the game.`, `L'équipe des ${a}s gagne la partie.`);
    }
    default:
      return e.type;
  }
}

export function describeOutcome(o: Outcome, locale: Locale): string {
  const t = sayer(locale);
  const team = o.winningTeam === 'good' ? 'good' : 'bad';
  const a = alignmentName(team, locale);
  const seats = o.winners.map((s) => seatName(s, locale)).join(', ');
  return o.reason === 'accusation'
    ? t(`The Jury named the bad team: the good team (${seats}) wins.`, `Le Jury a démasqué les méchants : l'équipe des gentils (${seats}) gagne.`)
    : t(`The ${a} team (${seats}) wins three rounds and the game.`, `L'équipe des ${a}s (${seats}) gagne trois manches et la partie.`);
}
