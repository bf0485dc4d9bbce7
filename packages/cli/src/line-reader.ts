import { createInterface, type Interface } from 'node:readline';
import type { Readable } from 'node:stream';

/**
 * Pulls lines from a stream one at a time, buffering what arrives early, so a prompt can ask for
 * exactly one answer. `next()` resolves to null once the input has ended.
 */
export class LineReader {
  private readonly lines: string[] = [];
  private readonly waiting: ((line: string | null) => void)[] = [];
  private ended = false;
  private readonly rl: Interface;

  constructor(input: Readable) {
    this.rl = createInterface({ input, crlfDelay: Infinity, terminal: false });
    this.rl.on('line', (line) => {
      const w = this.waiting.shift();
      if (w) w(line);
      else this.lines.push(line);
    });
    this.rl.on('close', () => {
      this.ended = true;
      for (const w of this.waiting.splice(0)) w(null);
    });
  }

  next(): Promise<string | null> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.ended) return Promise.resolve(null);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  close(): void {
    this.rl.close();
  }
}
