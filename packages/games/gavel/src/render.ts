import { clipName, nameAt, type Locale, type ScreenSize, type SeatNames } from '@docket/engine';
import type { CardId } from './cards.js';
import { cardName, cardShort, seatName } from './names.js';
import type { GavelView } from './state.js';

/** The width of the full picture, when no screen size is given. */
const WIDTH = 80;
/** Below this many rows or columns the window is small: the shortest header, no legend. */
const SMALL_ROWS = 30;
const SMALL_COLUMNS = 60;
/** Space between two seats laid side by side. */
const GAP = '   ';

type Say = (en: string, fr: string) => string;
/** A seat as the picture calls it: its person's name where the table gives one, else "Player 3". */
type Namer = (seat: number) => string;
/** A name's columns at most in a seat's cell. */
const NAME_CELL = 12;

/** A label and its items on as many lines as `width` asks, continuation lines indented. */
function wrap(label: string, items: readonly string[], width: number): string[] {
  const out: string[] = [];
  let line = label;
  for (const c of items) {
    if (line.length + 1 + c.length > width && line.trim() !== '') {
      out.push(line);
      line = '   ';
    }
    line += ` ${c}`;
  }
  out.push(line);
  return out;
}

/** A line longer than the width, broken between words (a word longer than the width is cut). */
function fit(line: string, width: number): string[] {
  if (line.length <= width) return [line];
  const words = line.split(' ');
  return wrap(words[0] ?? '', words.slice(1), width).map((l) => l.slice(0, width));
}

/** One seat: who, hand size, points, lost turns, then its admitted evidence. */
function seatCell(v: GavelView, seat: number, t: Say, locale: Locale, names: SeatNames | undefined): { label: string; items: string[] } {
  const mark = seat === v.active && v.pending.step !== 'over' ? '>' : ' ';
  const state = v.eliminated[seat]
    ? t('eliminated', 'éliminé')
    : `${t('hand', 'main')} ${v.handCounts[seat]}, ${v.points[seat]} ${v.points[seat] === 1 ? 'point' : 'points'}`;
  const owed = v.lostTurns[seat] ?? 0;
  const lost = owed > 0 ? `, ${t('loses', 'perd')} ${owed} ${owed === 1 ? t('turn', 'tour') : t('turns', 'tours')}` : '';
  // A person's name with the seat's number (the order of play goes by it), cut to keep the cells even.
  const person = names?.[seat];
  const who = person ? `${clipName(person, NAME_CELL)} (${seat + 1})` : seatName(seat, locale);
  return { label: `${mark} ${who.padEnd(9)} ${state}${lost}${t(':', ' :')}`, items: (v.admitted[seat] ?? []).map(cardShort) };
}

/**
 * The seats, as many side by side as the width holds (each column as wide as its widest cell), else one per
 * line with its evidence wrapped: on a wide screen six seats take two or three rows instead of six.
 */
function seatLines(v: GavelView, t: Say, locale: Locale, width: number, sideBySide: boolean, names: SeatNames | undefined): string[] {
  const cells = Array.from({ length: v.players }, (_, seat) => seatCell(v, seat, t, locale, names));
  const flat = cells.map((c) => [c.label, ...c.items].join(' '));
  for (let perRow = sideBySide ? v.players : 1; perRow >= 2; perRow--) {
    const widths = Array.from({ length: perRow }, (_, j) => Math.max(...flat.filter((_, i) => i % perRow === j).map((c) => c.length)));
    if (widths.reduce((a, b) => a + b, 0) + GAP.length * (perRow - 1) > width) continue;
    const out: string[] = [];
    for (let i = 0; i < flat.length; i += perRow) {
      const row = flat.slice(i, i + perRow);
      out.push(row.map((c, j) => (j === row.length - 1 ? c : c.padEnd(widths[j] as number))).join(GAP));
    }
    return out;
  }
  return cells.flatMap((c) => wrap(c.label, c.items, width));
}

/**
 * The terminal picture of a view. Without a screen size: the full picture in 80 columns. With one: every line
 * fits its columns and the picture takes as few rows as it can, board first (seats side by side when they fit, no
 * blank lines); a small window also drops the card legend and shortens the header. With `names`, a person's seat
 * is called by their name, as in the labels.
 */
