import { writeFileSync } from 'node:fs';
import type { MatchRecord } from '@docket/engine';
import { messageOf } from '../errors.js';
import type { Messages } from '../messages.js';

/** Writes a match record as pretty JSON; the message says where it went or why it could not. */
export function saveRecord(record: MatchRecord, file: string, m: Messages): { ok: boolean; message: string } {
  try {
    writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
    return { ok: true, message: m.saved(file) };
  } catch (e) {
    return { ok: false, message: m.saveFailed(file, messageOf(e)) };
  }
}
