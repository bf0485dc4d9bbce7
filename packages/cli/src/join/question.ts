import type { Prompter } from './prompter.js';

/** A typed line: what the person answered, or null once input ends (or on Ctrl-C). */
export interface Answered {
  readonly line: string | null;
}

/**
 * The one question open to the person at a table. It stays open while the table moves on (others play, chat
 * comes in), and its prompt follows what an answer would do now: chat or leave while others play, a move on
 * the person's turn, leave or join a new table after the game. One open question means one reader of the input:
 * a line typed is never taken by a question nobody waits for any more.
 */
export class Question {
  private open: Promise<Answered> | null = null;

  constructor(private readonly prompter: Prompter) {}

  /** Puts `prompt` to the person with `lines` printed above it: asked anew, or the open question shown again. */
  show(prompt: string, lines: readonly string[] = []): void {
    if (this.open !== null) {
      this.prompter.interject(lines, prompt);
      return;
    }
    if (lines.length > 0) this.prompter.interject(lines, prompt);
    this.open = this.prompter.ask({ title: '', actions: [], prompt }).then((line) => ({ line }));
  }

  /** The answer to the open question, which closes it: the next `show` asks anew. Raced, it can be awaited again. */
  get answer(): Promise<Answered> {
    const open = this.open;
    if (open === null) throw new Error('No question is open.');
    return open.then((a) => {
      if (this.open === open) this.open = null;
      return a;
    });
  }
}

/** The message of a chat line typed at any prompt (`c well played`), or null when the line is something else. */
export function chatLine(input: string): string | null {
  // Too long a line goes as typed: the server's refusal says why, rather than a message cut short unseen.
  return /^c\s+(\S.*)$/is.exec(input.trim())?.[1] ?? null;
}
