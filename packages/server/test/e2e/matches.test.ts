import { deepEqual, type AnyGame, type MatchRecord, type Seat } from '@docket/engine';
import { DEFAULT_GAMES } from '@docket/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, http, startMatch, startServer, tempDb, type SeatPlan, type ServerProcess } from './harness.js';
import { scanLeaks, type Received } from './leak-scan.js';
import { randomSeats } from './players.js';

// Whole matches over real WebSockets against a server child on 127.0.0.1 with a SQLite file: people (random
// test clients) and bots (worker threads) mixed; every payload scanned against the full states.
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer(tempDb('matches'));
});
afterAll(() => server.stop());

const person: SeatPlan = { kind: 'person' };
const bot = (level: 'random' | 'greedy' | 'mcts'): SeatPlan => ({ kind: 'bot', level });

const CASES: { name: string; game: string; seats: SeatPlan[]; options?: Record<string, unknown> }[] = [
  { name: 'Tribunal 1920: a person against an mcts bot', game: 'tribunal-1920', seats: [person, bot('mcts')] },
  { name: 'Gavel: three people and a greedy bot', game: 'gavel', seats: [person, bot('greedy'), person, person] },
  { name: 'The Trial with 10 seats: six people, four bots', game: 'the-trial', seats: [person, bot('random'), person, bot('greedy'), person, person, bot('mcts'), person, bot('random'), person] },
  { name: 'Lawyer Up: two people', game: 'lawyer-up', seats: [person, person] },
  { name: 'Lawyer Up solo against the Automa', game: 'lawyer-up', seats: [person, bot('random')], options: { solo: 'D' } },
];

function gameOf(id: string): AnyGame {
  return DEFAULT_GAMES.find((g) => g.info.id === id) as AnyGame;
}

describe('whole matches over WebSockets', () => {
  it.each(CASES)('$name', async ({ game, seats, options }) => {
    const { base } = server;
    const started = await startMatch(base, game, seats, options);
    const people = seats.flatMap((s, seat) => (s.kind === 'person' ? [seat] : []));
    const players = randomSeats(people, `e2e/${game}/${seats.length}`);
    const received: Received[] = [];
    const keep = (viewer: Seat | 'spectator', c: Client) => received.push({ viewer, raw: c.raw });
    for (const seat of people) {
      const { client } = await Client.join(base, started.match, started.tokens[seat] as string);
      keep(seat, client);
      players.get(seat)?.attach(client);
    }
    const { client: spectator } = await Client.join(base, started.match, null);
    keep('spectator', spectator);

    // A second connection of the first person's seat drops and comes back with its last seq, again and again.
    const seat0 = people[0] as Seat;
    let dropper = (await Client.join(base, started.match, started.tokens[seat0] as string)).client;
    keep(seat0, dropper);
    let drops = 0;
    const watcher = players.get(seat0);
    // At least one drop even when the match ends at once (server seeds vary, and a Gavel match can be short): a
    // return after the end must still bring the final view.
    const ended = (): Promise<boolean> =>
      watcher ? Promise.race([watcher.done.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 40))]) : Promise.resolve(true);
    do {
      const last = dropper.messages.filter((m) => m.type === 'welcome' || m.type === 'step').at(-1);
      await dropper.drop();
      const back = await Client.join(base, started.match, started.tokens[seat0] as string, last && 'seq' in last ? last.seq : 0);
      dropper = back.client;
      keep(seat0, dropper);
      drops++;
    } while (!(await ended()));
    await Promise.all([...players.values()].map((p) => p.done));
    await Promise.all([spectator.ended(), dropper.ended()]);

    // The record is public once the match is over; it holds every acknowledged action at its seq, once.
    const rec = await http<{ record: MatchRecord }>(base, 'GET', `/matches/${started.match}/record`);
    expect(rec.status).toBe(200);
    const record = rec.body.record;
    expect(record.actions.length).toBeGreaterThan(10);
    for (const p of players.values()) {
      for (const a of p.acked) expect(record.actions[a.seq - 1]).toMatchObject({ seat: a.seat, action: a.action });
      expect(new Set(p.acked.map((a) => a.seq)).size).toBe(p.acked.length);
    }
    const g = gameOf(game);
    const problems = received.flatMap((r) => scanLeaks(g, record, r));
    const clients = [spectator, dropper];
    expect(clients.flatMap((c) => c.violations)).toEqual([]);
    expect(problems).toEqual([]);

    // The connection that kept dropping ends with the same view as one that never dropped.
    const lastView = (c: Client) => c.messages.filter((m) => m.type === 'welcome' || m.type === 'step').at(-1);
    const steady = received.find((r) => r.viewer === seat0)?.raw;
    const steadyLast = steady ? JSON.parse(steady.filter((t) => /"type":"(step|welcome)"/.test(t)).at(-1) as string) : null;
    expect(deepEqual((lastView(dropper) as { view: unknown }).view, steadyLast?.view)).toBe(true);

    // The games whose seats are only numbered call each person by the name they joined with (P0, P2, …); a
    // bot's seat keeps the game's word.
    if (game === 'the-trial' || game === 'gavel') {
      const labels = (steady ?? []).flatMap((t) => {
        const m = JSON.parse(t) as { type: string; events?: { label: string }[]; legal?: { label: string }[] };
        return m.type === 'step' ? [...(m.events ?? []), ...(m.legal ?? [])].map((x) => x.label) : [];
      });
      for (const seat of people) {
        expect(labels.filter((l) => new RegExp(`Player ${seat + 1}(?!\\d)`).test(l))).toEqual([]);
        expect(labels.some((l) => new RegExp(`\\bP${seat}\\b`).test(l))).toBe(true);
      }
      const botSeat = seats.findIndex((s) => s.kind === 'bot');
      expect(labels.some((l) => l.includes(`Player ${botSeat + 1}`))).toBe(true);
    }
    expect(drops).toBeGreaterThan(0);
    await Promise.all([spectator.close(), dropper.close()]);
  });
});
