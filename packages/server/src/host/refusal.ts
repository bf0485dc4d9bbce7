import { REFUSAL_CODES, type RefusalCode } from '@docket/protocol';

/** A refusal the host answers with: a typed code and words for people. */
export class Refused extends Error {
  constructor(readonly code: RefusalCode, message: string, readonly status = 400) {
    super(message);
  }
}

const KNOWN = new Set<string>(REFUSAL_CODES);

/** A game's or the engine's refusal code as the wire knows it: its own codes beyond the list are illegal actions. */
export function wireCode(code: string): RefusalCode {
  return KNOWN.has(code) ? (code as RefusalCode) : 'illegal-action';
}
