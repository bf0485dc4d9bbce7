import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { Viewer } from '@docket/engine';
import { clientIdSchema, clientMessageSchema, idSchema, PROTOCOL_VERSION, type Hello, type RefusalCode, type ServerMessage } from '@docket/protocol';
import type { Connection } from '../host/connection.js';
import type { MatchHost } from '../host/host.js';
import type { LiveMatch } from '../host/live-match.js';
import type { Lobby } from '../host/lobby.js';
import { Refused } from '../host/refusal.js';
import { matchesHash } from '../secrets.js';
import { Bucket, type LiveLimits } from './limits.js';

/** Close codes: 4000 + an HTTP-like status, so a client can tell a refusal from a network failure. */
const CLOSE_REFUSED = 4403;
const CLOSE_BAD_REQUEST = 4400;

/** `GET /matches/:id/live`: one match's live channel (protocol README, "Live play"). */
export function registerLive(app: FastifyInstance, host: MatchHost, lobby: Lobby, limits: LiveLimits): void {
  // Upgrades are not counted by the HTTP rate limit: a live connection has its own per-message limits.
  app.get('/matches/:id/live', { websocket: true, config: { rateLimit: false } }, (socket: WebSocket, req) => {
    const params = z.strictObject({ id: idSchema }).safeParse(req.params);
    const matchId = params.success ? params.data.id : null;
    let attached: { lm: LiveMatch; conn: Connection; name: string } | null = null;
    const bucket = new Bucket(limits.messagesPerSecond, limits.messagesPerSecond * 2, performance.now());
    const chatBucket = new Bucket(limits.chatPer10s / 10, limits.chatPer10s, performance.now());
    // One write per connection per turn of the event loop: a step sends the acting seat its ack and the step,
    // and under load a system call per message was a quarter of the server's time. The socket is corked at the
    // first message and uncorked once the code that is sending has run (ws's own cork inside a frame nests).
    const raw = req.raw.socket;
    let corked = false;
    const uncork = (): void => {
      corked = false;
      raw.uncork();
    };
    const send = (m: ServerMessage | string): void => {
      if (socket.readyState !== socket.OPEN) return;
      if (!corked) {
        corked = true;
        raw.cork();
        process.nextTick(uncork);
      }
      socket.send(typeof m === 'string' ? m : JSON.stringify(m));
    };
    let limited = 0;
    const refuse = (code: RefusalCode, message: string, clientId?: string): void => {
      host.o.metrics.refusals.inc({ code });
      send(clientId === undefined ? { type: 'refusal', code, message } : { type: 'refusal', clientId, code, message });
    };
    const fail = (code: RefusalCode, message: string, close = CLOSE_REFUSED): void => {
      host.o.metrics.refusals.inc({ code });
      send({ type: 'error', code, message });
      socket.close(close, code);
    };
    const helloTimer = setTimeout(() => {
      if (!attached) fail('bad-request', 'No hello in time.', CLOSE_BAD_REQUEST);
    }, limits.helloTimeoutMs);

    let greeting = false;
    const hello = async (h: Hello): Promise<void> => {
      if (h.protocol !== PROTOCOL_VERSION) {
        return fail('wrong-version', `This server speaks protocol ${PROTOCOL_VERSION}, not ${h.protocol}: update the client.`);
      }
      if (host.closing) return fail('shutting-down', 'The server is shutting down.');
      if (matchId === null) return fail('not-found', 'No such match.');
      const stored = await host.o.store.match(matchId);
      if (!stored) return fail('not-found', `No match ${matchId}.`);
      if (stored.status === 'open') return fail('not-started', 'The match has not started yet.');
      if (stored.status === 'cancelled') return fail('game-over', 'The match was cancelled.');
      let lm: LiveMatch;
      try {
        lm = await host.load(stored);
      } catch (e) {
        if (e instanceof Refused) return fail(e.code, e.message);
        throw e;
      }
      if (socket.readyState !== socket.OPEN) return;
      let viewer: Viewer = 'spectator';
      let name = 'spectator';
      if (h.token !== undefined) {
        const token = h.token;
        const seat = lm.seats.find((s) => matchesHash(token, s.tokenHash));
        if (!seat) return fail('bad-token', 'That token holds no seat of this match.');
        viewer = seat.seat;
        name = seat.name ?? `seat ${seat.seat}`;
      } else if (!stored.spectators) {
        return fail('not-allowed', 'This match admits no spectators.');
      }
      const conn: Connection = {
        viewer,
        seat: viewer === 'spectator' ? null : viewer,
        lang: h.lang,
        seq: 0,
        send,
        close: (code, reason) => socket.close(code, reason),
      };
      attached = { lm, conn, name };
      clearTimeout(helloTimer);
      if (h.lastSeq !== undefined && h.lastSeq > lm.match.seq) {
        // The client saw a step that was never committed (the server died first): it starts over from the view.
        host.attach(lm, conn, undefined);
      } else host.attach(lm, conn, h.lastSeq);
    };

    socket.on('message', (data: Buffer, isBinary: boolean) => {
      try {
        onMessage(data, isBinary);
      } catch (e) {
        app.log.error({ err: e, match: matchId }, 'message failed');
        refuse('bad-request', 'The message could not be handled.');
      }
    });
    const onMessage = (data: Buffer, isBinary: boolean): void => {
      const received = performance.now();
      if (!bucket.take(received)) {
        // A client that keeps flooding after being told is cut off; one that slows down is not.
        if (++limited > limits.messagesPerSecond * 5) return fail('rate-limited', 'Too many messages; connection closed.', 4429);
        return refuse('rate-limited', `At most ${limits.messagesPerSecond} messages a second.`);
      }
      limited = 0;
      if (isBinary) return refuse('bad-request', 'Messages are JSON text.');
      if (data.length > limits.maxMessageBytes) return refuse('too-large', `Messages are at most ${limits.maxMessageBytes} bytes.`);
      let raw: unknown;
      try {
        raw = JSON.parse(data.toString('utf8'));
      } catch {
        return refuse('bad-request', 'Not JSON.');
      }
      const parsed = clientMessageSchema.safeParse(raw);
      if (!parsed.success) {
        // Echo the sender's command id only when it is one the protocol allows, so the refusal itself stays valid.
        const clientId = clientIdSchema.safeParse((raw as { clientId?: unknown } | null)?.clientId);
        return refuse('bad-request', z.prettifyError(parsed.error), clientId.success ? clientId.data : undefined);
      }
      const msg = parsed.data;
      if (msg.type === 'ping') return send(msg.id === undefined ? { type: 'pong' } : { type: 'pong', id: msg.id });
      if (msg.type === 'hello') {
        if (attached || greeting) return refuse('bad-request', 'Already said hello.');
        greeting = true;
        // The store may be unreachable for a while: the client is told, and reconnects later.
        return void hello(msg)
          .catch((e: unknown) => {
            app.log.error({ err: e, match: matchId }, 'hello failed');
            fail('unavailable', 'The match cannot be loaded now; reconnect shortly.', 1011);
          })
          .finally(() => (greeting = false));
      }
      if (!attached) return refuse('bad-request', 'Say hello first.');
      const { lm, conn, name } = attached;
      if (msg.type === 'chat') {
        if (!chatBucket.take(received)) return refuse('rate-limited', `At most ${limits.chatPer10s} chat lines in 10 seconds.`);
        return void host.chat(lm, conn, msg, name).catch(() => refuse('unavailable', 'The line could not be stored; send it again.'));
      }
      host.act(lm, conn, msg, received).catch((e: unknown) => {
        app.log.error({ err: e, match: lm.id }, 'act failed');
        refuse('bad-request', 'The action could not be handled.', msg.clientId);
      });
    };
    socket.on('close', () => {
      clearTimeout(helloTimer);
      if (attached) host.detach(attached.lm, attached.conn);
    });
    socket.on('error', (e) => app.log.warn({ err: e }, 'socket error'));
  });
}
