import type { ScreenSize } from '@docket/engine';
import { rule } from '../screen.js';
import type { LogEntry } from './table.js';

/** How many log entries a screen of unknown size shows under the board; `l` shows them all. */
export const RECENT = 8;

/** What one redraw shows, from the top: a header, the board, the recent log, the menu (the prompt follows). */
export interface ScreenParts {
  readonly header: readonly string[];
  /** The board, fitted to the size given (none: the full layout). */
  readonly board: (screen?: ScreenSize) => string;
  readonly logTitle: string;
  readonly emptyLog: string;
  readonly log: readonly LogEntry[];
  /** The menu's title and its numbered items ("  3. Claim …"); no title: no menu. */
  readonly menu: { readonly title: string; readonly items: readonly string[] } | null;
}

export function logLines(entries: readonly LogEntry[]): string[] {
  return entries.flatMap((e) => [e.title, ...e.events.map((t) => `  · ${t}`)]);
}

/** Cuts a line to the screen's width (counting characters, which is close enough for these texts). */
function clip(line: string, columns: number): string {
  const chars = [...line];
  return chars.length <= columns ? line : `${chars.slice(0, Math.max(0, columns - 1)).join('')}…`;
}

/** The menu's items in `k` columns, filled down each column first, each column as wide as its widest item. */
export function menuColumns(items: readonly string[], k: number, columns: number): string[] {
  const height = Math.ceil(items.length / k);
  const cols = Array.from({ length: k }, (_, c) => items.slice(c * height, (c + 1) * height));
  const width = Math.max(8, Math.floor(columns / k));
  return Array.from({ length: height }, (_, r) =>
    cols
      .map((col, c) => {
        const cell = col[r] ?? '';
        return c === k - 1 ? cell : clip(cell, width - 2).padEnd(width);
      })
      .join('')
      .trimEnd(),
  );
}

/**
 * The lines of one redraw. Without a size: everything, with the last RECENT log entries. With one: the board
 * first (given every row the header, the menu and the prompt leave it), then as much of the log's end as
 * still fits, every line cut to the width; so the whole redraw stays within the terminal.
 */
export function layout(parts: ScreenParts, screen?: ScreenSize): string[] {
  const { header, board, logTitle, emptyLog, log, menu } = parts;
  const items = menu?.items ?? [];
  const title = menu ? [menu.title] : [];
  if (screen === undefined) {
    const recent = log.slice(-RECENT);
    return [...header, '', board(), '', rule(logTitle), ...(recent.length ? logLines(recent) : [emptyLog]), '', ...title, ...items];
  }
  const { columns, rows } = screen;
  // A long menu may go in columns: as many as fit side by side, but only as many as the rows require.
  const widest = Math.max(1, ...items.map((i) => [...i].length + 2));
  const most = Math.max(1, Math.min(items.length, Math.floor(columns / widest)));
  const menuRows = (k: number) => title.length + Math.ceil(items.length / k);
  // The header, a blank line before the menu, the prompt's line; the board gets the rest at the menu's most compact.
  const fixed = header.length + 1 + 1;
  const boardLines = board({ columns, rows: Math.max(4, rows - fixed - menuRows(most)) }).split('\n');
  const left = rows - fixed - boardLines.length;
  let k = 1;
  while (k < most && menuRows(k) > left) k++;
  const menuLines = [...title, ...(k === 1 ? items : menuColumns(items, k, columns))];
  const room = left - menuLines.length;
  const lines = logLines(log);
  const logPart = room >= 2 ? [rule(logTitle), ...(lines.length ? lines.slice(-(room - 1)) : [emptyLog])] : [];
  const out = [...header, ...boardLines, ...logPart, '', ...menuLines];
  return out.map((l) => clip(l, columns));
}
