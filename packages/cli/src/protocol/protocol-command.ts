import type { Locale } from '@docket/engine';
import type { CliIo } from '../io.js';
import { LineReader } from '../line-reader.js';
import type { Registry } from '../lookup.js';
import { ProtocolSession } from './session.js';

/** `docket protocol`: one answer line per request line until stdin ends; blank lines are skipped. */
export async function protocolCommand(registry: Registry, io: CliIo, lang: Locale): Promise<void> {
  const session = new ProtocolSession(registry, { lang, newSeed: io.newSeed });
  const reader = new LineReader(io.stdin);
  for (let line = await reader.next(); line !== null; line = await reader.next()) {
    if (line.trim() === '') continue;
    io.stdout.write(`${session.handle(line)}\n`);
  }
}
