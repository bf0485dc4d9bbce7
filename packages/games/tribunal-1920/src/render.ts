import type { Locale, ScreenSize } from '@docket/engine';
import { HEARINGS_TO_WIN } from './board.js';
import {
  cardLists,
  districtLines,
  gridLabel,
  lastHearingLine,
  legend,
  occupant,
  pendingLine,
  requirement,
  sayer,
  seatLine,
  track,
  pack,
  wrap,
  you,
} from './render-parts.js';
import type { TribunalView } from './state.js';

/** The full picture's width, and the smallest screen that gets it (else the compact layout). */
const WIDTH = 80;
const ROOMY: ScreenSize = { columns: WIDTH, rows: 50 };
const CELL = 9;

/**
 * The terminal picture of a view. Without a screen: the full picture in 80 columns. With one: the full picture
 * when the screen is roomy (50 rows or more: a claim's menu alone takes 15), else a compact one (the board in 5 rows, the rest packed into
 * as few lines as the columns allow), so that the log keeps most of a small window. Every line fits the columns.
 */
export function render(v: TribunalView, locale: Locale, screen?: ScreenSize): string {
  const roomy = screen === undefined || (screen.rows >= ROOMY.rows && screen.columns >= ROOMY.columns);
  const columns = screen?.columns ?? WIDTH;
  const lines = roomy ? full(v, locale) : compact(v, locale, columns);
  return lines.map((l) => clip(l, columns)).join('\n');
}

/** A line cut to the columns (the last resort on a very narrow screen). */
function clip(line: string, columns: number): string {
  const trimmed = line.trimEnd();
  return trimmed.length <= columns ? trimmed : `${trimmed.slice(0, Math.max(0, columns - 1))}…`;
}

function full(v: TribunalView, locale: Locale): string[] {
  const t = sayer(locale);
  const lines: string[] = [
    `Tribunal 1920 — ${t('Hearing', 'Audience')} ${v.hearing} — ${t('you:', 'vous :')} ${you(v, locale)}`,
    `${t('Hearings won:', 'Audiences gagnées :')} ${track(v, 0, locale)}   ${track(v, 1, locale)}   (${HEARINGS_TO_WIN} ${t('to win', 'pour gagner')})`,
    '',
  ];
  const left = boxedGrid(v, locale);
  const right = [t('Districts (cost 3, 2 for the investigator)', 'Districts (coût 3, 2 pour l’Enquêteur)'), ...districtLines(v, locale)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    lines.push(`  ${(left[i] ?? '').padEnd(3 * (CELL + 1) + 1)}   ${right[i] ?? ''}`);
  }
  lines.push(`  ${legend(locale).join('  ')}`, '');
  lines.push(seatLine(v, 0, locale, false), seatLine(v, 1, locale, false));
  lines.push(`${t('Deck:', 'Pioche :')} ${v.deckCount}`);
  for (const [label, items] of cardLists(v, locale)) lines.push(...wrap(label, items, WIDTH));
  if (v.lastHearing !== null) lines.push(lastHearingLine(v.lastHearing, locale));
  lines.push(`> ${pendingLine(v, locale)}`);
  return lines;
}

function boxedGrid(v: TribunalView, locale: Locale): string[] {
  const rule = `+${'-'.repeat(CELL)}`.repeat(3) + '+';
  const out = [rule];
  for (let row = 0; row < 3; row++) {
    let need = '|';
    let who = '|';
    for (let col = 0; col < 3; col++) {
      const i = row * 3 + col;
      need += ` ${gridLabel(i, locale).padEnd(2)} ${requirement(v, i, locale)}`.padEnd(CELL) + '|';
      who += center(occupant(v, i, locale), CELL) + '|';
    }
    out.push(need, who, rule);
  }
  return out;
}

function center(s: string, w: number): string {
  const pad = w - s.length;
  return ' '.repeat(Math.floor(pad / 2)) + s + ' '.repeat(Math.ceil(pad / 2));
}

/**
 * The compact picture: a header packed on one line if it fits; the grid's 3 rows (label, requirement, occupant
 * per slot) beside the 5 districts, the legend under the grid; then seats, cards and the pending decision.
 */
function compact(v: TribunalView, locale: Locale, columns: number): string[] {
  const t = sayer(locale);
  const header = [
    `Tribunal 1920`,
    `${t('Hearing', 'Audience')} ${v.hearing}`,
    `${t('you:', 'vous :')} ${you(v, locale)}`,
    `${track(v, 0, locale)}  ${track(v, 1, locale)}`,
    `${t('deck', 'pioche')} ${v.deckCount}`,
  ];
  const lines = pack(header, columns);
  const grid = [0, 1, 2].map((row) =>
    [0, 1, 2].map((col) => {
      const i = row * 3 + col;
      return `${gridLabel(i, locale).padEnd(2)} ${requirement(v, i, locale).padEnd(4)} ${occupant(v, i, locale)}`;
    }).join(' | '),
  );
  const keys = legend(locale);
  const left = [...grid, keys.slice(0, 2).join('  '), keys.slice(2).join('  ')];
  const leftWidth = Math.max(...left.map((l) => l.length));
  const districts = districtLines(v, locale);
  const side = leftWidth + 3 + Math.max(...districts.map((l) => l.length)) <= columns;
  if (side) {
    for (let i = 0; i < left.length; i++) lines.push(`${(left[i] ?? '').padEnd(leftWidth)}   ${districts[i] ?? ''}`);
  } else {
    lines.push(...grid, ...districts, ...wrap('', keys, columns, '  ', ''));
  }
  lines.push(...pack([seatLine(v, 0, locale, true), seatLine(v, 1, locale, true)], columns));
  // Empty lists (an empty discard pile) take no row here.
  const lists = cardLists(v, locale).filter(([, items]) => items.length > 0);
  const last = v.lastHearing === null ? [] : [lastHearingLine(v.lastHearing, locale)];
  lines.push(...pack([...lists.map(([label, items]) => `${label} ${items.join(' ')}`), ...last], columns));
  lines.push(...pack([`> ${pendingLine(v, locale)}`], columns));
  return lines;
}
