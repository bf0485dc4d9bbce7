/** A WebSocket stand-in for component tests: records what the client sends, lets the test speak for the server. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  receive(m: unknown): void {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
}

export const presence = [
  { seat: 0, kind: 'person' as const, name: 'Ada', connected: true, standIn: false },
  { seat: 1, kind: 'bot' as const, name: null, connected: true, standIn: false },
];

export function welcome(seq: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'welcome', protocol: 1, match: 'abcdefgh', game: 'no-such-game', version: '1', seat: 0, seq, missed: [],
    view: { hand: ['a'] }, legal: [{ action: { type: 'pass' }, label: 'Pass' }], toAct: [0], clocks: null, presence, spectators: 0, outcome: null,
    ...extra,
  };
}

export function step(seq: number, label: string, toAct: number[] = [0]): Record<string, unknown> {
  return {
    type: 'step', seq, events: [{ event: { type: 'thing' }, label }], view: { hand: ['a', String(seq)] },
    legal: [{ action: { type: 'pass' }, label: 'Pass' }], toAct, outcome: null,
  };
}
