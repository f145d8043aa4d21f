import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, findPrismaDrift, type TestDatabase } from '@readiness/testing';
import { testMigrationsMatchPrisma } from '@readiness/testing/service-tests';

testMigrationsMatchPrisma('auth');

// The drift check itself, on auth's tables: each kind of disagreement it must name.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('auth');
});
afterAll(async () => {
  await db?.drop();
});

it('names a missing column, a nullability mismatch and an unknown required column', async () => {
  const schemaPath = fileURLToPath(new URL('../prisma/schema.prisma', import.meta.url));
  await db.pool.query('ALTER TABLE sessions DROP COLUMN user_agent');
  await db.pool.query('ALTER TABLE users ALTER COLUMN last_login_at SET NOT NULL');
  await db.pool.query("ALTER TABLE users ADD COLUMN mystery text NOT NULL DEFAULT 'x'");
  await db.pool.query('ALTER TABLE users ALTER COLUMN mystery DROP DEFAULT');
  const drift = await findPrismaDrift(schemaPath, db.pool, db.schema);
  expect(drift).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/Session.userAgent: column "sessions.user_agent" does not exist/),
      expect.stringMatching(/User.lastLoginAt: optional but column is NOT NULL/),
      expect.stringMatching(/users.mystery" is NOT NULL without default/),
    ]),
  );
});
