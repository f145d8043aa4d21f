import { createLogger, handleShutdown, requireDependencies } from '@readiness/service';
import { loadEnv } from './env.ts';
import { buildAssessmentService } from './service.ts';

const env = loadEnv();
const logger = createLogger('assessment', env.LOG_LEVEL);
await requireDependencies({ databaseUrl: env.DATABASE_URL, redisUrl: env.REDIS_URL, natsUrl: env.NATS_URL });

const service = await buildAssessmentService(env, logger);
const server = service.app.listen(env.PORT, () =>
  logger.info({ port: env.PORT }, 'assessment service listening'),
);
handleShutdown({
  logger,
  server,
  closers: service.closers,
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  drainMs: env.SHUTDOWN_DRAIN_MS,
  onSignal: service.markShuttingDown,
});
