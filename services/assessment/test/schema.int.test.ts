import { fileURLToPath } from 'node:url';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '@readiness/service';
import { createTestDatabase, findPrismaDrift, type TestDatabase } from '@readiness/testing';
import { testMigrationsMatchPrisma } from '@readiness/testing/service-tests';
import { seedQuestionBank } from '../src/domain/seed-question-bank.ts';
import { PrismaClient } from '../src/generated/prisma/client.ts';

testMigrationsMatchPrisma('assessment');

/** A replica's own database client, as its runtime makes one. */
function replica(databaseUrl: string, schema: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, options: `-c search_path=${schema}` });
  return { prisma: new PrismaClient({ adapter: new PrismaPg(pool, { schema }) }), pool };
}

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('assessment');
});
afterAll(async () => {
  await db?.drop();
});

it('seeds bank version 1 once, even when two replicas start together', async () => {
  const logger = createLogger('test', 'silent');
  const replicas = [replica(db.databaseUrl, db.schema), replica(db.databaseUrl, db.schema)];
  try {
    const outcomes = await Promise.all(replicas.map(({ prisma }) => seedQuestionBank(prisma, logger)));
    expect(outcomes.sort()).toEqual(['present', 'seeded']);
    expect(await seedQuestionBank(replicas[0]!.prisma, logger)).toBe('present');
  } finally {
    for (const { prisma, pool } of replicas) {
      await prisma.$disconnect();
      await pool.end();
    }
  }
  const { rows: versions } = await db.pool.query('SELECT version, source FROM question_bank_versions');
  expect(versions).toEqual([{ version: 1, source: 'seed' }]);
  const { rows } = await db.pool.query<{ count: string; quick: string }>(
    'SELECT count(*) AS count, count(*) FILTER (WHERE is_quick) AS quick FROM questions WHERE bank_version = 1',
  );
  expect(rows[0]).toEqual({ count: '75', quick: '15' });
});

it('notices when schema.prisma and the database disagree', async () => {
  await db.pool.query('ALTER TABLE answers DROP COLUMN answered_at');
  await db.pool.query('ALTER TABLE assessments ALTER COLUMN title DROP NOT NULL');
  const schemaPath = fileURLToPath(new URL('../prisma/schema.prisma', import.meta.url));
  const drift = await findPrismaDrift(schemaPath, db.pool, db.schema);
  expect(drift).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/Answer.answeredAt: column "answers.answered_at" does not exist/),
      expect.stringMatching(/Assessment.title: required but column is NULL/),
    ]),
  );
});
