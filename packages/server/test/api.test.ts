import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gamesResponseSchema, lobbyResponseSchema, matchSummarySchema } from '@docket/protocol';
import type { DocketServer } from '../src/index.js';
import { http, liveMatch, startServer, tempDb } from './helpers.js';

describe('HTTP API', () => {
  let db: ReturnType<typeof tempDb>;
  let server: DocketServer;
  let url: string;
  beforeEach(async () => {
    db = tempDb();
    ({ server, url } = await startServer(db.file, { matchesPerPlayerKey: 2 }));
  });
  afterEach(async () => {
    await server.close();
    db.cleanup();
  });

  it('lists the four games with names in both languages, player ranges and options with defaults', async () => {
    const r = await http(url, 'GET', '/games');
    expect(r.status).toBe(200);
    const { games } = gamesResponseSchema.parse(r.body);
    expect(games.map((g) => g.id).sort()).toEqual(['gavel', 'lawyer-up', 'the-trial', 'tribunal-1920']);
    const trial = games.find((g) => g.id === 'the-trial');
    expect(trial?.minPlayers).toBe(5);
    expect(trial?.name.fr).not.toBe('');
    expect(typeof trial?.options).toBe('object');
  });

  it('refuses unknown fields, wrong types, malformed JSON and unknown games with typed codes', async () => {
    expect(await http(url, 'POST', '/matches', { game: 'tribunal-1920', players: 2, extra: 1 })).toMatchObject({ status: 400, body: { code: 'bad-request' } });
    expect(await http(url, 'POST', '/matches', { game: 'tribunal-1920', players: 'two' })).toMatchObject({ status: 400, body: { code: 'bad-request' } });
    expect(await http(url, 'POST', '/matches', '{"game":')).toMatchObject({ status: 400, body: { code: 'bad-request' } });
    expect(await http(url, 'POST', '/matches', { game: 'chess', players: 2 })).toMatchObject({ status: 404, body: { code: 'unknown-game' } });
    expect(await http(url, 'POST', '/matches', { game: 'tribunal-1920', players: 9 })).toMatchObject({ status: 400, body: { code: 'bad-request' } });
    expect(await http(url, 'POST', '/matches', { game: 'tribunal-1920', players: 2, options: { nonsense: true } })).toMatchObject({ status: 400, body: { code: 'bad-options' } });
    expect(await http(url, 'POST', '/matches', { game: 'tribunal-1920', players: 2, options: { firstPlayer: 7 } })).toMatchObject({ status: 400, body: { code: 'bad-options' } });
    expect(await http(url, 'POST', '/matches', 'x'.repeat(70_000))).toMatchObject({ status: 413, body: { code: 'too-large' } });
    expect(await http(url, 'GET', '/matches/nope!')).toMatchObject({ status: 400, body: { code: 'bad-request' } });
    expect(await http(url, 'GET', '/matches/AAAAAAAAAAAAAAAA')).toMatchObject({ status: 404, body: { code: 'not-found' } });
  });

  it('takes a match from the lobby through join, leave, a bot seat and start, checking tokens', async () => {
    const created = await http(url, 'POST', '/matches', { game: 'tribunal-1920', players: 2 });
    expect(created.status).toBe(201);
    const { match, hostToken } = created.body as { match: string; hostToken: string };
    expect(hostToken.length).toBeGreaterThanOrEqual(22);
    const lobby = lobbyResponseSchema.parse((await http(url, 'GET', '/lobby')).body);
    expect(lobby.matches.map((m) => m.id)).toContain(match);

    // A name that would drive another player's terminal (an escape sequence) or read backwards takes no seat.
    for (const name of ['Ada\u001b[2J', 'Ada\u0007', 'Ada\u202egnp']) {
      expect(await http(url, 'POST', `/matches/${match}/join`, { name })).toMatchObject({ status: 400, body: { code: 'bad-request', message: expect.stringContaining('control characters') } });
    }
    const a = await http(url, 'POST', `/matches/${match}/join`, { name: 'Ada' });
    expect(a).toMatchObject({ status: 201, body: { seat: 0 } });
    const token = (a.body as { token: string }).token;
    expect(await http(url, 'POST', `/matches/${match}/join`, { name: 'Bob', seat: 0 })).toMatchObject({ status: 409, body: { code: 'seat-taken' } });
    expect(await http(url, 'POST', `/matches/${match}/start`, { hostToken })).toMatchObject({ status: 409, body: { code: 'not-allowed' } });
    expect(await http(url, 'POST', `/matches/${match}/start`, { hostToken: token })).toMatchObject({ status: 403, body: { code: 'bad-token' } });
    expect(await http(url, 'POST', `/matches/${match}/leave`, { token })).toMatchObject({ status: 200 });
    expect(await http(url, 'POST', `/matches/${match}/leave`, { token })).toMatchObject({ status: 403, body: { code: 'bad-token' } });
    expect(await http(url, 'POST', `/matches/${match}/join`, { name: 'Ada' })).toMatchObject({ status: 201, body: { seat: 0 } });
    expect(await http(url, 'POST', `/matches/${match}/bot`, { hostToken, seat: 1, level: 'random' })).toMatchObject({ status: 200 });
    expect(await http(url, 'POST', `/matches/${match}/join`, { name: 'Cy' })).toMatchObject({ status: 409, body: { code: 'match-full' } });
    expect(await http(url, 'POST', `/matches/${match}/start`, { hostToken })).toMatchObject({ status: 200, body: { status: 'live' } });
    const summary = matchSummarySchema.parse((await http(url, 'GET', `/matches/${match}`)).body);
    expect(summary.status).toBe('live');
    expect(summary.seats.map((s) => s.kind)).toEqual(['person', 'bot']);
    expect(JSON.stringify(summary)).not.toMatch(/seed|token/i);
    expect(await http(url, 'GET', `/matches/${match}/record`)).toMatchObject({ status: 409, body: { code: 'match-live' } });
    expect(await http(url, 'POST', `/matches/${match}/leave`, { token })).toMatchObject({ status: 403 });
    expect(await http(url, 'POST', `/matches/${match}/cancel`, { hostToken })).toMatchObject({ status: 200, body: { status: 'cancelled' } });
  });

  it("lists a player key's matches and limits how many it may hold", async () => {
    const playerKey = 'k'.repeat(32);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { match } = (await http(url, 'POST', '/matches', { game: 'gavel', players: 2 })).body as { match: string };
      ids.push(match);
    }
    expect(await http(url, 'POST', `/matches/${ids[0]}/join`, { name: 'Ada', playerKey })).toMatchObject({ status: 201 });
    expect(await http(url, 'POST', `/matches/${ids[1]}/join`, { name: 'Ada', playerKey })).toMatchObject({ status: 201 });
    expect(await http(url, 'POST', `/matches/${ids[2]}/join`, { name: 'Ada', playerKey })).toMatchObject({ status: 429, body: { code: 'too-many-matches' } });
    const mine = await http(url, 'POST', '/players/matches', { playerKey });
    expect((mine.body as { matches: { match: { id: string } }[] }).matches.map((m) => m.match.id).sort()).toEqual([ids[0], ids[1]].sort());
  });

  it('answers health and Prometheus metrics', async () => {
    await liveMatch(url, 'tribunal-1920', 2);
    expect(await http(url, 'GET', '/healthz')).toEqual({ status: 200, body: { ok: true } });
    const m = await http(url, 'GET', '/metrics');
    expect(m.body).toMatch(/docket_live_matches 1/);
    expect(m.body).toMatch(/docket_refusals_total/);
    expect(m.body).toMatch(/docket_move_latency_seconds_bucket/);
  });
});
