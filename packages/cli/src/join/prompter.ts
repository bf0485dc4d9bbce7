import type { CliIo } from '../io.js';
import { Console } from '../play/console.js';

/** The menu of one decision, printed with the board before the prompt. */
export interface Menu {
  readonly title: string;
  readonly actions: readonly string[];
  /** The short prompt of a typed answer. */
  readonly prompt: string;
}

/** How a person answers a server's menu: a typed line ("3", "h", "q"); null once input ends or on Ctrl-C. */
export interface Prompter {
  ask(menu: Menu): Promise<string | null>;
  /** Prints lines while a question waits for its answer, and shows it again as `prompt` below them. */
  interject(lines: readonly string[], prompt: string): void;
  close(): void;
}

/** The play command's console (typed lines, Ctrl-C, the same keys on a terminal and through a pipe). */
export class ConsolePrompter implements Prompter {
  private readonly console: Console;

  constructor(io: CliIo) {
    this.console = new Console(io);
  }

  async ask(menu: Menu): Promise<string | null> {
    const answer = await this.console.ask(menu.prompt);
    return answer.kind === 'line' ? answer.text : null;
  }

  interject(lines: readonly string[], prompt: string): void {
    this.console.interject(lines, prompt);
  }

  close(): void {
    this.console.close();
  }
}
