import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrate, migrationsDir } from '../../../scripts/migrate.mjs';

const run = promisify(execFile);

/*
 * A test schema is cloned from a template instead of running every migration again. The template is a service's
 * migrations applied once (by dbmate, as in production) to a scratch schema and dumped with pg_dump; the dump is
 * kept in the database itself (schema `readiness_test_templates`), keyed by a hash of the migration files, so a
 * changed or added migration makes a new key and is never served a stale schema. A database that is wiped takes
 * its templates along. Where pg_dump is missing, every schema is migrated as before.
 */

/** Bumped when the way a template is made changes, so old dumps are not used. */
const TEMPLATE_FORMAT = 1;
const STORE = 'readiness_test_templates';
const PG_DUMP = process.env.PG_DUMP_BIN ?? 'pg_dump';

/** The key of a service's template: a hash of its migration files' names and contents. */
export function migrationsKey(dir: string): string {
  const hash = createHash('sha256').update(`format ${TEMPLATE_FORMAT}\n`);
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.sql')) continue;
    hash
      .update(`${file}\n`)
      .update(readFileSync(join(dir, file)))
      .update('\n');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template's name: the dump names it everywhere, and it is replaced by the new schema's name. */
function templateSchema(service: string, key: string): string {
  return `tpl_${service.replace(/-/g, '_')}_${key}`;
}

/** The SQL of pg_dump's plain format a server runs as one query: psql's meta-commands (`\restrict`) left out. */
function runnableSql(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
}

async function dumpSchema(databaseUrl: string, schema: string): Promise<string> {
  const { stdout } = await run(
    PG_DUMP,
    ['--dbname', databaseUrl, '--schema', schema, '--no-owner', '--no-privileges', '--inserts'],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return runnableSql(stdout);
}

let pgDumpAvailable: Promise<boolean> | undefined;
function hasPgDump(): Promise<boolean> {
  pgDumpAvailable ??= run(PG_DUMP, ['--version']).then(
    () => true,
    () => false,
  );
  return pgDumpAvailable;
}

/**
 * The dump of `service`'s migrated schema for the current migration files: read from the store, or made once
 * (under an advisory lock, so parallel test files wait for one migration instead of each running their own).
 */
async function templateDump(
  service: string,
  databaseUrl: string,
): Promise<{ template: string; sql: string }> {
  const dir = migrationsDir(service);
  if (!dir) throw new Error(`service ${service} has no db/migrations folder`);
  const template = templateSchema(service, migrationsKey(dir));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stored = () =>
      client
        .query<{ sql: string }>(`SELECT sql FROM ${STORE}.dumps WHERE template = $1`, [template])
        .then(({ rows }) => rows[0]?.sql)
        .catch(() => undefined);
    const found = await stored();
    if (found !== undefined) return { template, sql: found };
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [STORE]);
    try {
      const madeMeanwhile = await stored();
      if (madeMeanwhile !== undefined) return { template, sql: madeMeanwhile };
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${STORE}`);
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${STORE}.dumps (template text PRIMARY KEY, sql text NOT NULL, made_at timestamptz NOT NULL DEFAULT now())`,
      );
      await client.query(`DROP SCHEMA IF EXISTS "${template}" CASCADE`);
      await migrate({ service, schema: template, databaseUrl, quiet: true });
      const sql = await dumpSchema(databaseUrl, template);
      await client.query(`DROP SCHEMA "${template}" CASCADE`);
      await client.query(`INSERT INTO ${STORE}.dumps (template, sql) VALUES ($1, $2)`, [template, sql]);
      return { template, sql };
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [STORE]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Creates `schema` with `service`'s migrations applied: a clone of the template made from the current migration
 * files (or, without pg_dump, by running the migrations).
 */
export async function createMigratedSchema(
  service: string,
  schema: string,
  databaseUrl: string,
): Promise<void> {
  if (!(await hasPgDump())) {
    await migrate({ service, schema, databaseUrl, quiet: true });
    return;
  }
  const { template, sql } = await templateDump(service, databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The dump's settings (an empty search_path among them) stay in this connection, which is closed after.
    await client.query(sql.replaceAll(template, schema));
  } finally {
    await client.end();
  }
}

/** A schema name of its own for a test: `t_<service>_<random>`. */
export function testSchemaName(service: string): string {
  return `t_${service.replace(/-/g, '_')}_${randomBytes(5).toString('hex')}`;
}
