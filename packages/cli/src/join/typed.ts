import type { AnyGame, Locale } from '@docket/engine';
import type { LabelledAction } from '@docket/protocol';
import { messages } from '../messages.js';
import { parseCommand } from '../play/commands.js';
import { rule } from '../screen.js';
import type { JoinMessages } from './join-messages.js';
import { chatLine } from './question.js';

/** What a line typed at a server's table asks for: a move, a chat line, leaving, or lines to read. */
export type Typed =
  | { readonly kind: 'act'; readonly index: number }
  | { readonly kind: 'chat'; readonly text: string }
  | { readonly kind: 'leave' }
  | { readonly kind: 'show'; readonly lines: readonly string[] };

/** What the table shows that a typed line can ask about: the game, this client's view, its legal actions, its log. */
export interface Seen {
  readonly game: AnyGame | undefined;
  readonly view: unknown;
  /** Empty while others play: a number is then no move. */
  readonly legal: readonly LabelledAction[];
  readonly log: readonly string[];
}

/**
 * Reads one line with `docket play`'s keys (a number, h, l, i N, i NAME, q) and chat (`c TEXT`); null (the end of
 * input, Ctrl-C) leaves. Saving is not offered: a server's match record leaves it only when the match is over.
 */
export function typed(line: string | null, seen: Seen, lang: Locale, m: JoinMessages): Typed {
  if (line === null) return { kind: 'leave' };
  const text = chatLine(line);
  if (text !== null) return { kind: 'chat', text };
  const cmd = parseCommand(line, seen.legal.length);
  // The words `docket play` shows for the same keys.
  const pm = messages(lang);
  const bad = (input: string): Typed => ({ kind: 'show', lines: [seen.legal.length > 0 ? m.notAChoice(input, seen.legal.length) : m.notNow(input)] });
  switch (cmd.kind) {
    case 'act':
      return { kind: 'act', index: cmd.index };
    case 'quit':
      return { kind: 'leave' };
    case 'empty':
      return { kind: 'show', lines: [] };
    case 'help':
      return { kind: 'show', lines: m.help };
    case 'log':
      return { kind: 'show', lines: [rule(pm.fullLog), ...(seen.log.length > 0 ? seen.log : [pm.emptyLog])] };
    case 'info': {
      const { game } = seen;
      const action = cmd.index === null ? undefined : seen.legal[cmd.index];
      const text = action === undefined ? (game?.lookup?.(cmd.query, lang) ?? null) : (game?.explain?.(action.action, seen.view, lang) ?? action.label);
      return { kind: 'show', lines: [text ?? (game?.lookup ? pm.notFound(cmd.query) : pm.noLookup)] };
    }
    case 'save':
    case 'bad':
      return bad(line.trim());
  }
}
