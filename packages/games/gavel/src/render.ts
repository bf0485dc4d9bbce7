import type { Locale } from '@docket/engine';
import type { CardId } from './cards.js';
import { cardName, cardShort, seatName } from './names.js';
import type { GavelView } from './state.js';

const WIDTH = 80;

/** A label and its items on as many lines as the width asks. */
function wrap(label: string, items: readonly string[]): string[] {
  const out: string[] = [];
  let line = label;
  for (const c of items) {
    if (line.length + 1 + c.length > WIDTH) {
      out.push(line);
      line = '   ';
    }
    line += ` ${c}`;
  }
  out.push(line);
  return out;
}

/** The terminal picture of a view: plain text, lines of at most 80 characters. */
export function render(v: GavelView, locale: Locale): string {
  const t = (en: string, fr: string): string => (locale === 'fr' ? fr : en);
  const you = v.viewer === 'spectator' ? t('spectator', 'spectateur') : seatName(v.viewer, locale);
  const lines: string[] = [
    `Gavel — ${t('target', 'objectif')} ${v.targetPoints} ${t('points, jury from', 'points, Jury dès')} ${v.juryMinimum} — ${t('you:', 'vous :')} ${you}`,
    '',
  ];
  for (let seat = 0; seat < v.players; seat++) {
    const mark = seat === v.active && v.pending.step !== 'over' ? '>' : ' ';
    const state = v.eliminated[seat]
      ? t('eliminated', 'éliminé')
      : `${t('hand', 'main')} ${v.handCounts[seat]}, ${v.points[seat]} ${t('points', 'points')}`;
    const lost = (v.lostTurns[seat] ?? 0) > 0 ? ` ${t('loses', 'perd')} ${v.lostTurns[seat]} ${t('turn(s)', 'tour(s)')}` : '';
    lines.push(...wrap(`${mark} ${seatName(seat, locale).padEnd(9)} ${state}${lost}${t(':', ' :')}`, (v.admitted[seat] ?? []).map(cardShort)));
  }
  lines.push('');
  const top = v.discard.length > 0 ? cardName(v.discard[v.discard.length - 1] as CardId, locale) : '—';
  lines.push(`${t('Draw stack:', 'Pioche :')} ${v.drawCount}   ${t('Discard stack:', 'Défausse :')} ${v.discard.length} (${t('top', 'dessus')} ${top})`);
  if (v.hand !== null) lines.push(...wrap(`${t('Your hand', 'Votre main')} (${v.hand.length})${t(':', ' :')}`, v.hand.map(cardShort)));
  if (v.openHands !== null) {
    v.openHands.forEach((h, seat) => lines.push(...wrap(`${seatName(seat, locale)}${t(':', ' :')}`, h.map(cardShort))));
  }
  if (v.verdict !== null) {
    const verdict = v.verdict.guilty ? t('Guilty', 'Coupable') : t('Not Guilty', 'Non coupable');
    lines.push(`${t('Last verdict:', 'Dernier verdict :')} ${seatName(v.verdict.seat, locale)}, ${verdict} (${v.verdict.points}/12)`);
  }
  lines.push(t('Cards: R2 evidence, R! Objection, R¡ Impeached, R# Response, OO Out of Order', 'Cartes : R2 preuve, R! Objection, R¡ Récusation, R# Réplique, OO Hors de propos'));
  lines.push(`> ${pendingLine(v, locale)}`);
  return lines.flatMap(fit).join('\n');
}

/** A line longer than the width, broken between words. */
function fit(line: string): string[] {
  if (line.length <= WIDTH) return [line];
  const words = line.split(' ');
  return wrap(words[0] as string, words.slice(1));
}

function pendingLine(v: GavelView, locale: Locale): string {
  const t = (en: string, fr: string): string => (locale === 'fr' ? fr : en);
  const p = v.pending;
  if (p.step === 'over') {
    if (v.winner === null) return t('The match is over: no winner.', 'La partie est finie : aucun vainqueur.');
    return t(`The match is over: ${seatName(v.winner, locale)} wins.`, `La partie est finie : ${seatName(v.winner, locale)} gagne.`);
  }
  const who = seatName(p.seat, locale);
  switch (p.step) {
    case 'open':
      return t(`${who}: Go to the Jury, or draw.`, `${who} : aller devant le Jury, ou piocher.`);
    case 'play':
      return t(`${who}: proffer evidence, or discard if you hold none.`, `${who} : présenter une preuve, ou défausser faute de preuve.`);
    case 'attack': {
      const waiting = p.waiting.map((s) => seatName(s, locale)).join(', ');
      return t(`${who} proffers ${cardName(p.evidence, locale)}. Attack or let it through: ${waiting}.`, `${who} présente ${cardName(p.evidence, locale)}. Attaquer ou laisser passer : ${waiting}.`);
    }
    case 'respond':
      return t(
        `${seatName(p.objector, locale)} attacks ${cardName(p.evidence, locale)} with ${cardName(p.attack, locale)}; ${who} answers.`,
        `${seatName(p.objector, locale)} attaque ${cardName(p.evidence, locale)} avec ${cardName(p.attack, locale)} ; ${who} répond.`,
      );
  }
}
