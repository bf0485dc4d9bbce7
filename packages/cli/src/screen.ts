/** Clears the terminal and its scrollback, then homes the cursor: a redraw, not a scroll. */
export const CLEAR_SCREEN = '\x1b[2J\x1b[3J\x1b[H';

/** A titled horizontal rule that separates screens when output is piped. */
export function rule(title: string): string {
  return `── ${title} ${'─'.repeat(Math.max(3, 60 - title.length))}`;
}

/** Every control character but the line feed and the tab (C0, DEL, C1): what could drive a terminal. */
const TERMINAL_CONTROLS = /[^\P{Cc}\n\t]/gu;

/**
 * Text from elsewhere made safe to write to a terminal, its control characters dropped: an escape sequence in
 * someone's name or chat line must not clear the screen, retitle the window or write to the clipboard.
 */
export function printable(text: string): string {
  return text.replace(TERMINAL_CONTROLS, '');
}

/** JSON from elsewhere (a server), every string in it printable. */
export function parsePrintable(json: string): unknown {
  return JSON.parse(json, (_key, value: unknown) => (typeof value === 'string' ? printable(value) : value));
}
