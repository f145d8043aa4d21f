#!/usr/bin/env node
// Applies a service's plain SQL migrations (services/<name>/db/migrations) to its own PostgreSQL schema with
// dbmate (shipped as a binary inside its npm package). Usage: node scripts/migrate.mjs <service> [<service>…]
// Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), DB_SCHEMA (one service only).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The service catalogue (libs/contracts/src/services.json): each service's name and schema. */
export const CATALOGUE = JSON.parse(
  readFileSync(join(ROOT, 'libs', 'contracts', 'src', 'services.json'), 'utf8'),
);
const SERVICES = CATALOGUE.map((entry) => entry.name);
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function dbmateBinary() {
  const require = createRequire(join(ROOT, 'package.json'));
  const pkg = require.resolve(`@dbmate/${process.platform}-${process.arch}/package.json`, {
    paths: [dirname(require.resolve('dbmate/package.json'))],
  });
  return join(dirname(pkg), 'bin', 'dbmate');
}

/** The migrations folder of a service, or undefined when it has none. */
export function migrationsDir(service) {
  const dir = join(ROOT, 'services', service, 'db', 'migrations');
  return existsSync(dir) ? dir : undefined;
}

/** Applies every pending migration of `service` to `schema` (created when missing). */
export function migrate({
  service,
  schema = CATALOGUE.find((entry) => entry.name === service)?.schema ?? service.replace(/-/g, '_'),
  databaseUrl = DEFAULT_DATABASE_URL,
  quiet = false,
}) {
  const dir = migrationsDir(service);
  if (!dir) throw new Error(`service ${service} has no db/migrations folder`);
  const url = new URL(databaseUrl);
  url.searchParams.set('search_path', schema);
  if (!url.searchParams.has('sslmode')) url.searchParams.set('sslmode', 'disable');
  const args = [
    '--url',
    url.toString(),
    '--migrations-dir',
    dir,
    '--no-dump-schema',
    '--wait',
    '--wait-timeout',
    '10s',
    'up',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(dbmateBinary(), args, { stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`migrations of ${service} into schema ${schema} failed: ${stderr.trim()}`)),
    );
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const requested = process.argv.slice(2);
  const services = requested.length > 0 ? requested : SERVICES.filter((service) => migrationsDir(service));
  const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  for (const service of services) {
    if (!SERVICES.includes(service)) {
      console.error(`"${service}" is not in the service catalogue (known: ${SERVICES.join(', ')})`);
      process.exit(2);
    }
    const schema = services.length === 1 && process.env.DB_SCHEMA ? process.env.DB_SCHEMA : undefined;
    try {
      console.log(`migrating ${service}`);
      await migrate({ service, schema, databaseUrl });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }
}
