// Organisation rounds (issue 27): closing a round of 50 respondents × 75 answers (the row lock, reading every answer,
// the aggregate with its medians, quartiles and disagreements, storing it, the outbox event), and the organisation's
// results view built from it (benchmark, recommendations, roadmap), each against a baseline measured in the same run on
// the same database: a plain SELECT of the same 3,750 answers. Target: the close under 200 ms p95.
import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { pino } from 'pino';
import { DIMENSIONS } from '@readiness/contracts/assessment';
import { createTestDatabase } from '@readiness/testing';
import { createQuestionBank } from '../services/assessment/src/domain/question-bank.ts';
import { closeRoundOnce } from '../services/assessment/src/domain/rounds/close-round.ts';
import { computeRoundResults } from '../services/assessment/src/domain/rounds/get-round-results.ts';
import { seedQuestionBank } from '../services/assessment/src/domain/seed-question-bank.ts';
import { selectQuestions } from '../services/assessment/src/domain/scoring/select-questions.ts';
import { PrismaClient } from '../services/assessment/src/generated/prisma/client.ts';
import { roundRepository } from '../services/assessment/src/repositories/round.repository.ts';

const RESPONDENTS = 50;
const SAMPLES = 100;
const WARMUP = 10;

interface Latency {
  samples: number;
  p50: number;
  p95: number;
}
export interface OrganisationsBenchResult {
  respondents: number;
  answers: number;
  close: Latency;
  results: Latency;
  baseline: Latency;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { samples: values.length, p50: round(at(50), 2), p95: round(at(95), 2) };
}
async function measure(work: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<Latency> {
  const values: number[] = [];
  for (let index = 0; index < WARMUP + SAMPLES; index += 1) {
    await before?.();
    const started = performance.now();
    await work();
    if (index >= WARMUP) values.push(performance.now() - started);
  }
  return latency(values);
}

export async function benchOrganisations(): Promise<OrganisationsBenchResult> {
  const db = await createTestDatabase('assessment');
  const pool = new pg.Pool({
    connectionString: db.databaseUrl,
    max: 4,
    options: `-c search_path=${db.schema}`,
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { schema: db.schema }) });
  const logger = pino({ level: 'warn' });
  try {
    await seedQuestionBank(prisma, logger);
    const bank = createQuestionBank(prisma);
    const { version, questions: all } = await bank.current();
    const questions = selectQuestions(all, 'full');
    const organisationId = randomUUID();
    const roundId = randomUUID();
    await pool.query(
      `INSERT INTO organisation_copies (id, name, industry, company_size) VALUES ($1, 'Bench Org', 'healthcare', '201-1000')`,
      [organisationId],
    );
    await pool.query(
      `INSERT INTO rounds (id, organisation_id, kind, anonymity, industry, company_size, bank_version, question_ids, deadline)
       VALUES ($1, $2, 'full', 'anonymous', 'healthcare', '201-1000', $3, $4, now() + interval '7 days')`,
      [roundId, organisationId, version, questions.map((question) => question.id)],
    );
    // 50 people with their own views: a level per person and dimension, ±1 per question, some "don't know".
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const participantIds: string[] = [];
    for (let person = 0; person < RESPONDENTS; person += 1) {
      const participantId = randomUUID();
      participantIds.push(participantId);
      await pool.query(
        `INSERT INTO round_participants (id, round_id, user_id, dimensions, total, role_group, submitted_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())`,
        [
          participantId,
          roundId,
          randomUUID(),
          [...DIMENSIONS],
          questions.length,
          person < 5 ? 'leadership' : 'members',
        ],
      );
      const level = new Map(DIMENSIONS.map((dimension) => [dimension, 1 + Math.floor(random() * 5)]));
      const values: (number | null)[] = [];
      const choices: (string | null)[] = [];
      for (const question of questions) {
        if (random() < 0.04) {
          values.push(null);
          choices.push('dont-know');
        } else {
          const jitter = Math.floor(random() * 3) - 1;
          values.push(Math.min(5, Math.max(1, level.get(question.dimension)! + jitter)));
          choices.push(null);
        }
      }
      await pool.query(
        `INSERT INTO round_answers (participant_id, question_id, value, choice)
         SELECT $1, q, v, c FROM unnest($2::text[], $3::smallint[], $4::text[]) AS t (q, v, c)`,
        [participantId, questions.map((question) => question.id), values, choices],
      );
    }
    const ctx = { db: prisma, bank, logger };

    const baseline = await measure(() =>
      pool.query(
        'SELECT participant_id, question_id, value, choice FROM round_answers WHERE participant_id = ANY($1)',
        [participantIds],
      ),
    );
    const close = await measure(
      async () => {
        if (!(await closeRoundOnce(ctx, roundId, { reason: 'manual', closedBy: null })))
          throw new Error('the round did not close');
      },
      () =>
        pool.query(`UPDATE rounds SET status = 'open', closed_at = NULL, results = NULL WHERE id = $1`, [
          roundId,
        ]),
    );
    const row = (await roundRepository.findById(prisma, roundId))!;
    const results = await measure(() => computeRoundResults(ctx, row));
    return { respondents: RESPONDENTS, answers: RESPONDENTS * questions.length, close, results, baseline };
  } finally {
    await prisma.$disconnect();
    await pool.end();
    await db.drop();
  }
}

export function formatOrganisationsBench(result: OrganisationsBenchResult): string {
  const ratio = (value: number) => (result.baseline.p95 > 0 ? round(value / result.baseline.p95, 1) : 0);
  return [
    'Organisations',
    `  close a round of ${result.respondents} respondents × ${result.answers / result.respondents} answers (lock, read, aggregate, store, outbox): ` +
      `p50 ${result.close.p50} ms, p95 ${result.close.p95} ms (target < 200 ms); ${ratio(result.close.p95)}× the p95 of ` +
      `a plain SELECT of the same ${result.answers} answers (${result.baseline.p95} ms)`,
    `  the organisation's results view from the aggregate (benchmark, recommendations, roadmap): p50 ${result.results.p50} ms, ` +
      `p95 ${result.results.p95} ms; ${ratio(result.results.p95)}× the baseline`,
  ].join('\n');
}
