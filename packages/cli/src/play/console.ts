import { clearLine, createInterface, cursorTo, type Interface } from 'node:readline';
import type { ScreenSize } from '@docket/engine';
import type { CliIo } from '../io.js';

/** What a prompt got: a typed line, the end of the input, or Ctrl-C. */
export type Answer = { readonly kind: 'line'; readonly text: string } | { readonly kind: 'end' } | { readonly kind: 'interrupt' };

/**
 * The play command's one input: typed lines (a number, h, l, s, q, i … then Enter) on a terminal and through a
 * pipe alike, Ctrl-C at any moment (a terminal's key, or SIGINT through `io.signals`), and the terminal's size.
 * A Ctrl-C that comes while nobody is asking (a bot thinking) is kept for whoever asks next, or handed to
 * `whenInterrupted`.
 */
export class Console {
  private readonly rl: Interface;
  private readonly lines: string[] = [];
  private waiting: ((a: Answer) => void) | null = null;
  private readonly interruptWaiters = new Set<() => void>();
  private pendingInterrupt = false;
  private ended = false;
  private onResize: (() => void) | null = null;
  private prompt = '';
  private readonly terminal: boolean;
  private readonly signal = (): void => this.interrupt();
  private readonly resize = (): void => this.resized();

  constructor(private readonly io: CliIo) {
    // Line editing and Ctrl-C as a key need a real terminal on input; a screen alone (tests) reads plain lines.
    this.terminal = io.interactive && (io.stdin as { isTTY?: boolean }).isTTY === true;
    this.rl = createInterface({ input: io.stdin, output: this.terminal ? io.stdout : undefined, terminal: this.terminal, crlfDelay: Infinity });
    this.rl.on('line', (line) => {
      const w = this.waiting;
      this.waiting = null;
      if (w) w({ kind: 'line', text: line });
      else this.lines.push(line);
    });
    this.rl.on('close', () => {
      this.ended = true;
      const w = this.waiting;
      this.waiting = null;
      w?.({ kind: 'end' });
    });
    // A terminal in raw mode turns Ctrl-C into this event instead of a signal.
    this.rl.on('SIGINT', this.signal);
    io.signals?.on('SIGINT', this.signal);
    io.stdout.on('resize', this.resize);
  }

  /** The terminal's size, when there is a terminal. */
  screen(): ScreenSize | undefined {
    if (!this.io.interactive) return undefined;
    const { columns, rows } = this.io.stdout as { columns?: number; rows?: number };
    return columns && rows ? { columns, rows } : undefined;
  }

  /** What to redraw when the terminal changes size (null: nothing). */
  redrawOnResize(draw: (() => void) | null): void {
    this.onResize = draw;
  }

  /** Prints `prompt` and waits for one line; a piped answer is echoed, so a transcript reads like a played game. */
  ask(prompt: string): Promise<Answer> {
    if (this.pendingInterrupt) {
      this.pendingInterrupt = false;
      this.io.stdout.write(`${prompt}\n`);
      return Promise.resolve({ kind: 'interrupt' });
    }
    const echo = (a: Answer): Answer => {
      if (!this.terminal) this.io.stdout.write(a.kind === 'line' ? `${a.text}\n` : '\n');
      else if (a.kind !== 'line') this.io.stdout.write('\n');
      return a;
    };
    this.show(prompt);
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(echo({ kind: 'line', text: line }));
    if (this.ended) return Promise.resolve(echo({ kind: 'end' }));
    return new Promise((resolve) => (this.waiting = (a) => resolve(echo(a))));
  }

  /** Resolves at the next Ctrl-C; `cancel` stops listening. For waits that are not prompts (a bot thinking). */
  whenInterrupted(): { readonly promise: Promise<void>; cancel(): void } {
    let done: () => void = () => {};
    const promise = new Promise<void>((resolve) => {
      if (this.pendingInterrupt) {
        this.pendingInterrupt = false;
        resolve();
        return;
      }
      done = () => resolve();
      this.interruptWaiters.add(done);
    });
    return { promise, cancel: () => this.interruptWaiters.delete(done) };
  }

  /**
   * Forgets lines typed ahead on a terminal (an Enter pressed while a bot thought), so a pass screen is never
   * skipped by a key meant for the last screen. Piped input is a script, not a person: it is kept.
   */
  discardTypeAhead(): void {
    if (this.terminal) this.lines.length = 0;
  }

  /**
   * Prints `lines` while a prompt waits (a chat line coming in), above it: the prompt comes back below them as
   * `prompt` (what an answer does may have changed), with anything typed so far.
   */
  interject(lines: readonly string[], prompt: string): void {
    this.prompt = prompt;
    if (this.terminal) {
      clearLine(this.io.stdout, 0);
      cursorTo(this.io.stdout, 0);
      this.io.stdout.write(lines.map((l) => `${l}\n`).join(''));
      this.rl.setPrompt(prompt);
      if (this.waiting) this.rl.prompt(true);
      return;
    }
    // Piped: the prompt is already out with no line end; the lines go below it, and the prompt once more.
    this.io.stdout.write(`${this.waiting ? '\n' : ''}${lines.map((l) => `${l}\n`).join('')}${this.waiting ? prompt : ''}`);
  }

  close(): void {
    this.io.signals?.off('SIGINT', this.signal);
    this.io.stdout.off('resize', this.resize);
    this.rl.close();
  }

  private show(prompt: string): void {
    this.prompt = prompt;
    if (this.terminal) {
      this.rl.setPrompt(prompt);
      this.rl.prompt();
    } else this.io.stdout.write(prompt);
  }

  private interrupt(): void {
    const w = this.waiting;
    if (w) {
      this.waiting = null;
      w({ kind: 'interrupt' });
      return;
    }
    const waiters = [...this.interruptWaiters];
    this.interruptWaiters.clear();
    if (waiters.length === 0) this.pendingInterrupt = true;
    for (const f of waiters) f();
  }

  private resized(): void {
    if (!this.onResize) return;
    this.onResize();
    // The redraw wiped the prompt and what was typed so far: show both again.
    if (this.waiting && this.terminal) this.rl.prompt(true);
    else if (this.waiting) this.io.stdout.write(this.prompt);
  }
}
