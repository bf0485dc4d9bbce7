import type { FastifyInstance, FastifyReply } from 'fastify';
import { z, type ZodType } from 'zod';
import {
  createMatchSchema,
  giveToBotSchema,
  hostSchema,
  idSchema,
  joinSchema,
  leaveSchema,
  playerMatchesSchema,
  type RefusalBody,
} from '@docket/protocol';
import type { Lobby } from '../host/lobby.js';
import { Refused } from '../host/refusal.js';
import type { Metrics } from '../metrics.js';

/** Parses a body or a param with its schema; unknown fields are refused (every schema is strict). */
function parse<T>(schema: ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new Refused('bad-request', z.prettifyError(r.error));
  return r.data;
}

const matchParams = z.strictObject({ id: idSchema });

/** The HTTP API (protocol README): games, lobby, matches before and after play, health and metrics. */
export function registerRoutes(app: FastifyInstance, lobby: Lobby, metrics: Metrics, closing: () => boolean): void {
  app.setErrorHandler((error: unknown, _req, reply: FastifyReply) => {
    if (error instanceof Refused) return refuse(reply, metrics, error.status, error.code, error.message);
    const e = error as { statusCode?: number; code?: string; message?: string };
    if (e.statusCode === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(reply, metrics, 413, 'too-large', 'The body is too large.');
    if (e.statusCode === 429) return refuse(reply, metrics, 429, 'rate-limited', 'Too many requests; slow down.');
    if (e.statusCode !== undefined && e.statusCode < 500) return refuse(reply, metrics, e.statusCode, 'bad-request', e.message ?? 'Bad request.');
    app.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: 'bad-request', message: 'Internal error.' });
  });
  app.setNotFoundHandler((_req, reply) => refuse(reply, metrics, 404, 'not-found', 'No such route.'));
  app.addHook('onRequest', async (req, reply) => {
    if (closing() && req.url !== '/healthz') await refuse(reply, metrics, 503, 'shutting-down', 'The server is shutting down.');
  });

  const id = (params: unknown): string => parse(matchParams, params).id;

  app.get('/healthz', async () => ({ ok: !closing() }));
  app.get('/metrics', async (_req, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  app.get('/games', async () => ({ games: lobby.games() }));
  app.get('/lobby', async () => ({ matches: await lobby.lobby() }));
  app.post('/matches', async (req, reply) => {
    reply.code(201);
    return lobby.create(parse(createMatchSchema, req.body));
  });
  app.get('/matches/:id', async (req) => lobby.summary(await lobby.stored(id(req.params))));
  app.post('/matches/:id/join', async (req, reply) => {
    reply.code(201);
    return lobby.join(id(req.params), parse(joinSchema, req.body));
  });
  app.post('/matches/:id/leave', async (req) => ({ ok: true, status: await lobby.leave(id(req.params), parse(leaveSchema, req.body).token) }));
  app.post('/matches/:id/start', async (req) => ({ ok: true, status: await lobby.start(id(req.params), parse(hostSchema, req.body).hostToken) }));
  app.post('/matches/:id/bot', async (req) => ({ ok: true, status: await lobby.giveToBot(id(req.params), parse(giveToBotSchema, req.body)) }));
  app.post('/matches/:id/cancel', async (req) => ({ ok: true, status: await lobby.cancel(id(req.params), parse(hostSchema, req.body).hostToken) }));
  app.get('/matches/:id/record', async (req) => lobby.record(id(req.params)));
  app.post('/players/matches', async (req) => ({ matches: await lobby.playerMatches(parse(playerMatchesSchema, req.body).playerKey) }));
}

function refuse(reply: FastifyReply, metrics: Metrics, status: number, code: RefusalBody['code'], message: string): FastifyReply {
  metrics.refusals.inc({ code });
  return reply.code(status).send({ code, message } satisfies RefusalBody);
}
