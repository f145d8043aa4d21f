import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger } from '@readiness/service';
import { createTestDatabase, findPrismaDrift, type TestDatabase } from '@readiness/testing';
import { createDb } from '../src/db.ts';
import { seedQuestionBank } from '../src/domain/seed-question-bank.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('assessment');
});
afterAll(async () => {
  await db?.drop();
});

const schemaPath = fileURLToPath(new URL('../prisma/schema.prisma', import.meta.url));

it('schema.prisma and the migrated database agree', async () => {
  expect(await findPrismaDrift(schemaPath, db.pool, db.schema)).toEqual([]);
});

it('seeds bank version 1 once, even when two replicas start together', async () => {
  const logger = createLogger('test', 'silent');
  const replicas = [createDb(db.databaseUrl, db.schema, 2), createDb(db.databaseUrl, db.schema, 2)];
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
  const drift = await findPrismaDrift(schemaPath, db.pool, db.schema);
  expect(drift).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/Answer.answeredAt: column "answers.answered_at" does not exist/),
      expect.stringMatching(/Assessment.title: required but column is NULL/),
    ]),
  );
});
