import { randomBytes } from 'node:crypto';
import { PgStore } from '../src/store/pg-store.js';

/** The machine's PostgreSQL and Redis (CI starts them); each test run works in its own schema and key prefix. */
export const PG_URL = process.env.DOCKET_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.DOCKET_TEST_REDIS ?? 'redis://127.0.0.1:6379';

/** A name no other run uses: a schema, a Redis prefix. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(5).toString('hex')}`;
}

/** A fresh schema for one test: the store opened in it, and a cleanup that drops it. */
export async function freshPg(url = PG_URL): Promise<{ schema: string; store: PgStore; drop: () => Promise<void> }> {
  const schema = uniqueName('docket_test');
  const store = await PgStore.open({ url, schema });
  return {
    schema,
    store,
    drop: async () => {
      const admin = await PgStore.open({ url, schema, migrate: true });
      await admin.dropSchema();
      await admin.close();
    },
  };
}
