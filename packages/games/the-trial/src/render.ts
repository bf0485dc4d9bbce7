import type { Locale, Seat } from '@docket/engine';
import { KIND_TAGS, type Kind } from './cards.js';
import { alignmentName, roleName, sayer, seatName } from './names.js';
import { ROUNDS_TO_WIN } from './roles.js';
import type { TrialView } from './state.js';
import { describeStatement } from './text.js';

const WIDTH = 80;

function tag(k: Kind | null): string {
  return k === null ? '??' : KIND_TAGS[k];
}

/** A label and its items on as many lines as the width asks. */
function wrap(label: string, items: readonly string[]): string[] {
  const out: string[] = [];
  let line = label;
  for (const item of items) {
    if (line.length + 1 + item.length > WIDTH) {
      out.push(line);
      line = '   ';
    }
    line += ` ${item}`;
  }
  out.push(line);
  return out;
}

/** The terminal picture of a view: plain text, lines of at most 80 characters. */
export function render(v: TrialView, locale: Locale): string {
  const t = sayer(locale);
  const you = v.viewer === 'spectator' ? t('spectator', 'spectateur') : seatName(v.viewer, locale);
  const lines: string[] = [
    `The Trial — ${t('Round', 'Manche')} ${v.round} — ${t('you:', 'vous :')} ${you}`,
    `${t('Rounds won', 'Manches gagnées')}${t(':', ' :')} ${t('good', 'gentils')} ${v.wins.good}, ${t('bad', 'méchants')} ${v.wins.bad} (${ROUNDS_TO_WIN} ${t('to win', 'pour gagner')})`,
    '',
  ];
  for (let seat = 0; seat < v.players; seat++) lines.push(...seatLines(v, seat, locale));
  lines.push('');
  const top = v.discard[0];
  lines.push(
    `${t('Draw pile', 'Pioche')} ${v.drawCount} — ${t('discard', 'défausse')} ${v.discard.length + v.bottom.length}` +
      (top ? ` (${t('top', 'dessus')} ${tag(top)})` : '') +
      ` — ${t('case file', 'dossier')} ${v.caseFile.length}` +
      (v.markers.length > 0 ? ` — ${t('markers', 'marqueurs')} ${v.markers.map(tag).join(' ')}` : ''),
  );
  const last = v.results[v.results.length - 1];
  if (last) {
    lines.push(
      ...wrap(
        `${t('Round', 'Manche')} ${last.round}${t(':', ' :')} ${last.revealed.map(tag).join(' ')} →`,
        [`${last.innocence}–${last.guilt}`, t(`${last.winner} team`, `équipe des ${alignmentName(last.winner, locale)}s`)],
      ),
    );
  }
  if (v.accusation) {
    const seats = v.accusation.seats.map((s) => String(s + 1)).join(',');
    lines.push(t(`Accusation (${seats}): ${v.accusation.correct ? 'correct' : 'wrong'}`, `Accusation (${seats}) : ${v.accusation.correct ? 'juste' : 'fausse'}`));
  }
  const recent = v.statements.filter((s) => s.round === v.round).slice(-6);
  for (const s of recent) {
    const line = `  ${seatName(s.seat, locale)}${t(':', ' :')} ${describeStatement(s.statement, locale)}`;
    lines.push(line.length > WIDTH ? `${line.slice(0, WIDTH - 1)}…` : line);
  }
  lines.push(`> ${pendingLine(v, locale)}`);
  lines.push(t('Tags: lower case innocence, UPPER CASE guilt, ?? unseen.', 'Cartes : minuscules innocence, MAJUSCULES culpabilité, ?? inconnue.'));
  return lines.join('\n');
}

