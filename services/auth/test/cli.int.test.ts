import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@readiness/testing';

// The built command line, as `npm run users -- …` runs it (npm test builds first).
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('auth');
});
afterAll(async () => {
  await db?.drop();
});

function users(...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: db.databaseUrl,
      DB_SCHEMA: db.schema,
      REDIS_PREFIX: `t:cli:${db.schema}:`,
    },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout + result.stderr };
}

async function row(email: string) {
  const { rows } = await db.pool.query<{ role: string; subscription_tier: string; is_active: boolean }>(
    'SELECT role, subscription_tier, is_active FROM users WHERE email = $1',
    [email],
  );
  return rows[0];
}

it('creates an admin, promotes an existing user, and sets a tier', async () => {
  const created = users(
    'create-admin',
    '--email',
    'Ops@Example.com',
    '--password',
    'a long admin passphrase',
  );
  expect(created.out).toContain('Created admin');
  expect(created.code).toBe(0);
  expect(await row('ops@example.com')).toMatchObject({
    role: 'admin',
    is_active: true,
    subscription_tier: 'free',
  });

  const again = users('create-admin', '--email', 'ops@example.com', '--password', 'another long passphrase');
  expect(again.code).toBe(0);
  expect(again.out).toContain('Promoted');

  const tier = users('set-tier', '--email', 'ops@example.com', '--tier', 'premium');
  expect(tier.code).toBe(0);
  expect(await row('ops@example.com')).toMatchObject({ subscription_tier: 'premium' });
  const { rows } = await db.pool.query<{ type: string }>(
    "SELECT type FROM outbox_events WHERE type = 'auth.user.updated'",
  );
  expect(rows.length).toBeGreaterThanOrEqual(2);
});

it('refuses bad input with a clear message and a non-zero exit, changing nothing', async () => {
  const weak = users('create-admin', '--email', 'weak@example.com', '--password', 'password123');
  expect(weak.code).toBe(1);
  expect(weak.out).toMatch(/too common/);
  expect(await row('weak@example.com')).toBeUndefined();

  const badTier = users('set-tier', '--email', 'ops@example.com', '--tier', 'platinum');
  expect(badTier.code).toBe(1);
  expect(badTier.out).toMatch(/free.*premium.*enterprise|Invalid option/);

  const unknown = users('set-tier', '--email', 'nobody@example.com', '--tier', 'premium');
  expect(unknown.code).toBe(1);
  expect(unknown.out).toContain('No user with email');

  const usage = users('launch-rockets');
  expect(usage.code).toBe(2);
  expect(usage.out).toContain('Usage:');
});
