import express from 'express';
import { Redis } from 'ioredis';
import { createLogger, handleShutdown, healthRouter, requireDependencies } from '@readiness/service';
import { createDb } from './db.ts';
import { createQuestionBank } from './domain/question-bank.ts';
import { bullPrefix, loadEnv } from './env.ts';
import { startReportWorker } from './jobs/report-render.job.ts';

// The PDF worker: its own process and Deployment, scaled apart from the HTTP process.
const env = loadEnv();
const logger = createLogger('assessment-worker', env.LOG_LEVEL);
await requireDependencies({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL });

const { prisma, pool } = createDb(env.DATABASE_URL, env.DB_SCHEMA, env.REPORT_WORKER_CONCURRENCY + 2);
const reports = startReportWorker(
  { db: prisma, bank: createQuestionBank(prisma), env, logger },
  {
    redisUrl: env.REDIS_URL,
    prefix: bullPrefix(env),
    concurrency: env.REPORT_WORKER_CONCURRENCY,
    lockDurationMs: env.REPORT_LOCK_MS,
    stalledIntervalMs: env.REPORT_STALLED_CHECK_MS,
  },
);
await reports.waitUntilReady();
logger.info({ concurrency: env.REPORT_WORKER_CONCURRENCY }, 'report worker started');

// Probes only (no API): alive, and ready while PostgreSQL answers and the worker is connected to Redis.
let isShuttingDown = false;
const healthRedis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
healthRedis.on('error', (error) => logger.warn({ err: error }, 'redis error (health check client)'));
const health = express();
health.use(
  healthRouter(
    {
      postgres: async () => void (await pool.query('SELECT 1')),
      redis: async () => {
        if (!reports.isRunning()) throw new Error('worker is not running');
        await healthRedis.ping();
      },
    },
    () => isShuttingDown,
  ),
);
const server = health.listen(env.PORT, () => {
  const address = server.address();
  logger.info(
    { port: typeof address === 'object' && address ? address.port : env.PORT },
    'report worker probes listening',
  );
});

handleShutdown({
  logger,
  server,
  onSignal: () => {
    isShuttingDown = true;
  },
  closers: [
    ['report worker', () => reports.close()],
    ['prisma', () => prisma.$disconnect()],
    ['postgres', () => pool.end()],
    ['redis (health)', () => healthRedis.quit()],
  ],
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
});
