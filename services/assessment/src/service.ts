import type { Server } from 'node:http';
import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import { connectBus, startOutboxRelay } from '@readiness/bus';
import { remoteKeys } from '@readiness/service';
import { createAssessmentApp } from './app.ts';
import { createDb } from './db.ts';
import type { AssessmentContext } from './domain/context.ts';
import { createQuestionBank } from './domain/question-bank.ts';
import { seedQuestionBank } from './domain/seed-question-bank.ts';
import { bullPrefix, type AssessmentEnv } from './env.ts';
import { subscribeUserProfiles } from './events/user-profile.consumer.ts';
import { createReportQueue } from './jobs/report-render.queue.ts';

/**
 * Wires the assessment service's HTTP process from its environment: database (and the question bank seed),
 * NATS with the outbox relay and the user-profile consumer, the report queue and the HTTP app. `main.ts` listens
 * and handles signals; tests call this with their own schema and prefixes (and their own key set).
 */
export async function buildAssessmentService(
  env: AssessmentEnv,
  logger: Logger,
  options: { keys?: JWTVerifyGetKey } = {},
) {
  const { prisma, pool } = createDb(env.DATABASE_URL, env.DB_SCHEMA);
  await seedQuestionBank(prisma, logger);
  const bus = await connectBus({ url: env.NATS_URL, name: 'assessment', prefix: env.NATS_PREFIX, logger });
  await bus.ensureStream('assessment');
  const relay = startOutboxRelay({ bus, pool, schema: env.DB_SCHEMA, logger });
  const reports = await createReportQueue({ redisUrl: env.REDIS_URL, prefix: bullPrefix(env), logger });

  const ctx: AssessmentContext = {
    db: prisma,
    bank: createQuestionBank(prisma),
    env,
    logger,
    reports,
    onEventsCommitted: () => relay.nudge(),
  };
  const profiles = await subscribeUserProfiles(prisma, bus, logger);

  let isShuttingDown = false;
  const app = createAssessmentApp(
    ctx,
    options.keys ?? remoteKeys(env.AUTH_INTERNAL_URL),
    {
      postgres: async () => void (await pool.query('SELECT 1')),
      redis: () => reports.ping(),
      nats: () => (bus.isConnected() ? Promise.resolve() : Promise.reject(new Error('not connected'))),
    },
    () => isShuttingDown,
  );

  const closers: Array<[string, () => Promise<unknown>]> = [
    ['user-profile consumer', () => profiles.stop()],
    ['outbox relay', () => relay.stop()],
    ['report queue', () => reports.close()],
    ['nats', () => bus.close()],
    ['prisma', () => prisma.$disconnect()],
    ['postgres', () => pool.end()],
  ];
  return {
    app,
    ctx,
    bus,
    pool,
    closers,
    markShuttingDown: () => {
      isShuttingDown = true;
    },
    async close(server?: Server) {
      isShuttingDown = true;
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [, close] of closers) await close().catch(() => undefined);
    },
  };
}
