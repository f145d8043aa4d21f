import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_DATABASE_URL, migrate } from '../../../scripts/migrate.mjs';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL;

export interface TestDatabase {
  schema: string;
  databaseUrl: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** A fresh PostgreSQL schema with a service's migrations applied, dropped again by `drop()`. */
export async function createTestDatabase(service: string): Promise<TestDatabase> {
  const schema = `t_${service.replace(/-/g, '_')}_${randomBytes(5).toString('hex')}`;
  await migrate({ service, schema, databaseUrl: TEST_DATABASE_URL, quiet: true });
  const pool = new pg.Pool({
    connectionString: TEST_DATABASE_URL,
    max: 4,
    options: `-c search_path=${schema}`,
  });
  return {
    schema,
    databaseUrl: TEST_DATABASE_URL,
    pool,
    async drop() {
      await pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await pool.end();
    },
  };
}
