import fc from 'fast-check';
import { PROTOCOL_VERSION, type ServerMessage } from '@docket/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, http, startMatch, startServer, tempDb, type ServerProcess, type StartedMatch } from './harness.js';

// Bad input, fuzzed, against a live server child: every message is refused with its code, nothing changes, the
// server stays up.
let server: ServerProcess;
let a: StartedMatch;
let b: StartedMatch;
const person = { kind: 'person' } as const;

beforeAll(async () => {
  server = await startServer(tempDb('fuzz'));
  a = await startMatch(server.base, 'tribunal-1920', [person, person]);
  b = await startMatch(server.base, 'tribunal-1920', [person, person]);
});
afterAll(() => server.stop());

const answer = (m: ServerMessage) => m.type === 'refusal' || m.type === 'error' || m.type === 'pong' || m.type === 'ack';

async function seqOf(match: string): Promise<number> {
  return (await http<{ seq: number }>(server.base, 'GET', `/matches/${match}`)).body.seq;
}

/** A connection of match A's seat 0 (or another seat), welcomed. */
async function seated(seat = 0): Promise<{ client: Client; seq: number; toAct: number[] }> {
  const { client, welcome } = await Client.join(server.base, a.match, a.tokens[seat] as string);
  return { client, seq: welcome.seq, toAct: welcome.toAct };
}

/** Sends one message and resolves to the server's answer to it. */
async function ask(c: Client, m: unknown): Promise<ServerMessage> {
  c.skip();
  const next = c.waitFor(answer);
  c.send(m);
  return next;
}

const RUNS = 60;

