import type { Readable, Writable } from 'node:stream';
import { confirm, isCancel, select, text } from '@clack/prompts';
import { LineReader } from '../line-reader.js';
import type { Messages } from '../messages.js';

/** The menu of one decision: a line prompter has printed it with the board already. */
export interface Menu {
  readonly title: string;
  readonly actions: readonly string[];
  /** The short prompt of a typed answer. */
  readonly prompt: string;
}

/** How the player answers: a command line such as "3", "h", "s game.json" or "q"; null once input ends. */
export interface Prompter {
  /** Whether the menu is drawn by the prompter itself, so the screen must not print it. */
  readonly drawsMenu: boolean;
  ask(menu: Menu): Promise<string | null>;
  confirm(question: string): Promise<boolean | null>;
  close(): void;
}

/** Plain numbered prompts read line by line: pipes, scripts, tests and dumb terminals. */
export class LinePrompter implements Prompter {
  private readonly reader: LineReader;

  constructor(
    input: Readable,
    private readonly output: Writable,
  ) {
    this.reader = new LineReader(input);
  }

  readonly drawsMenu = false;

  async ask(menu: Menu): Promise<string | null> {
    return this.read(menu.prompt);
  }

  async confirm(question: string): Promise<boolean | null> {
    const answer = await this.read(`${question} (y/n) `);
    return answer === null ? null : /^\s*(y|yes|o|oui)\s*$/i.test(answer);
  }

  close(): void {
    this.reader.close();
  }

  /** Echoes the answer, so a transcript of a piped game reads like a played one. */
  private async read(prompt: string): Promise<string | null> {
    this.output.write(prompt);
    const line = await this.reader.next();
    this.output.write(line === null ? '\n' : `${line}\n`);
    return line;
  }
}

/** Arrow-key menus on a terminal; each pick is turned back into the command line it stands for. */
export class TtyPrompter implements Prompter {
  constructor(
    private readonly m: Messages,
    private readonly input?: Readable,
    private readonly output?: Writable,
  ) {}

  readonly drawsMenu = true;

  async ask(menu: Menu): Promise<string | null> {
    const streams = { input: this.input, output: this.output };
    const choice = await select<string>({
      ...streams,
      // clack's own key hints are English only; ours speak the player's language.
      message: `${menu.title} (${this.m.menuKeys})`,
      showInstructions: false,
      maxItems: 12,
      options: [
        ...menu.actions.map((label, i) => ({ value: String(i + 1), label: `${i + 1}. ${label}` })),
        { value: 'h', label: this.m.menuHelp },
        { value: 'l', label: this.m.menuLog },
        { value: 's', label: this.m.menuSave },
        { value: 'q', label: this.m.menuQuit },
      ],
    });
    // Ctrl-C or Escape asks to leave, like q.
    if (isCancel(choice)) return 'q';
    if (choice !== 's') return choice;
    const file = await text({ ...streams, message: this.m.saveAsk, placeholder: 'match.json' });
    return isCancel(file) || file.trim() === '' ? '' : `s ${file}`;
  }

  async confirm(question: string): Promise<boolean | null> {
    const { input, output, m } = this;
    const yes = await confirm({ input, output, message: question, active: m.yes, inactive: m.no });
    return isCancel(yes) ? true : yes;
  }

  close(): void {}
}
