import { resolve } from 'node:path';
import { Option, type Command } from 'commander';
import type { Locale } from '@docket/engine';
import { migrateStore } from '@docket/server';
import { println, type CliIo } from '../io.js';

export const isPostgres = (db: string): boolean => /^postgres(ql)?:\/\//.test(db);

/** A database name fit to print: a URL's password is masked. */
export function safeDbName(db: string): string {
  if (!isPostgres(db)) return db;
  try {
    const u = new URL(db);
    if (u.password !== '') u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://…';
  }
}

const SAID: Record<Locale, (db: string, from: number, to: number) => string> = {
  en: (db, from, to) => (from === to ? `${db}: schema already at version ${to}.` : `${db}: schema migrated from version ${from} to ${to}.`),
  fr: (db, from, to) => (from === to ? `${db} : schéma déjà à la version ${to}.` : `${db} : schéma migré de la version ${from} à la ${to}.`),
};

/** `docket migrate --db …`: applies pending schema migrations (the server also applies them at start). */
export async function migrateCommand(io: CliIo, flags: { db: string; schema?: string; lang: Locale }): Promise<void> {
  const db = isPostgres(flags.db) ? flags.db : resolve(flags.db);
  const { from, to } = await migrateStore(db, flags.schema);
  println(io.stdout, SAID[flags.lang](safeDbName(db), from, to));
}

export function registerMigrate(program: Command, io: CliIo): void {
  program
    .command('migrate')
    .description("bring a server database's schema to this version (SQLite file or postgres://…)")
    .option('--db <file|url>', 'SQLite file or postgres:// URL', 'docket.db')
    .option('--schema <name>', 'PostgreSQL schema (default: the connection search path)')
    .addOption(new Option('--lang <lang>', 'language of the text shown').choices(['en', 'fr']).default('en'))
    .action(async (o: { db: string; schema?: string; lang: Locale }) => {
      await migrateCommand(io, o);
    });
}
