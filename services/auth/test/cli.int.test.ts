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

/**
 * Each test starts the command line three to six times, each a Node process opening the database and hashing a
 * password: about 5 s on a quiet machine, 40 to 50 s when the machine runs the rest of the suite beside it.
 */
const SPAWNING_TEST_TIMEOUT = 120_000;

function users(...args: string[]) {
  return usersWithInput(undefined, ...args);
}

function usersWithInput(input: string | undefined, ...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    ...(input !== undefined ? { input } : {}),
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

it(
  'creates an admin, promotes an existing user, and sets a tier',
  async () => {
    const created = usersWithInput(
      'a long admin passphrase\n',
      'create-admin',
      '--email',
      'Ops@Example.com',
      '--password-stdin',
    );
    expect(created.out).toContain('Created admin');
    expect(created.code).toBe(0);
    expect(await row('ops@example.com')).toMatchObject({
      role: 'admin',
      is_active: true,
      subscription_tier: 'free',
    });

    const again = usersWithInput(
      'another long passphrase',
      'create-admin',
      '--email',
      'ops@example.com',
      '--password-stdin',
    );
    expect(again.code).toBe(0);
    expect(again.out).toContain('Promoted');

    const tier = users('set-tier', '--email', 'ops@example.com', '--tier', 'premium');
    expect(tier.code).toBe(0);
    expect(await row('ops@example.com')).toMatchObject({ subscription_tier: 'premium' });
    const { rows } = await db.pool.query<{ type: string }>(
      "SELECT type FROM outbox_events WHERE type = 'auth.user.updated'",
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
  },
  SPAWNING_TEST_TIMEOUT,
);

it(
  'refuses bad input with a clear message and a non-zero exit, changing nothing',
  async () => {
    const weak = usersWithInput(
      'password123',
      'create-admin',
      '--email',
      'weak@example.com',
      '--password-stdin',
    );
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
  },
  SPAWNING_TEST_TIMEOUT,
);

it(
  'never takes a password from the command line, and reads one from standard input',
  async () => {
    const onCommandLine = users(
      'create-admin',
      '--email',
      'argv@example.com',
      '--password',
      'a long admin passphrase',
    );
    expect(onCommandLine.code).toBe(2);
    expect(onCommandLine.out).toContain('never read from the command line');
    expect(await row('argv@example.com')).toBeUndefined();

    // No terminal to prompt at and no --password-stdin: a clear refusal, nothing created.
    const noTerminal = usersWithInput('', 'create-admin', '--email', 'prompt@example.com');
    expect(noTerminal.code).toBe(1);
    expect(noTerminal.out).toContain('--password-stdin');
    expect(await row('prompt@example.com')).toBeUndefined();

    const piped = usersWithInput(
      'a quiet harbour at dawn\n',
      'create-admin',
      '--email',
      'piped@example.com',
      '--password-stdin',
    );
    expect(piped.code).toBe(0);
    const { rows } = await db.pool.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE email = $1',
      ['piped@example.com'],
    );
    const { verify } = await import('@node-rs/argon2');
    expect(await verify(rows[0]!.password_hash, 'a quiet harbour at dawn')).toBe(true);
  },
  SPAWNING_TEST_TIMEOUT,
);