export function render(v: GavelView, locale: Locale, screen?: ScreenSize, names?: SeatNames): string {
  const t: Say = (en, fr) => (locale === 'fr' ? fr : en);
  const name: Namer = (seat) => nameAt(names, seat, seatName(seat, locale));
  const width = Math.max(20, screen?.columns ?? WIDTH);
  const small = screen !== undefined && (screen.rows < SMALL_ROWS || screen.columns < SMALL_COLUMNS);
  const you = v.viewer === 'spectator' ? t('spectator', 'spectateur') : name(v.viewer);
  const blank = screen === undefined ? [''] : [];
  const header = small
    ? `Gavel — ${v.targetPoints} ${t('pts, jury', 'pts, Jury')} ${v.juryMinimum} — ${you}`
    : `Gavel — ${t('target', 'objectif')} ${v.targetPoints} ${t('points, jury from', 'points, Jury dès')} ${v.juryMinimum} — ${t('you:', 'vous :')} ${you}`;
  const lines: string[] = [header, ...blank, ...seatLines(v, t, locale, width, screen !== undefined, names), ...blank];
  const top = v.discard.length > 0 ? cardName(v.discard[v.discard.length - 1] as CardId, locale) : '—';
  let stacks = `${t('Draw stack:', 'Pioche :')} ${v.drawCount}   ${t('Discard stack:', 'Défausse :')} ${v.discard.length} (${t('top', 'dessus')} ${top})`;
  const verdict = v.verdict === null ? null : verdictLine(v.verdict, t, name);
  // On a screen the last verdict shares the stacks' line when both fit.
  const shared = verdict !== null && screen !== undefined && stacks.length + 3 + verdict.length <= width;
  if (shared) stacks += `   ${verdict}`;
  lines.push(stacks);
  if (v.hand !== null) lines.push(...wrap(`${t('Your hand', 'Votre main')} (${v.hand.length})${t(':', ' :')}`, v.hand.map(cardShort), width));
  if (v.openHands !== null) {
    // Every hand opens at the end; the viewer's own is already shown above.
    v.openHands.forEach((h, seat) => {
      if (seat !== v.viewer) lines.push(...wrap(`${name(seat)}${t(':', ' :')}`, h.map(cardShort), width));
    });
  }
  if (verdict !== null && !shared) lines.push(verdict);
  if (!small) {
    lines.push(t('Cards: R2 evidence, R! Objection, R¡ Impeached, R# Response, OO Out of Order', 'Cartes : R2 preuve, R! Objection, R¡ Récusation, R# Réplique, OO Hors de propos'));
  }
  lines.push(`> ${pendingLine(v, locale, name)}`);
  return lines.flatMap((l) => fit(l, width)).join('\n');
}

function verdictLine(verdict: NonNullable<GavelView['verdict']>, t: Say, name: Namer): string {
  const what = verdict.guilty ? t('Guilty', 'Coupable') : t('Not Guilty', 'Non coupable');
  return `${t('Last verdict:', 'Dernier verdict :')} ${name(verdict.seat)}, ${what} (${verdict.points}/12)`;
}

function pendingLine(v: GavelView, locale: Locale, name: Namer): string {
  const t = (en: string, fr: string): string => (locale === 'fr' ? fr : en);
  const p = v.pending;
  if (p.step === 'over') {
    if (v.winner === null) return t('The match is over: no winner.', 'La partie est finie : aucun vainqueur.');
    return t(`The match is over: ${name(v.winner)} wins.`, `La partie est finie : ${name(v.winner)} gagne.`);
  }
  const who = name(p.seat);
  switch (p.step) {
    case 'open':
      return t(`${who}: Go to the Jury, or draw.`, `${who} : aller devant le Jury, ou piocher.`);
    case 'play':
      return t(`${who}: proffer evidence, or discard if you hold none.`, `${who} : présenter une preuve, ou défausser faute de preuve.`);
    case 'attack': {
      const waiting = p.waiting.map(name).join(', ');
      return t(`${who} proffers ${cardName(p.evidence, locale)}. Attack or let it through: ${waiting}.`, `${who} présente ${cardName(p.evidence, locale)}. Attaquer ou laisser passer : ${waiting}.`);
    }
    case 'respond':
      return t(
        `${name(p.objector)} attacks ${cardName(p.evidence, locale)} with ${cardName(p.attack, locale)}; ${who} answers.`,
        `${name(p.objector)} attaque ${cardName(p.evidence, locale)} avec ${cardName(p.attack, locale)} ; ${who} répond.`,
      );
  }
}
