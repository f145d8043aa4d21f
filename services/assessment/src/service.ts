import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import { remoteKeys } from '@readiness/service';
import { createRuntime } from '@readiness/service/runtime';
import { bullPrefix } from '@readiness/jobs/names';
import { createAssessmentApp } from './app.ts';
import type { AssessmentContext } from './domain/context.ts';
import { createQuestionBank } from './domain/question-bank.ts';
import { seedQuestionBank } from './domain/seed-question-bank.ts';
import type { AssessmentEnv } from './env.ts';
import { subscribeUserProfiles } from './events/user-profile.consumer.ts';
import { subscribeUserLifecycle } from './events/user-lifecycle.consumer.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { createReportQueue } from './jobs/report-render.queue.ts';
import { createRoundReportQueue } from './jobs/round-jobs.queue.ts';
import { subscribeOrganisations } from './events/organisation.consumer.ts';

/**
 * Wires the assessment service's HTTP process on the kit's runtime: the question bank (seeded), the report
 * queue, the user-profile consumer and the HTTP app. `main.ts` runs it; tests build it with their own schema and
 * prefixes (and their own key set).
 */
export async function buildAssessmentService(
  env: AssessmentEnv,
  logger: Logger,
  options: { keys?: JWTVerifyGetKey } = {},
) {
  const runtime = await createRuntime({
    service: 'assessment',
    env,
    logger,
    db: (adapter) => new PrismaClient({ adapter }),
  });
  try {
    await seedQuestionBank(runtime.db, logger);
    const reports = await createReportQueue({
      redisUrl: env.REDIS_URL,
      prefix: bullPrefix(env.REDIS_PREFIX),
      logger,
    });
    runtime.addCloser('report queue', () => reports.close());
    const roundReports = await createRoundReportQueue({
      redisUrl: env.REDIS_URL,
      prefix: bullPrefix(env.REDIS_PREFIX),
      logger,
    });
    runtime.addCloser('round report queue', () => roundReports.close());
    const ctx: AssessmentContext = {
      db: runtime.db,
      bank: createQuestionBank(runtime.db),
      env,
      logger,
      reports,
      roundReports,
      onEventsCommitted: () => runtime.onEventsCommitted(),
    };
    const profiles = await subscribeUserProfiles(runtime.db, runtime.bus, logger);
    runtime.addCloser('user-profile consumer', () => profiles.stop());
    const lifecycle = await subscribeUserLifecycle(runtime.db, runtime.bus, logger);
    runtime.addCloser('user-lifecycle consumer', () => lifecycle.stop());
    const organisations = await subscribeOrganisations(runtime.db, runtime.bus, logger);
    runtime.addCloser('organisation consumer', () => organisations.stop());
    const app = createAssessmentApp(ctx, options.keys ?? remoteKeys(env.AUTH_INTERNAL_URL), runtime);
    return { app, ctx, runtime };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
