/** What the player typed at the prompt. */
export type PlayCommand =
  | { readonly kind: 'act'; readonly index: number }
  | { readonly kind: 'help' }
  | { readonly kind: 'log' }
  | { readonly kind: 'save'; readonly file: string | null }
  | { readonly kind: 'quit' }
  /** `i N`: action N in full; `i NAME`: any card looked up by name. */
  | { readonly kind: 'info'; readonly index: number | null; readonly query: string }
  | { readonly kind: 'empty' }
  | { readonly kind: 'bad'; readonly input: string };

/** Reads one input line: a number from 1 to `count`, or h, l, s [FILE], q, i N / i NAME (either case). */
export function parseCommand(line: string, count: number): PlayCommand {
  const input = line.trim();
  if (input === '') return { kind: 'empty' };
  if (/^\d+$/.test(input)) {
    const n = Number(input);
    return n >= 1 && n <= count ? { kind: 'act', index: n - 1 } : { kind: 'bad', input };
  }
  const [word = '', ...rest] = input.split(/\s+/);
  switch (word.toLowerCase()) {
    case 'h':
    case '?':
      return rest.length === 0 ? { kind: 'help' } : { kind: 'bad', input };
    case 'l':
      return rest.length === 0 ? { kind: 'log' } : { kind: 'bad', input };
    case 'q':
      return rest.length === 0 ? { kind: 'quit' } : { kind: 'bad', input };
    case 'i': {
      const query = input.slice(1).trim();
      if (query === '') return { kind: 'bad', input };
      if (!/^\d+$/.test(query)) return { kind: 'info', index: null, query };
      const n = Number(query);
      return n >= 1 && n <= count ? { kind: 'info', index: n - 1, query } : { kind: 'bad', input };
    }
    case 's':
      // The file name is the rest of the line as typed, so it may hold spaces.
      return { kind: 'save', file: rest.length === 0 ? null : input.slice(1).trim() };
    default:
      return { kind: 'bad', input };
  }
}
