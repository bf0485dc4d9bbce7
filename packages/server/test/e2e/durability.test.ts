import { Match, Rng, type MatchRecord, type Seat } from '@docket/engine';
import { DEFAULT_GAMES } from '@docket/server';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, freePort, http, startMatch, startServer, tempDb, type SeatPlan, type ServerProcess, type StartedMatch } from './harness.js';
import { randomSeats, type RandomSeat } from './players.js';

// The server child is SIGKILLed at random moments of play, 50 times, on one SQLite file. After each restart every
// acknowledged action is still there at its seq, a resent command is never applied twice, and the matches go on.
const KILLS = 50;
const TABLES: { game: string; seats: SeatPlan[] }[] = [
  { game: 'tribunal-1920', seats: [{ kind: 'person' }, { kind: 'person' }] },
  { game: 'gavel', seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }, { kind: 'person' }] },
  { game: 'the-trial', seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }, { kind: 'person' }, { kind: 'person' }, { kind: 'bot', level: 'greedy' }] },
];

interface Table {
  readonly game: string;
  readonly started: StartedMatch;
  readonly players: Map<Seat, RandomSeat>;
  /** clientId → the seq its ack named, over every connection and restart. */
  readonly acks: Map<string, number>;
}

let server: ServerProcess | null = null;
const violations: string[] = [];
afterAll(async () => {
  await server?.stop();
});

async function connect(base: string, t: Table): Promise<number> {
  let seq = 0;
  for (const [seat, p] of t.players) {
    const { client, welcome } = await Client.join(base, t.started.match, t.started.tokens[seat] as string, p.seq);
    seq = welcome.seq;
    client.listeners.push((m) => {
      if (m.type !== 'ack') return;
      const before = t.acks.get(m.clientId);
      // A command answered twice must be answered with the same seq: it was applied once.
      if (before !== undefined && before !== m.seq) violations.push(`Command ${m.clientId} acknowledged at ${before} and ${m.seq}.`);
      t.acks.set(m.clientId, m.seq);
    });
    p.attach(client);
    p.resend();
  }
  return seq;
}

async function newTable(base: string, i: number): Promise<Table> {
  const { game, seats } = TABLES[i % TABLES.length] as (typeof TABLES)[number];
  const started = await startMatch(base, game, seats);
  const people = seats.flatMap((s, seat) => (s.kind === 'person' ? [seat] : []));
  return { game, started, players: randomSeats(people, `durability/${i}`), acks: new Map() };
}

function maxAcked(t: Table): number {
  return Math.max(0, ...[...t.players.values()].flatMap((p) => p.acked.map((a) => a.seq)));
}

/** A finished table: its public record holds every acknowledged action at its seq, and replays. */
async function checkFinished(base: string, t: Table): Promise<number> {
  const r = await http<{ record: MatchRecord }>(base, 'GET', `/matches/${t.started.match}/record`);
  expect(r.status).toBe(200);
  const { record } = r.body;
  const game = DEFAULT_GAMES.find((g) => g.info.id === t.game);
  expect(game && Match.fromRecord(game, record).ok).toBe(true);
  for (const p of t.players.values()) for (const a of p.acked) expect(record.actions[a.seq - 1]).toMatchObject({ seat: a.seat, action: a.action });
  // Different commands, different steps: no two acknowledgements share a seq.
  expect(new Set(t.acks.values()).size).toBe(t.acks.size);
  return record.actions.length;
}

describe('durability', () => {
  it(`loses no acknowledged action and applies none twice across ${KILLS} SIGKILLs`, { timeout: 280_000 }, async () => {
    const db = tempDb('durability');
    const port = await freePort();
    server = await startServer(db, port);
    const rng = Rng.seeded('durability');
    let tables: Table[] = [];
    for (let i = 0; i < TABLES.length; i++) {
      const t = await newTable(server.base, i);
      await connect(server.base, t);
      tables.push(t);
    }
    let made = TABLES.length;
    let finished = 0;
    let actions = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      await new Promise((r) => setTimeout(r, 20 + rng.int(230)));
      const acked = tables.map(maxAcked);
      await server.kill();
      server = await startServer(db, port);
      for (const [i, t] of tables.entries()) {
        const seq = await connect(server.base, t);
        expect(seq).toBeGreaterThanOrEqual(acked[i] as number);
      }
      // Finished tables are checked and replaced, so play goes on at every kill.
      const next: Table[] = [];
      for (const t of tables) {
        if ([...t.players.values()].every((p) => p.outcome !== null)) {
          actions += await checkFinished(server.base, t);
          finished++;
          const fresh = await newTable(server.base, made++);
          await connect(server.base, fresh);
          next.push(fresh);
        } else next.push(t);
      }
      tables = next;
      if (process.env.DOCKET_E2E_DEBUG) process.stderr.write(`kill ${kill} at ${Math.round(performance.now())} ms: ${tables.map((t) => maxAcked(t)).join(',')}\n`);
    }
    await Promise.all(tables.flatMap((t) => [...t.players.values()].map((p) => p.done)));
    for (const t of tables) actions += await checkFinished(server.base, t);
    expect(finished + tables.length).toBeGreaterThanOrEqual(TABLES.length);
    expect(actions).toBeGreaterThan(KILLS);
    expect(violations).toEqual([]);
  });
});
