import { describe, expect, it } from 'vitest';
import { parsePrintable, printable } from '../src/screen.js';

// What a hostile peer might put in a name or a chat line: clear the screen, retitle the window, write the
// clipboard (OSC 52), ring the bell, return to the start of the line to write over it, or a C1 CSI.
const HOSTILE = 'Ada\u001b[2J\u001b]0;owned\u0007\u001b]52;c;cHduZWQ=\u0007\r\u009b31m!';

describe('text from a server, on a terminal', () => {
  it('loses every control character but the line feed and the tab', () => {
    expect(printable(HOSTILE)).toBe('Ada[2J]0;owned]52;c;cHduZWQ=31m!');
    expect(printable('Line one\nline two\tand a tab')).toBe('Line one\nline two\tand a tab');
  });

  it('keeps people’s words in any script', () => {
    for (const name of ['Zoë', 'محمد', '李雷', '👩‍⚖️ Judy']) expect(printable(name)).toBe(name);
  });

  it('is made printable in every string of a message, however deep, and nothing else changes', () => {
    const message = { type: 'chat', seat: 1, name: HOSTILE, text: 'hi', at: 5, presence: [{ name: HOSTILE, connected: true }] };
    const text = JSON.stringify(message);
    // Parsed as it came, the escape sequences would reach the terminal: the reason for parsePrintable.
    expect(JSON.stringify(JSON.parse(text))).toContain('\\u001b');
    expect(parsePrintable(text)).toEqual({ ...message, name: printable(HOSTILE), presence: [{ name: printable(HOSTILE), connected: true }] });
  });
});
