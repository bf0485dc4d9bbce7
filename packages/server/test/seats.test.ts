import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pooledBots, SqliteStore, type DocketServer } from '../src/index.js';
import { Client, http, startServer, tempDb } from './helpers.js';
import { playRandomly } from './play.js';

/** Creates a match with this seat plan and clock, seats a person at every person seat, starts it. */
async function begin(url: string, body: Record<string, unknown>): Promise<{ match: string; tokens: string[] }> {
  const { match, hostToken } = (await http(url, 'POST', '/matches', body)).body as { match: string; hostToken: string };
  const tokens: string[] = [];
  const seats = (body.seats as { kind: string }[]).filter((s) => s.kind === 'person');
  for (let i = 0; i < seats.length; i++) tokens.push(((await http(url, 'POST', `/matches/${match}/join`, { name: `P${i}` })).body as { token: string }).token);
  expect(await http(url, 'POST', `/matches/${match}/start`, { hostToken })).toMatchObject({ status: 200 });
  return { match, tokens };
}

describe('bot seats, clocks and stand-ins', () => {
  let db: ReturnType<typeof tempDb>;
  let server: DocketServer;
  let url: string;
  const clients: Client[] = [];
  beforeEach(async () => {
    db = tempDb();
    ({ server, url } = await startServer(db.file, {
      live: { messagesPerSecond: 500 },
      bots: pooledBots({ size: 1, standInPaceMs: 20, mctsBudgetMs: 20 }),
      standInAfterMs: 200,
    }));
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await server.close();
    db.cleanup();
  });

  it('plays a bot seat on the worker pool against a person to the end', async () => {
    const { match, tokens } = await begin(url, { game: 'tribunal-1920', players: 2, seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }] });
    const c = await Client.open(url, match);
    clients.push(c);
    c.hello({ token: tokens[0] as string });
    const end = await playRandomly(c, 'vs-bot');
    expect(end.outcome).not.toBeNull();
    const rec = (await http(url, 'GET', `/matches/${match}/record`)).body as { record: { actions: { seat: number }[] } };
    expect(rec.record.actions.some((a) => a.seat === 1)).toBe(true);
    expect(rec.record.actions.some((a) => a.seat === 0)).toBe(true);
  });

  it('hands a seat out of time to a stand-in, stores the deadlines, and gives it back when its person acts', async () => {
    const { match, tokens } = await begin(url, {
      game: 'tribunal-1920',
      players: 2,
      options: { firstPlayer: 0 },
      seats: [{ kind: 'person' }, { kind: 'person' }],
      clock: { kind: 'realtime', bankMs: 1_000, incrementMs: 0 },
    });
    const [a, b] = await Promise.all([Client.open(url, match), Client.open(url, match)]);
    clients.push(a!, b!);
    a!.hello({ token: tokens[0] as string });
    b!.hello({ token: tokens[1] as string });
    const w = await a!.next('welcome');
    expect(w.clocks?.seats[0]).toMatchObject({ running: true, out: false });
    expect(w.clocks?.seats[1]).toMatchObject({ running: false, remainingMs: 1_000 });
    // Seat 0 never moves: its second runs out and a stand-in plays for it.
    const out = await a!.next('presence', (p) => p.presence[0]?.standIn === true);
    expect(out.presence[0]?.connected).toBe(true);
    const moved = await b!.next('step');
    expect(moved.seq).toBe(1);
    const peek = new SqliteStore(db.file);
    const stored = await peek.clocks(match);
    await peek.close();
    expect(stored[0]).toMatchObject({ out: true, deadline: null, bankMs: 0 });
    // Seat 0 takes its seat back by playing.
    const mine = await a!.next('step', (s) => s.legal.length > 0, 0);
    a!.send({ type: 'act', seq: mine.seq, clientId: 'back', action: mine.legal[0]!.action });
    const back = await a!.next('presence', (p) => p.presence[0]?.standIn === false, 0);
    expect(back.presence[0]?.standIn).toBe(false);
  });

  it("lets a stand-in play a person's seat when they leave, until they come back", async () => {
    const { match, tokens } = await begin(url, {
      game: 'tribunal-1920',
      players: 2,
      options: { firstPlayer: 0 },
      seats: [{ kind: 'person' }, { kind: 'person' }],
    });
    const a = await Client.open(url, match);
    const b = await Client.open(url, match);
    clients.push(b);
    a.hello({ token: tokens[0] as string });
    b.hello({ token: tokens[1] as string });
    await a.next('welcome');
    await a.close();
    await b.next('presence', (p) => p.presence[0]?.standIn === true);
    await playRandomly(b, 'alone', 6);
    const again = await Client.open(url, match);
    clients.push(again);
    again.hello({ token: tokens[0] as string, lastSeq: 0 });
    const w = await again.next('welcome');
    expect(w.seq).toBeGreaterThanOrEqual(6);
    expect(w.presence[0]).toMatchObject({ connected: true, standIn: false });
  });
});
