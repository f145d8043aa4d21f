import pg from 'pg';
import { DEFAULT_DATABASE_URL, migrate } from '../../../scripts/migrate.mjs';
import { createMigratedSchema, testSchemaName } from './schema-template.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL;

export interface TestDatabase {
  schema: string;
  databaseUrl: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL schema with a service's migrations applied, dropped again by `drop()`: a clone of the
 * template of its current migrations (schema-template.ts), or, with `{ migrations: 'run' }`, the migrations run
 * by dbmate into it as in production (the drift test proves those).
 */
export async function createTestDatabase(
  service: string,
  options: { migrations?: 'template' | 'run' } = {},
): Promise<TestDatabase> {
  const schema = testSchemaName(service);
  if (options.migrations === 'run')
    await migrate({ service, schema, databaseUrl: TEST_DATABASE_URL, quiet: true });
  else await createMigratedSchema(service, schema, TEST_DATABASE_URL);
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
