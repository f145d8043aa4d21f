#!/usr/bin/env node
// Generates the Prisma client of the service in the current directory (prisma/schema.prisma → src/generated/prisma).
// No Prisma engine binary can be downloaded here and `prisma generate` does not need one, but it insists on a path:
// we point PRISMA_SCHEMA_ENGINE_BINARY at a script that fails loudly, so that a `prisma migrate` or `db push` run by
// mistake never silently does nothing. Migrations are plain SQL applied by scripts/migrate.mjs (dbmate).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const stubDir = join(tmpdir(), 'readiness-prisma');
const stub = join(stubDir, 'schema-engine-unavailable');
mkdirSync(stubDir, { recursive: true });
writeFileSync(
  stub,
  '#!/bin/sh\necho "The Prisma schema engine is not used in this project: migrations are SQL files in db/migrations, applied by scripts/migrate.mjs (dbmate)." >&2\nexit 1\n',
);
chmodSync(stub, 0o755);

const result = spawnSync('npx', ['--no-install', 'prisma', 'generate', '--schema', 'prisma/schema.prisma'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: stub,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
if (result.status !== 0) {
  process.stdout.write(result.stdout ?? '');
  process.exit(result.status ?? 1);
}
