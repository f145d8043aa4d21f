import { connectBus } from '@readiness/bus';
import { bullPrefix } from '@readiness/jobs/names';
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
import { ipCounter } from './repositories/ip-counter.repository.ts';
import { readQueueDepths } from './repositories/system-status.repository.ts';

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
 * Wires the monitoring service on the kit's runtime (SQL through its pool, no Prisma client): its batched consumers
 * (on a bus connection of their own, so that a flood of access events never queues behind the outbox's publishes),
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
    poolSize: 12,
  });
  try {
    const consumerBus = await connectBus({
      url: env.NATS_URL,
      name: 'monitoring-consumers',
      prefix: env.NATS_PREFIX,
      logger,
    });
    const ctx: MonitoringContext = {
      env,
      logger,
      db: runtime.pool,
      ips: ipCounter(runtime.redis, env.REDIS_PREFIX),
      systemStatus: async () => ({
        queues: await readQueueDepths(runtime.redis, bullPrefix(env.REDIS_PREFIX)),
        consumers: await runtime.bus.consumerLag(),
      }),
      onEventsCommitted: () => runtime.onEventsCommitted(),
      now: options.now ?? (() => new Date()),
    };
    const consumers = await startConsumers(ctx, consumerBus).catch(async (error: unknown) => {
      await consumerBus.close();
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
            if ((await detectOutliers(ctx.db, env, ctx.now())).length > 0) ctx.onEventsCommitted();
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
    closers.push(['nats consumers connection', () => consumerBus.close()]);
    for (const [name, close] of closers) runtime.addCloser(name, close);
    runtime.addCheck('nats consumers', () =>
      consumerBus.isConnected() ? Promise.resolve() : Promise.reject(new Error('consumer connection closed')),
    );
    const app = createMonitoringApp(ctx, options.keys ?? remoteKeys(env.AUTH_INTERNAL_URL), runtime);
    return { app, ctx, runtime };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
