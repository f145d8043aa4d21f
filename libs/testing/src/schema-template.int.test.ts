import { execFile } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE, migrationsDir } from '../../../scripts/migrate.mjs';
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from './postgres.ts';
import { migrationsKey } from './schema-template.ts';

const run = promisify(execFile);
const services = (CATALOGUE as { name: string }[])
  .map((entry) => entry.name)
  .filter((name) => migrationsDir(name));

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const db of databases) await db.drop();
});

/** pg_dump of a schema with its name written as SCHEMA, so two schemas' dumps compare. */
async function definitionOf(db: TestDatabase): Promise<string> {
  const { stdout } = await run('pg_dump', [
    '--dbname',
    TEST_DATABASE_URL,
    '--schema',
    db.schema,
    '--no-owner',
    '--no-privileges',
    '--inserts',
  ]);
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n')
    .replaceAll(db.schema, 'SCHEMA');
}

describe('a test schema cloned from the template', () => {
  it.each(services)('%s: is what running the migrations makes, tables, data and all', async (service) => {
    const cloned = await createTestDatabase(service);
    const migrated = await createTestDatabase(service, { migrations: 'run' });
    databases.push(cloned, migrated);
    expect(cloned.schema).not.toBe(migrated.schema);
    const definition = await definitionOf(migrated);
    expect(definition).toContain('CREATE TABLE SCHEMA.schema_migrations');
    expect(await definitionOf(cloned)).toBe(definition);
  });

  it('is a schema of its own: what one test writes, another never sees', async () => {
    const first = await createTestDatabase('billing');
    const second = await createTestDatabase('billing');
    databases.push(first, second);
    await first.pool.query(
      'DELETE FROM schema_migrations WHERE version = (SELECT min(version) FROM schema_migrations)',
    );
    const count = async (db: TestDatabase) =>
      Number((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM schema_migrations')).rows[0]!.n);
    expect(await count(second)).toBe((await count(first)) + 1);
  });
});

describe('the template key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('changes when a migration is edited or added, so a stale template is never used', () => {
    cpSync(migrationsDir('auth')!, dir, { recursive: true });
    const original = migrationsKey(dir);
    expect(migrationsKey(dir)).toBe(original);

    const edited = join(dir, readdirSync(dir).sort()[0]!);
    appendFileSync(edited, '\n-- a comment only\n');
    const afterEdit = migrationsKey(dir);
    expect(afterEdit).not.toBe(original);

    writeFileSync(join(dir, '20991231000000_new.sql'), '-- migrate:up\nCREATE TABLE x (id int);\n');
    expect(migrationsKey(dir)).not.toBe(afterEdit);
  });
});
