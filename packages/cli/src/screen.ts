/** Clears the terminal and its scrollback, then homes the cursor: a redraw, not a scroll. */
export const CLEAR_SCREEN = '\x1b[2J\x1b[3J\x1b[H';

/** A titled horizontal rule that separates screens when output is piped. */
export function rule(title: string): string {
  return `── ${title} ${'─'.repeat(Math.max(3, 60 - title.length))}`;
}
