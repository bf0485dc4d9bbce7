import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Match } from '@docket/engine';
import { tribunal1920 } from '@docket/tribunal-1920';
import type { StepMessage } from '@docket/protocol';
import type { DocketServer } from '../src/index.js';
import { Client, http, liveMatch, startServer, tempDb } from './helpers.js';
import { playRandomly } from './play.js';

describe('live play over WebSockets', () => {
  let db: ReturnType<typeof tempDb>;
  let server: DocketServer;
  let url: string;
  const clients: Client[] = [];
  const open = async (match: string): Promise<Client> => {
    const c = await Client.open(url, match);
    clients.push(c);
    return c;
  };
  beforeEach(async () => {
    db = tempDb();
    ({ server, url } = await startServer(db.file, { live: { messagesPerSecond: 500 } }));
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await server.close();
    db.cleanup();
  });

  it('plays a whole Tribunal 1920 match between two clients; each sees only its share, the record replays it', async () => {
    const { match, tokens } = await liveMatch(url, 'tribunal-1920', 2);
    const seats = await Promise.all(tokens.map(() => open(match)));
    const watcher = await open(match);
    seats.forEach((c, i) => c.hello({ token: tokens[i] as string, lang: i === 0 ? 'en' : 'fr' }));
    watcher.hello({ spectate: true });
    const welcome = await seats[0]!.next('welcome');
    expect(welcome.seat).toBe(0);
    expect(welcome.seq).toBe(0);
    const watched = await watcher.next('welcome');
    expect(watched.seat).toBeNull();
    expect(watched.legal).toEqual([]);
    seats[0]!.send({ type: 'chat', channel: 'table', text: 'Good luck!' });
    watcher.send({ type: 'chat', channel: 'spectators', text: 'Seat 0 will win.' });
    await watcher.next('chat', (m) => m.channel === 'spectators');

    const ends = await Promise.all(seats.map((c, i) => playRandomly(c, `test-${i}`)));
    const lastWatched = await watcher.next('step', (m) => m.outcome !== null, 0);
    expect(ends[0]!.seq).toBe(ends[1]!.seq);
    expect(lastWatched.seq).toBe(ends[0]!.seq);

    // The record is published once the match is over, and replays to the same end.
    const rec = await http(url, 'GET', `/matches/${match}/record`);
    expect(rec.status).toBe(200);
    const { record, chat, names } = rec.body as { record: { actions: unknown[] }; chat: { channel: string; text: string }[]; names: string[] };
    expect(names).toEqual(['P0', 'P1']);
    expect(chat.map((l) => l.channel)).toEqual(['table', 'spectators']);
    const replayed = Match.fromRecord(tribunal1920, record);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.seq).toBe(ends[0]!.seq);
    expect(ends[0]!.outcome?.winners).toEqual(replayed.value.outcome()?.winners);
    ends.forEach((e, seat) => expect(e.view).toEqual(replayed.value.view(seat)));
    expect(lastWatched.view).toEqual(replayed.value.view('spectator'));
    expect(ends[1]!.outcome?.label).toBe(tribunal1920.describeOutcome(replayed.value.outcome()!, 'fr'));

    // Nothing sent carries a seed, a generator state or an event's audience; spectators never saw their chat at the table.
    const seed = (record as unknown as { seed: string }).seed;
    for (const c of [...seats, watcher]) {
      const text = JSON.stringify(c.messages);
      expect(text).not.toContain(seed);
      expect(text).not.toMatch(/"rng"|"audience"/);
    }
    expect(seats[0]!.messages.some((m) => m.type === 'chat' && m.channel === 'spectators')).toBe(false);
    expect(watcher.messages.some((m) => m.type === 'chat' && m.channel === 'table')).toBe(true);
  });

  it('applies a resent command once and answers it with the same seq', async () => {
    const { match, tokens } = await liveMatch(url, 'tribunal-1920', 2);
    const c = await open(match);
    const other = await open(match);
    c.hello({ token: tokens[0] as string });
    other.hello({ token: tokens[1] as string });
    const w = await c.next('welcome');
    const ow = await other.next('welcome');
    const [mover, welcome] = w.legal.length > 0 ? [c, w] : [other, ow];
    const act = { type: 'act', seq: welcome.seq, clientId: 'once', action: welcome.legal[0]!.action };
    mover.send(act);
    mover.send(act);
    const first = await mover.next('ack', undefined, 0);
    await new Promise((r) => setTimeout(r, 100));
    mover.send(act);
    await new Promise((r) => setTimeout(r, 100));
    const acks = mover.messages.filter((m) => m.type === 'ack');
    expect(acks).toEqual([first, first, first]);
    expect(first.seq).toBe(1);
    expect(mover.messages.filter((m) => m.type === 'step').map((m) => (m as StepMessage).seq)).toEqual([1]);
    expect((await http(url, 'GET', `/matches/${match}`)).body).toMatchObject({ seq: 1 });
  });

  it('lets exactly one of two connections of one seat act when both send at once', async () => {
    const { match, tokens } = await liveMatch(url, 'tribunal-1920', 2, { options: { firstPlayer: 0 } });
    const a = await open(match);
    const b = await open(match);
    a.hello({ token: tokens[0] as string });
    b.hello({ token: tokens[0] as string });
    const wa = await a.next('welcome');
    await b.next('welcome');
    expect(wa.legal.length).toBeGreaterThan(0);
    a.send({ type: 'act', seq: 0, clientId: 'a', action: wa.legal[0]!.action });
    b.send({ type: 'act', seq: 0, clientId: 'b', action: wa.legal[wa.legal.length - 1]!.action });
    const outcomes = await Promise.all([a, b].map((c, i) => Promise.race([c.next('ack'), c.next('refusal', (r) => r.clientId === (i === 0 ? 'a' : 'b'))])));
    expect(outcomes.map((m) => m.type).sort()).toEqual(['ack', 'refusal']);
    expect(outcomes.find((m) => m.type === 'refusal')).toMatchObject({ code: 'stale-seq' });
    expect((await http(url, 'GET', `/matches/${match}`)).body).toMatchObject({ seq: 1 });
  });

  it('gives a returning client exactly the events it missed and the view of one that never left', async () => {
    const { match, tokens } = await liveMatch(url, 'tribunal-1920', 2, { options: { firstPlayer: 0 } });
    const stay = await open(match);
    let away = await open(match);
    const p1 = await open(match);
    const watcherStay = await open(match);
    let watcherAway = await open(match);
    stay.hello({ token: tokens[0] as string });
    away.hello({ token: tokens[0] as string });
    p1.hello({ token: tokens[1] as string });
    watcherStay.hello({ spectate: true });
    watcherAway.hello({ spectate: true });
    await Promise.all([away.next('welcome'), watcherAway.next('welcome')]);
    await Promise.all([away.close(), watcherAway.close()]);
    // Both seats play on for a dozen steps while the second connections are away.
    await Promise.all([stay, p1].map((c, i) => playRandomly(c, `rejoin-${i}`, 12)));
    await new Promise((r) => setTimeout(r, 100));
    const seq = ((await http(url, 'GET', `/matches/${match}`)).body as { seq: number }).seq;
    away = await open(match);
    watcherAway = await open(match);
    away.hello({ token: tokens[0] as string, lastSeq: 0 });
    watcherAway.hello({ spectate: true, lastSeq: 0 });
    const back = await away.next('welcome');
    const watcherBack = await watcherAway.next('welcome');
    expect(back.seq).toBe(seq);
    const stepsOf = (c: Client) => c.messages.filter((m): m is StepMessage => m.type === 'step' && m.seq <= seq);
    expect(back.missed).toEqual(stepsOf(stay).map((s) => ({ seq: s.seq, events: s.events })));
    expect(back.view).toEqual(stepsOf(stay).at(-1)!.view);
    expect(watcherBack.missed).toEqual(stepsOf(watcherStay).map((s) => ({ seq: s.seq, events: s.events })));
    expect(watcherBack.view).toEqual(stepsOf(watcherStay).at(-1)!.view);
  });

  it('refuses bad input with its code and stays up', async () => {
    const { match, tokens } = await liveMatch(url, 'tribunal-1920', 2, { options: { firstPlayer: 0 } });
    const other = await liveMatch(url, 'tribunal-1920', 2);
    const c = await open(match);
    c.send({ type: 'act', seq: 0, clientId: 'early', action: { type: 'x' } });
    expect(await c.next('refusal')).toMatchObject({ code: 'bad-request' });
    c.send('{not json');
    expect(await c.next('refusal')).toMatchObject({ code: 'bad-request' });
    c.send({ type: 'hello', protocol: 1, token: tokens[0], extra: true });
    expect(await c.next('refusal')).toMatchObject({ code: 'bad-request' });
    c.send(JSON.stringify({ type: 'chat', channel: 'table', text: 'x'.repeat(9000) }));
    expect(await c.next('refusal')).toMatchObject({ code: 'too-large' });
    c.hello({ token: tokens[0] as string });
    const w = await c.next('welcome');
    c.send({ type: 'act', seq: 5, clientId: 'stale', action: w.legal[0]!.action });
    expect(await c.next('refusal')).toMatchObject({ clientId: 'stale', code: 'stale-seq' });
    c.send({ type: 'act', seq: 0, clientId: 'nonsense', action: { type: 'conjure' } });
    expect(await c.next('refusal')).toMatchObject({ clientId: 'nonsense', code: 'illegal-action' });

    const p1 = await open(match);
    p1.hello({ token: tokens[1] as string });
    await p1.next('welcome');
    p1.send({ type: 'act', seq: 0, clientId: 'early', action: w.legal[0]!.action });
    expect(await p1.next('refusal')).toMatchObject({ code: 'not-your-turn' });
    p1.send({ type: 'chat', channel: 'spectators', text: 'psst' });
    expect(await p1.next('refusal')).toMatchObject({ code: 'not-allowed' });
    // An escape sequence (clear the screen, then write the clipboard) never reaches the other seat's terminal.
    p1.send({ type: 'chat', channel: 'table', text: 'hi\u001b[2J\u001b]52;c;cHduZWQ=\u0007' });
    expect(await p1.next('refusal')).toMatchObject({ code: 'bad-request', message: expect.stringContaining('control characters') });

    const stranger = await open(match);
    stranger.hello({ token: other.tokens[0] as string });
    expect(await stranger.next('error')).toMatchObject({ code: 'bad-token' });
    const old = await open(match);
    old.hello({ spectate: true, protocol: 99 });
    expect(await old.next('error')).toMatchObject({ code: 'wrong-version', message: expect.stringContaining('protocol 1') });

    const flood = await open(match);
    for (let i = 0; i < 1500; i++) flood.send({ type: 'ping', id: i });
    expect(await flood.next('refusal')).toMatchObject({ code: 'rate-limited' });
    expect((await http(url, 'GET', '/healthz')).status).toBe(200);
    expect((await http(url, 'GET', `/matches/${match}`)).body).toMatchObject({ seq: 0 });
    expect(c.messages.filter((m) => m.type === 'chat')).toEqual([]);
  });
});
