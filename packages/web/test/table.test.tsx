// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '@docket/protocol';
import { LiveClient, TableStore } from '../src/table/live-client.js';
import { TablePage } from '../src/table/table-page.js';
import { renderCounts } from '../src/table/use-table.js';
import { FakeSocket, step, welcome } from './fake-socket.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let client: LiveClient;

function socket(): FakeSocket {
  const s = FakeSocket.all.at(-1);
  if (s === undefined) throw new Error('no socket');
  return s;
}

beforeEach(async () => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  client = new LiveClient({ url: 'ws://x/matches/abcdefgh/live', token: 'A'.repeat(32), lang: 'en', socket: (u) => new FakeSocket(u) as unknown as WebSocket });
  root = createRoot(host);
  await act(async () => {
    root.render(<TablePage client={client} title="Test" />);
    client.start();
  });
  await act(async () => socket().open());
});

afterEach(async () => {
  await act(async () => root.unmount());
  client.stop();
  host.remove();
  vi.useRealTimers();
});

describe('playing again', () => {
  const over = { winners: [0], payoff: [1, 0], scores: [1, 0], reason: 'x', label: 'Ada wins.' };
  const line = (text: string) => ({ type: 'chat', channel: 'table', seat: 1, name: 'Bea', text, at: 0 });

  it('draws a rematch line as a link to the new table, in the chat and above the board, and any other line as text', async () => {
    await act(async () => socket().receive(welcome(4, { outcome: over, legal: [], toAct: [] })));
    await act(async () => socket().receive(line('#/m/Next_table-1')));
    await act(async () => socket().receive(line('see #/m/elsewhere')));
    await act(async () => socket().receive(line('<b>#/m/x</b>')));
    const links = [...host.querySelectorAll('[data-testid=chat-table] a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#/m/Next_table-1']);
    expect(links[0]?.textContent).toBe('A new table is open: join it');
    expect(host.querySelector('[data-testid=chat-table]')?.textContent).toContain('see #/m/elsewhere');
    expect(host.querySelector('[data-testid=chat-table]')?.textContent).toContain('<b>#/m/x</b>');
    expect(host.querySelector('[data-testid=rematch-invite]')?.getAttribute('href')).toBe('#/m/Next_table-1');
    // Only the host of this match (a host token in this browser) may open a new table.
    expect(host.querySelector('[data-testid=play-again]')).toBeNull();
  });

  it('shows no invitation while the match is on', async () => {
    await act(async () => socket().receive(welcome(4)));
    await act(async () => socket().receive(line('#/m/Next_table-1')));
    expect(host.querySelector('[data-testid=chat-table] a')).not.toBeNull();
    expect(host.querySelector('[data-testid=rematch-invite]')).toBeNull();
  });
});

