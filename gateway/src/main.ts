import http from 'node:http';
import {
  answerClientErrorsAsJson,
  createLogger,
  handleShutdown,
  requireDependencies,
} from '@readiness/service';
import { loadEnv } from './env.ts';
import { buildGateway } from './service.ts';

const env = loadEnv();
const logger = createLogger('gateway', env.LOG_LEVEL);
await requireDependencies({ redisUrl: env.REDIS_URL, natsUrl: env.NATS_URL });

const gateway = await buildGateway(env, logger);
const server = http
  .createServer(gateway.handler)
  .listen(env.PORT, () =>
    logger.info({ port: env.PORT }, `gateway listening on http://localhost:${env.PORT}`),
  );
server.keepAliveTimeout = 65_000;
answerClientErrorsAsJson(server, logger);
handleShutdown({
  logger,
  server,
  closers: gateway.closers,
  timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  drainMs: env.SHUTDOWN_DRAIN_MS,
  onSignal: gateway.markShuttingDown,
});
