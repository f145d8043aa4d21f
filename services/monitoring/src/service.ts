import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import { remoteKeys } from '@readiness/service';
import { createRuntime } from '@readiness/service/runtime';
import { createMonitoringApp } from './app.ts';
import { applyRetention } from './domain/apply-retention.ts';
import type { MonitoringContext } from './domain/context.ts';
import { detectOutliers } from './domain/outlier-rules.ts';
import type { MonitoringEnv } from './env.ts';
import { startConsumers } from './events/consumers.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { ipCounter } from './repositories/ip-counter.repository.ts';
import { outlierStore } from './repositories/outlier.repository.ts';
import { statsStore } from './repositories/stats.repository.ts';
import { readConsumerLag, readQueueDepths } from './repositories/system-status.repository.ts';

/** Runs `task` every `ms` (never two at once); stopping waits for the run in progress. */
function every(ms: number, task: () => Promise<unknown>, logger: Logger, name: string) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(task).catch((error: unknown) => logger.error({ err: error }, `${name} failed`));
  }, ms);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Wires the monitoring service on the kit's runtime: its batched consumers (on a NATS connection of their own),
 * the outlier rules and retention on timers, and the HTTP app. `main.ts` runs it; tests build it with their own
 * schema and prefixes, their own key set and, when they move time, their own clock.
 */
export async function buildMonitoringService(
  env: MonitoringEnv,
  logger: Logger,
  options: { keys?: JWTVerifyGetKey; now?: () => Date } = {},
) {
  const runtime = await createRuntime({
    service: 'monitoring',
    env,
    logger,
    db: (adapter) => new PrismaClient({ adapter }),
    poolSize: 12,
  });
  try {
    const nc = await connect({
      servers: env.NATS_URL,
      name: 'monitoring-consumers',
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1_000,
      noAsyncTraces: true,
    });
    const jsm = await jetstreamManager(nc);
    const bullPrefix = `${env.REDIS_PREFIX}bull`;
    const streamPrefix = env.NATS_PREFIX.toUpperCase().replace(/[^A-Z0-9_-]/g, '_');
    const ctx: MonitoringContext = {
      env,
      logger,
      stats: statsStore(runtime.pool),
      outliers: outlierStore(runtime.pool),
      ips: ipCounter(runtime.redis, env.REDIS_PREFIX),
      systemStatus: async () => ({
        queues: await readQueueDepths(runtime.redis, bullPrefix),
        consumers: await readConsumerLag(jsm, streamPrefix),
      }),
      onEventsCommitted: () => runtime.onEventsCommitted(),
      now: options.now ?? (() => new Date()),
    };
    const closeConnection = () => nc.drain().catch(() => nc.close());
    const consumers = await startConsumers({
      nc,
      bus: runtime.bus,
      pool: runtime.pool,
      ips: ctx.ips,
      env,
      logger,
    }).catch(async (error: unknown) => {
      await closeConnection();
      throw error;
    });
    // Closers run in the order added, before the connections: timers, then consumers, then their connection.
    const closers: Array<[string, () => Promise<unknown>]> = [];
    if (env.OUTLIER_INTERVAL_MS > 0) {
      closers.push([
        'outlier rules',
        every(
          env.OUTLIER_INTERVAL_MS,
          async () => {
            if ((await detectOutliers(ctx.outliers, env, ctx.now())).length > 0) ctx.onEventsCommitted();
          },
          logger,
          'outlier rules',
        ),
      ]);
    }
    closers.push([
      'retention',
      every(env.RETENTION_INTERVAL_MS, () => applyRetention(ctx), logger, 'retention'),
    ]);
    closers.push(['consumers', () => Promise.all(consumers.map((consumer) => consumer.stop()))]);
    closers.push(['nats consumers connection', closeConnection]);
    for (const [name, close] of closers) runtime.addCloser(name, close);
    runtime.addCheck('nats consumers', () =>
      nc.isClosed() ? Promise.reject(new Error('consumer connection closed')) : Promise.resolve(),
    );
    const app = createMonitoringApp(ctx, options.keys ?? remoteKeys(env.AUTH_INTERNAL_URL), runtime);
    return { app, ctx, runtime };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