describe('the table page', () => {
  it('says hello with the token and lastSeq, then shows the view, whose turn and the log', async () => {
    expect(socket().sent[0]).toEqual({ type: 'hello', protocol: 1, token: 'A'.repeat(32), lastSeq: 0, lang: 'en' });
    await act(async () => socket().receive(welcome(3, { missed: [{ seq: 3, events: [{ event: { type: 'x' }, label: 'Bob drew.' }] }] })));
    await act(async () => vi.runOnlyPendingTimersAsync()); // the generic board loads
    expect(host.querySelector('[data-testid=turn]')?.textContent).toContain('Your turn');
    expect(host.querySelector('[data-testid=log]')?.textContent).toContain('Bob drew.');
    expect(host.querySelector('[data-testid=board]')?.textContent).toContain('"hand"');
  });

  it('an event re-renders the board and the log, not the page around them', async () => {
    await act(async () => socket().receive(welcome(1)));
    await act(async () => vi.runOnlyPendingTimersAsync());
    const page = renderCounts.page ?? 0;
    const board = renderCounts.board ?? 0;
    const log = renderCounts.log ?? 0;
    await act(async () => socket().receive(step(2, 'Ada passes.')));
    expect(renderCounts.page ?? 0).toBe(page);
    expect(renderCounts.board).toBe(board + 1);
    expect(renderCounts.log).toBe(log + 1);
    expect(host.querySelector('[data-testid=live-region]')?.textContent).toBe('Ada passes.');
    expect(host.querySelector('.fresh')?.textContent).toContain('Ada passes.');
  });

  it('an action is sent with the last seq seen and a fresh client id', async () => {
    await act(async () => socket().receive(welcome(5)));
    await act(async () => vi.runOnlyPendingTimersAsync());
    const button = [...host.querySelectorAll('[data-testid=actions] button')][0] as HTMLButtonElement;
    await act(async () => button.click());
    await act(async () => button.click());
    const acts = socket().sent.filter((m) => (m as { type: string }).type === 'act') as { seq: number; clientId: string }[];
    expect(acts.map((a) => a.seq)).toEqual([5, 5]);
    expect(new Set(acts.map((a) => a.clientId)).size).toBe(2);
  });

  it('a dropped connection is said and retried with the last seq; missed steps join the log once', async () => {
    await act(async () => socket().receive(welcome(2)));
    await act(async () => socket().close());
    expect(host.querySelector('[data-testid=connection]')?.getAttribute('data-state')).toBe('reconnecting');
    expect(host.querySelector('[data-testid=connection]')?.textContent).toMatch(/reconnecting/);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(FakeSocket.all).toHaveLength(2);
    await act(async () => socket().open());
    expect(socket().sent[0]).toMatchObject({ type: 'hello', lastSeq: 2 });
    await act(async () => socket().receive(welcome(3, { missed: [{ seq: 3, events: [{ event: { type: 'x' }, label: 'Missed one.' }] }] })));
    await act(async () => socket().receive(step(3, 'Missed one.')));
    expect(host.querySelector('[data-testid=connection]')?.getAttribute('data-state')).toBe('connected');
    expect(host.querySelector('[data-testid=log]')?.textContent?.match(/Missed one\./g)).toHaveLength(1);
  });

  it('a refused token stops the retries and says why', async () => {
    await act(async () => socket().receive({ type: 'error', code: 'bad-token', message: 'That token holds no seat.' }));
    await act(async () => socket().close());
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(FakeSocket.all).toHaveLength(1);
    expect(host.querySelector('[data-testid=connection]')?.textContent).toContain('That token holds no seat.');
  });
});

describe('clocks and turns', () => {
  it('counts the running clock down between messages and says whose it is; the title tells when it is your turn', async () => {
    await act(async () => socket().receive(welcome(1, { toAct: [1] })));
    expect(document.title).toBe('docket');
    const deadline = Date.now() + 65_000;
    const clocks = {
      config: { kind: 'realtime', bankMs: 600_000, incrementMs: 0 },
      seats: [
        { seat: 0, remainingMs: 600_000, deadline: null, running: false, out: false },
        { seat: 1, remainingMs: 65_000, deadline, running: true, out: false },
      ],
    };
    await act(async () => socket().receive({ type: 'clock', clocks }));
    const panel = (): string => host.querySelector('.clocks')?.textContent ?? '';
    // Each seat by its person's name and the game's word for it (the seat's number for a game without a board).
    expect(panel()).toContain('Ada (Player 1): 10:00');
    expect(panel()).toMatch(/Player 2 \(bot\): 01:0[45] ⏱ running/);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(panel()).toMatch(/Player 2 \(bot\): 00:5[45]/);
    await act(async () => socket().receive(step(2, 'The bot moves.', [0])));
    expect(document.title).toBe('● Your turn — docket');
  });
});

describe('the table store', () => {
  it('ignores a stale-seq refusal (a step is on its way) and shows any other', () => {
    const s = new TableStore();
    s.receive({ type: 'refusal', code: 'stale-seq', message: 'moved on' } as ServerMessage);
    expect(s.get().refusal).toBeNull();
    s.receive({ type: 'refusal', code: 'illegal-action', message: 'No.' } as ServerMessage);
    expect(s.get().refusal).toBe('No.');
  });
});
