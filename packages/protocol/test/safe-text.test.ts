import { describe, expect, it } from 'vitest';
import { clientMessageSchema, displayNameSchema, joinSchema } from '../src/index.js';

// What could drive a terminal (C0, DEL, C1) or make a name read as another (direction overrides and isolates).
const UNSAFE = ['\u0000', '\u0007', '\u0008', '\n', '\r', '\u001b', '\u007f', '\u009b', '\u202e', '\u2066', '\u2069'];
// People's names as people write them: accents, other scripts, emoji joined by a zero-width joiner.
const NAMES = ['Ada', 'Zoë', 'Łukasz', 'محمد', '李雷', 'Anne-Marie O’Neil', '👩‍⚖️ Judy'];

const chat = (text: string) => clientMessageSchema.safeParse({ type: 'chat', channel: 'table', text });

describe('names and chat lines', () => {
  it('take people’s words in any script', () => {
    for (const name of NAMES) {
      expect(displayNameSchema.safeParse(name).success).toBe(true);
      expect(chat(`Hello from ${name}!`).success).toBe(true);
    }
  });

  it('refuse control characters and direction overrides in them, saying why', () => {
    for (const c of UNSAFE) {
      // At either end, white space (a line feed, a return) is trimmed away first, as any name's spaces are.
      for (const text of /\s/.test(c) ? [`A${c}da`] : [`${c}Ada`, `A${c}da`, `Ada${c}`]) {
        const name = displayNameSchema.safeParse(text);
        expect(name.success).toBe(false);
        expect(name.error?.issues[0]?.message).toBe('A name may not hold control characters or direction overrides.');
        expect(chat(text).success).toBe(false);
      }
    }
  });

  it('guard the join request too', () => {
    expect(joinSchema.safeParse({ name: 'Ada' }).success).toBe(true);
    expect(joinSchema.safeParse({ name: 'Ada\u001b]0;owned\u0007' }).success).toBe(false);
  });
});
