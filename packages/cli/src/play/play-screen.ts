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
  readonly menu: readonly string[];
}

export function logLines(entries: readonly LogEntry[]): string[] {
  return entries.flatMap((e) => [e.title, ...e.events.map((t) => `  · ${t}`)]);
}

/** Cuts a line to the screen's width (counting characters, which is close enough for these texts). */
function clip(line: string, columns: number): string {
  const chars = [...line];
  return chars.length <= columns ? line : `${chars.slice(0, Math.max(0, columns - 1)).join('')}…`;
}

/**
 * The lines of one redraw. Without a size: everything, with the last RECENT log entries. With one: the board
 * first (given every row the header, the menu and the prompt leave it), then as much of the log's end as
 * still fits, every line cut to the width; so the whole redraw stays within the terminal.
 */
export function layout(parts: ScreenParts, screen?: ScreenSize): string[] {
  const { header, board, logTitle, emptyLog, log, menu } = parts;
  if (screen === undefined) {
    const recent = log.slice(-RECENT);
    return [...header, '', board(), '', rule(logTitle), ...(recent.length ? logLines(recent) : [emptyLog]), '', ...menu];
  }
  const { columns, rows } = screen;
  // The header, a blank line after the board, the menu and the prompt's line.
  const fixed = header.length + 1 + menu.length + 1;
  const boardLines = board({ columns, rows: Math.max(4, rows - fixed) }).split('\n');
  const room = rows - fixed - boardLines.length;
  const lines = logLines(log);
  const logPart = room >= 2 ? [rule(logTitle), ...(lines.length ? lines.slice(-(room - 1)) : [emptyLog])] : [];
  const out = [...header, ...boardLines, ...logPart, '', ...menu];
  return out.map((l) => clip(l, columns));
}
