import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import { pino } from 'pino';
import type { Locale } from '@docket/engine';
import { createServer } from '@docket/server';
import { wholeNumber } from '../args.js';
import { println, type CliIo } from '../io.js';
import type { Registry } from '../lookup.js';
import { isPostgres, registerMigrate, safeDbName } from '../migrate/migrate-command.js';

export interface ServeFlags {
  readonly port: number;
  readonly host: string;
  readonly db: string;
  readonly redis?: string;
  readonly redisPrefix: string;
  readonly node?: string;
  readonly sync: 'normal' | 'full';
  readonly httpPerMinute: number;
  readonly lang: Locale;
}

const HOW_TO_JOIN: Record<Locale, (url: string, db: string) => string[]> = {
  en: (url, db) => [
    `docket server listening on ${url} (matches stored in ${db})`,
    `Play in a browser: ${url} (its lobby opens tables and lists them; a table's link invites friends).`,
    `Play from a terminal: docket join ${url} (the lobby), or docket join <a table's link>; watch with --spectate.`,
    'Or through the HTTP API: create a match (the answer holds its id and your host token):',
    `  curl -s -X POST ${url}/matches -H 'content-type: application/json' -d '{"game":"tribunal-1920","players":2}'`,
    'Take a seat (the answer holds your seat token), then start it with the host token:',
    `  curl -s -X POST ${url}/matches/<id>/join -H 'content-type: application/json' -d '{"name":"Ada"}'`,
    `  curl -s -X POST ${url}/matches/<id>/start -H 'content-type: application/json' -d '{"hostToken":"<host token>"}'`,
    `  docket join ${url}/matches/<id> --token <seat token> plays that seat from a terminal.`,
    `Open matches: ${url}/lobby · health: ${url}/healthz · metrics: ${url}/metrics · Ctrl-C stops the server.`,
  ],
  fr: (url, db) => [
    `Serveur docket à l'écoute sur ${url} (parties enregistrées dans ${db})`,
    `Jouer dans un navigateur : ${url} (son salon ouvre et liste les tables ; le lien d'une table invite des amis).`,
    `Jouer dans un terminal : docket join ${url} (le salon), ou docket join <le lien d'une table> ; regarder avec --spectate.`,
    "Ou par l'API HTTP : créer une partie (la réponse donne son identifiant et votre jeton d'hôte) :",
    `  curl -s -X POST ${url}/matches -H 'content-type: application/json' -d '{"game":"tribunal-1920","players":2}'`,
    "Prendre une place (la réponse donne votre jeton de place), puis lancer la partie avec le jeton d'hôte :",
    `  curl -s -X POST ${url}/matches/<id>/join -H 'content-type: application/json' -d '{"name":"Ada"}'`,
    `  curl -s -X POST ${url}/matches/<id>/start -H 'content-type: application/json' -d '{"hostToken":"<jeton d'hôte>"}'`,
    `  docket join ${url}/matches/<id> --token <jeton de place> joue cette place dans un terminal.`,
    `Parties ouvertes : ${url}/lobby · santé : ${url}/healthz · métriques : ${url}/metrics · Ctrl-C arrête le serveur.`,
  ],
};

/**
 * `docket serve`: the game server on one machine, matches in one SQLite file. Logs are JSON lines (pino) on
 * stderr; stdout says how to join. SIGINT or SIGTERM shuts it down gracefully.
 */
export async function serveCommand(registry: Registry, io: CliIo, flags: ServeFlags): Promise<void> {
  const db = isPostgres(flags.db) ? flags.db : resolve(flags.db);
  const log = pino({ name: 'docket-server' }, io.stderr);
  const server = await createServer({
    db,
    durability: flags.sync,
    log,
    games: registry.games,
    httpPerMinute: flags.httpPerMinute,
    redis: flags.redis,
    redisPrefix: flags.redisPrefix,
    node: flags.node,
  });
  const url = await server.listen(flags.port, flags.host);
  println(io.stdout, ...HOW_TO_JOIN[flags.lang](url, safeDbName(db)));
  await new Promise<void>((done) => {
    const stop = (signal: string): void => {
      log.info({ signal }, 'shutting down');
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void server.close().then(done);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  log.info('stopped');
}

/** Adds `serve` to the program (one line in cli.ts). */
export function registerServe(program: Command, registry: Registry, io: CliIo): void {
  program
    .command('serve')
    .description('run the game server: people play each other over HTTP and WebSockets')
    .option('--port <port>', 'port to listen on (0: any free one)', wholeNumber(0), 8080)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--db <file|url>', 'SQLite file of the matches (created if missing), or postgres://… shared by several nodes', 'docket.db')
    .option('--redis <url>', 'redis://… : several nodes on one PostgreSQL announce moves and share leases and limits')
    .option('--redis-prefix <name>', "namespace of this deployment's Redis keys and channels", 'docket')
    .option('--node <name>', "this node's name in leases and logs (default: random)")
    .option('--http-per-minute <n>', 'HTTP requests a minute per address (0: no limit)', wholeNumber(0), 600)
    .addOption(new Option('--sync <mode>', 'normal: every acknowledged action survives the process dying; full: also power loss (slower)').choices(['normal', 'full']).default('normal'))
    .addOption(new Option('--lang <lang>', 'language of the text shown').choices(['en', 'fr']).default('en'))
    .action(async (o: ServeFlags) => {
      await serveCommand(registry, io, o);
    });
  registerMigrate(program, io);
}