function seatLines(v: TrialView, seat: Seat, locale: Locale): string[] {
  const t = sayer(locale);
  const role = v.roles[seat];
  const a = v.alignments[seat];
  let head = `${seat === v.viewer ? '*' : ' '}${seatName(seat, locale).padEnd(10)} ${role ? roleName(role, locale) : ''}`;
  if (a) head += ` (${alignmentName(a, locale)})`;
  if (v.stopped === seat) head += t(' [warned: sits out]', ' [averti : ne joue pas]');
  if (v.warned === seat) head += t(' [warned]', ' [averti]');
  if (v.objectionUsed[seat]) head += t(' [objection used]', ' [objection jouée]');
  const hand = v.hands[seat] ?? [];
  const pile = v.piles[seat] ?? [];
  const holding = v.holding[seat] ?? [];
  const parts: string[] = [];
  if (role === 'lawyer') parts.push(`${t('hand', 'main')} ${hand.length}${hand.some((k) => k !== null) ? `: ${hand.map(tag).join(' ')}` : ''}`);
  if (role === 'defendant') {
    parts.push(`${t('pile', 'pile')} ${pile.length}${pile.some((k) => k !== null) ? `: ${pile.map(tag).join(' ')}` : ''}`);
    if (holding.length > 0) parts.push(`${t('holds', 'tient')} ${holding.map(tag).join(' ')}`);
  }
  return wrap(`${head}${parts.length > 0 ? ' —' : ''}`, parts);
}

function pendingLine(v: TrialView, locale: Locale): string {
  const t = sayer(locale);
  const p = v.pending;
  if (p.step === 'over') {
    const w = v.winner ?? 'bad';
    return t(`The game is over: the ${w} team wins.`, `La partie est finie : l'équipe des ${alignmentName(w, locale)}s gagne.`);
  }
  const who = seatName(p.seat, locale);
  switch (p.step) {
    case 'order':
      return t(`${who} (Judge): who plays next among the ${p.group}?`, `${who} (Juge) : qui joue ensuite ?`);
    case 'discard':
      return t(`${who}: discard one card onto your pile.`, `${who} : défaussez une carte sur votre pile.`);
    case 'give':
      return t(`${who}: give 2 cards to each lawyer.`, `${who} : donnez 2 cartes à chaque avocat.`);
    case 'file':
      return t(`${who}: put at least 2 cards in the case file (${p.filed} so far).`, `${who} : mettez au moins 2 cartes dans le dossier (${p.filed} déjà).`);
    case 'peek':
      return t(`${who}: look at a defendant's pile or a lawyer's hand.`, `${who} : regardez une pile d'accusé ou une main d'avocat.`);
    case 'jury':
      return t(`${who} (Jury): pass or accuse.`, `${who} (Jury) : passer ou accuser.`);
    case 'accuse':
      return t(`${who} (Jury): accusing ${p.chosen.map((s) => s + 1).join(',') || '…'}; toggle or confirm.`, `${who} (Jury) : accuse ${p.chosen.map((s) => s + 1).join(',') || '…'} ; modifier ou confirmer.`);
    case 'declare':
      return p.after === 'reveal'
        ? t(`${who} (Judge): declare the round's winner.`, `${who} (Juge) : proclamez le vainqueur de la manche.`)
        : t(`${who} (Judge): declare the accusation's result.`, `${who} (Juge) : proclamez le résultat de l'accusation.`);
    case 'discuss':
      return t(`${who}: make a statement or pass.`, `${who} : faites une déclaration ou passez.`);
    case 'marker':
      return t(`${who} (Judge): choose the round's marker card.`, `${who} (Juge) : choisissez la carte marqueur.`);
    case 'warn':
      return t(`${who} (Judge): warn a player, or not.`, `${who} (Juge) : avertir un joueur, ou non.`);
    case 'objection':
      return t(`${who}: object to the warning of ${seatName(p.target, locale)}?`, `${who} : objection à l'avertissement de ${seatName(p.target, locale)} ?`);
    case 'excess':
      return t(`${who}: discard down to the hand limit.`, `${who} : défaussez jusqu'à la limite de main.`);
  }
}
