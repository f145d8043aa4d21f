import { runWorkerMain } from '@readiness/service/process';
import { createRuntime } from '@readiness/service/runtime';
import { bullPrefix } from '@readiness/jobs/names';
import { createQuestionBank } from './domain/question-bank.ts';
import { loadEnv } from './env.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { startReportWorker } from './jobs/report-render.job.ts';
import { startRoundWorkers } from './jobs/round-jobs.job.ts';

// The PDF worker: its own process and Deployment, scaled apart from the HTTP process.
await runWorkerMain('assessment-worker', loadEnv(), async (env, logger) => {
  const runtime = await createRuntime({
    service: 'assessment-worker',
    env,
    logger,
    db: (adapter) => new PrismaClient({ adapter }),
    poolSize: env.REPORT_WORKER_CONCURRENCY + 2,
    bus: false,
  });
  const ctx = { db: runtime.db, bank: createQuestionBank(runtime.db), env, logger };
  const reports = startReportWorker(ctx, {
    redisUrl: env.REDIS_URL,
    prefix: bullPrefix(env.REDIS_PREFIX),
    concurrency: env.REPORT_WORKER_CONCURRENCY,
    lockDurationMs: env.REPORT_LOCK_MS,
    stalledIntervalMs: env.REPORT_STALLED_CHECK_MS,
  });
  await reports.waitUntilReady();
  runtime.addCloser('report worker', () => reports.close());
  // Organisation rounds: board reports, and the sweep that closes rounds at their deadline and sends reminders.
  const rounds = await startRoundWorkers(ctx, {
    redisUrl: env.REDIS_URL,
    prefix: bullPrefix(env.REDIS_PREFIX),
    concurrency: env.REPORT_WORKER_CONCURRENCY,
    lockDurationMs: env.REPORT_LOCK_MS,
    stalledIntervalMs: env.REPORT_STALLED_CHECK_MS,
    sweepIntervalMs: env.ROUND_SWEEP_INTERVAL_MS,
  });
  await rounds.waitUntilReady();
  runtime.addCloser('round workers', () => rounds.close());
  runtime.addCheck('worker', () =>
    reports.isRunning() && rounds.isRunning()
      ? Promise.resolve()
      : Promise.reject(new Error('worker is not running')),
  );
  logger.info({ concurrency: env.REPORT_WORKER_CONCURRENCY }, 'report worker started');
  return runtime;
});