describe('bad input', () => {
  it('refuses text that is not JSON, and JSON that is not a message, with bad-request', async () => {
    const { client } = await seated();
    const before = await seqOf(a.match);
    const notJson = fc.string({ maxLength: 200 }).filter((s) => {
      try {
        JSON.parse(s);
        return false;
      } catch {
        return true;
      }
    });
    const notMessage = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.record({ type: fc.constantFrom('act', 'chat', 'hello', 'ping', 'nope'), seq: fc.anything(), clientId: fc.anything(), action: fc.anything(), extra: fc.anything() }).map((v) => JSON.stringify(v)),
    ).filter((t) => t.length < 8_000);
    await fc.assert(
      fc.asyncProperty(fc.oneof(notJson, notMessage), async (text) => {
        const r = await ask(client, text);
        // A well-formed ping or a chat line may slip through the generator: those are answered as such.
        if (r.type === 'pong') return;
        expect(r).toMatchObject({ type: 'refusal' });
        expect(['bad-request', 'not-your-turn', 'illegal-action', 'stale-seq', 'not-allowed']).toContain((r as { code: string }).code);
      }),
      { numRuns: RUNS },
    );
    expect(await seqOf(a.match)).toBe(before);
    // Every message the server sent, refusals of junk included, must itself pass the protocol's schemas.
    expect(client.violations).toEqual([]);
    await client.close();
  });

  it('refuses actions that are not legal, out of turn or at a stale seq, and changes nothing', async () => {
    const s0 = await seated(0);
    const s1 = await seated(1);
    const before = await seqOf(a.match);
    const toAct = s0.toAct.includes(0) ? s0 : s1;
    const idle = toAct === s0 ? s1 : s0;
    const action = fc.record({ type: fc.string({ minLength: 1, maxLength: 20 }), n: fc.integer(), card: fc.string({ maxLength: 10 }) });
    await fc.assert(
      fc.asyncProperty(action, fc.integer({ min: 0, max: 1_000 }), fc.stringMatching(/^[A-Za-z0-9_.:-]{1,63}$/), async (act, seq, clientId) => {
        const current = await seqOf(a.match);
        const r1 = await ask(toAct.client, { type: 'act', seq: current, clientId, action: act });
        expect(r1).toMatchObject({ type: 'refusal', code: 'illegal-action', clientId });
        const r2 = await ask(idle.client, { type: 'act', seq: current, clientId, action: act });
        expect(r2).toMatchObject({ type: 'refusal', clientId });
        expect(['not-your-turn', 'illegal-action']).toContain((r2 as { code: string }).code);
        if (seq !== current) {
          const legal = toAct.client.messages.find((m) => m.type === 'welcome');
          const first = legal?.type === 'welcome' ? legal.legal[0]?.action : undefined;
          const r3 = await ask(toAct.client, { type: 'act', seq, clientId: `${clientId}s`, action: first });
          expect(r3).toMatchObject({ type: 'refusal', code: 'stale-seq' });
        }
      }),
      { numRuns: RUNS },
    );
    expect(await seqOf(a.match)).toBe(before);
    expect([...s0.client.violations, ...s1.client.violations]).toEqual([]);
    await Promise.all([s0.client.close(), s1.client.close()]);
  });

  it("refuses another match's token, a made-up token and a wrong protocol at hello, and closes", async () => {
    const token = fc.oneof(
      fc.constant(b.tokens[0] as string),
      fc.constant(b.hostToken),
      fc.constant(a.hostToken),
      fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/),
    );
    await fc.assert(
      fc.asyncProperty(token, async (t) => {
        const c = await Client.open(server.base, a.match);
        const r = await ask(c, { type: 'hello', protocol: PROTOCOL_VERSION, token: t });
        expect(r).toMatchObject({ type: 'error', code: 'bad-token' });
        await c.close();
        expect(c.closed?.code).toBe(4403);
      }),
      { numRuns: 30 },
    );
    const c = await Client.open(server.base, a.match);
    expect(await ask(c, { type: 'hello', protocol: PROTOCOL_VERSION + 1, token: a.tokens[0] })).toMatchObject({ type: 'error', code: 'wrong-version' });
    await c.close();
  });

  it('refuses an oversized message with too-large and a flood with rate-limited, and stays up', async () => {
    const { client } = await seated();
    const before = await seqOf(a.match);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 8 * 1024 + 1, max: 60_000 }), async (size) => {
        const r = await ask(client, JSON.stringify({ type: 'chat', channel: 'table', text: 'x'.repeat(size) }));
        expect(r).toMatchObject({ type: 'refusal', code: 'too-large' });
      }),
      { numRuns: 20 },
    );
    const flood = await seated();
    const answers: ServerMessage[] = [];
    flood.client.listeners.push((m) => answer(m) && answers.push(m));
    for (let i = 0; i < 1_000; i++) flood.client.send({ type: 'ping', id: i });
    await flood.client.waitFor((m) => m.type === 'refusal' && m.code === 'rate-limited');
    await new Promise((r) => setTimeout(r, 500));
    expect(answers.filter((m) => m.type === 'pong').length).toBeGreaterThan(0);
    expect(answers.filter((m) => m.type === 'refusal' && m.code === 'rate-limited').length).toBeGreaterThan(0);
    expect((await http(server.base, 'GET', '/healthz')).status).toBe(200);
    expect(await seqOf(a.match)).toBe(before);
    // After the flood, the same connection is served again.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await ask(flood.client, { type: 'ping', id: 7 })).toMatchObject({ type: 'pong', id: 7 });
    await Promise.all([client.close(), flood.client.close()]);
  });

  it('applies exactly one of two connections of one seat sending at once', async () => {
    const started = await startMatch(server.base, 'tribunal-1920', [person, person]);
    for (let round = 0; round < 20; round++) {
      const seq = await seqOf(started.match);
      const one = await Client.join(server.base, started.match, started.tokens[0] as string);
      const seat = one.welcome.toAct[0] as number;
      const x = seat === 0 ? one : await Client.join(server.base, started.match, started.tokens[seat] as string);
      const y = await Client.join(server.base, started.match, started.tokens[seat] as string);
      const legal = x.welcome.legal.map((l) => l.action);
      const [rx, ry] = await Promise.all([
        ask(x.client, { type: 'act', seq, clientId: `x${round}`, action: legal[0] }),
        ask(y.client, { type: 'act', seq, clientId: `y${round}`, action: legal[legal.length - 1] }),
      ]);
      expect([rx.type, ry.type].sort()).toEqual(['ack', 'refusal']);
      expect([rx, ry].find((r) => r.type === 'refusal')).toMatchObject({ code: 'stale-seq' });
      expect(await seqOf(started.match)).toBe(seq + 1);
      await Promise.all([one.client.close(), x.client.close(), y.client.close()]);
    }
  });
});
