import type { Locale } from '@docket/engine';
import type { Memory, TrialView } from '@docket/the-trial';
import { sayer } from '../common/text';
import { ALIGNMENT_TEXT, kindText, seatCaller, type SeatCaller } from './names';

/** The pending decision in a sentence. */
export function prompt(v: TrialView, locale: Locale, name: SeatCaller = seatCaller(locale)): string {
  const t = sayer(locale);
  const p = v.pending;
  if (p.step === 'over') {
    const w = v.winner === null ? '' : ALIGNMENT_TEXT[v.winner][locale];
    return t(`The game is over: the ${w} team wins.`, `La partie est terminée : l’équipe des ${w}s gagne.`);
  }
  const who = name(p.seat);
  const say: Record<typeof p.step, [string, string]> = {
    order: [`${who} (Judge) names who plays next.`, `${who} (Juge) désigne qui joue ensuite.`],
    discard: [`${who} discards a card onto their pile.`, `${who} défausse une carte sur sa pile.`],
    give: [`${who} gives cards to the lawyers.`, `${who} donne des cartes aux avocats.`],
    file: [`${who} files cards in the case file.`, `${who} verse des cartes au dossier.`],
    peek: [`${who} looks at a pile or a hand.`, `${who} regarde une pile ou une main.`],
    jury: [`${who} (Jury) may accuse the bad team, or pass.`, `${who} (Jury) peut accuser les méchants, ou passer.`],
    accuse: [`${who} (Jury) chooses whom to accuse.`, `${who} (Jury) choisit qui accuser.`],
    discuss: [`Discussion: ${who} speaks or passes.`, `Discussion : ${who} parle ou passe.`],
    declare: [`${who} (Judge) declares the result just revealed.`, `${who} (Juge) proclame le résultat qui vient d’être révélé.`],
    marker: [`${who} (Judge) keeps the round's marker.`, `${who} (Juge) garde le marqueur de la manche.`],
    warn: [`${who} (Judge) may warn a player.`, `${who} (Juge) peut avertir un joueur.`],
    objection: [`${who} may object to the warning.`, `${who} peut contester l’avertissement.`],
    excess: [`${who} discards down to the hand limit.`, `${who} défausse jusqu’à la limite de main.`],
  };
  const [en, fr] = say[p.step];
  return t(en, fr);
}

/** One line of the viewer's own memory. */
export function memoryLine(m: Memory, locale: Locale, name: SeatCaller = seatCaller(locale)): string {
  const t = sayer(locale);
  const k = (x: Parameters<typeof kindText>[0]) => kindText(x, locale);
  switch (m.what) {
    case 'drew':
      return t(`Round ${m.round}: you drew ${m.cards.map(k).join(', ')}.`, `Manche ${m.round} : vous avez pioché ${m.cards.map(k).join(', ')}.`);
    case 'discarded':
      return t(`Round ${m.round}: you discarded ${k(m.card)}.`, `Manche ${m.round} : vous avez défaussé ${k(m.card)}.`);
    case 'gave':
      return t(`Round ${m.round}: you gave ${k(m.card)} to ${name(m.lawyer)}.`, `Manche ${m.round} : vous avez donné ${k(m.card)} à ${name(m.lawyer)}.`);
    case 'received':
      return t(`Round ${m.round}: ${name(m.from)} gave you ${k(m.card)}.`, `Manche ${m.round} : ${name(m.from)} vous a donné ${k(m.card)}.`);
    case 'filed':
      return t(`Round ${m.round}: you filed ${k(m.card)}.`, `Manche ${m.round} : vous avez versé ${k(m.card)} au dossier.`);
    case 'peeked-pile':
      return t(`Round ${m.round}: you saw ${k(m.card)} on ${name(m.defendant)}'s pile.`, `Manche ${m.round} : vous avez vu ${k(m.card)} sur la pile de ${name(m.defendant)}.`);
    case 'peeked-hand':
      return t(`Round ${m.round}: you saw ${k(m.card)} in ${name(m.lawyer)}'s hand.`, `Manche ${m.round} : vous avez vu ${k(m.card)} dans la main de ${name(m.lawyer)}.`);
    case 'excess':
      return t(`Round ${m.round}: you discarded ${k(m.card)} over the hand limit.`, `Manche ${m.round} : vous avez défaussé ${k(m.card)} (limite de main).`);
  }
}
