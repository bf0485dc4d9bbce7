import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { MatchSummary } from '@docket/protocol';
import type { Lobby } from '../host/lobby.js';
import type { Store } from '../store/store.js';

/** The web client's build (packages/web/dist), the same two levels up from src/http and dist/http. */
export const WEB_ROOT = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/**
 * The web client at `/` (index.html and its hashed assets; the app routes by hash, so no API path is
 * shadowed), and two lists the web lobby needs beside `GET /lobby`: public live matches open to spectators
 * (to watch) and public finished ones (to replay).
 */
export async function registerStatic(app: FastifyInstance, lobby: Lobby, store: Store, root: string = WEB_ROOT): Promise<void> {
  const list = async (status: 'live' | 'finished'): Promise<{ matches: MatchSummary[] }> => {
    const found = await store.matchesByStatus([status], 50);
    const shown = found.filter((m) => m.visibility === 'public' && (status === 'finished' || m.spectators));
    return { matches: await Promise.all(shown.map((m) => lobby.summary(m))) };
  };
  app.get('/lobby/live', async () => list('live'));
  app.get('/lobby/finished', async () => list('finished'));
  if (!existsSync(`${root}index.html`)) {
    app.get('/', async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').send('The web client is not built: run `npm run build -w @docket/web`, then reload.\n'),
    );
    return;
  }
  // wildcard: false lists the built files at start, so unknown paths still reach the API's not-found handler.
  await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: 'index.html', cacheControl: false });
}
