import { afterAll, beforeAll } from 'vitest';
import { connectBus, createEvent } from '@readiness/bus';
import { pino } from 'pino';
import type { TEventData, TEventType } from '@readiness/contracts';
import {
  call as callService,
  startServiceForTest,
  startTokenIssuer,
  type CallResult,
  type TokenIssuer,
} from '@readiness/testing';
import { TEST_NATS_URL } from '@readiness/testing/nats';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { loadEnv, type MonitoringEnv } from '../src/env.ts';
import { buildMonitoringService } from '../src/service.ts';

export const call: (...args: Parameters<typeof callService>) => Promise<CallResult> = callService;
export { startTokenIssuer };

/** A clock the test moves: the service reads it for "now" (quick view, stats, retention). */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date: Date) => {
      now = date.getTime();
    },
  };
}

/** Monitoring in this process with its own schema and prefixes; rules run only when the test asks. */
export function startMonitoring(
  issuer: TokenIssuer,
  options: { now?: () => Date; env?: Partial<Record<keyof MonitoringEnv, string>> } = {},
) {
  return startServiceForTest({
    service: 'monitoring',
    loadEnv,
    build: (env: MonitoringEnv, logger) =>
      buildMonitoringService(env, logger, { keys: issuer.keys, now: options.now }),
    env: { OUTLIER_INTERVAL_MS: '0', ACK_WAIT_MS: '2000', ...options.env },
  });
}
export type RunningMonitoring = Awaited<ReturnType<typeof startMonitoring>>;

/** Publishes made-up events straight into the streams, as the gateway and auth would. */
export async function publisher(natsUrl: string, prefix: string) {
  // The publishers' streams exist before monitoring does (the gateway and auth create theirs).
  const streams = await connectBus({
    url: natsUrl,
    name: 'test-publisher',
    prefix,
    logger: pino({ level: 'silent' }),
  });
  for (const domain of ['gateway', 'auth', 'security', 'assessment']) await streams.ensureStream(domain);
  await streams.close();
  const nc = await connect({ servers: natsUrl });
  const js = jetstream(nc);
  return {
    async publish<T extends TEventType>(type: T, data: TEventData<T>, time?: Date) {
      const event = createEvent(type, data);
      const sent = time ? { ...event, time: time.toISOString() } : event;
      await js.publish(`${prefix}.${type}`, JSON.stringify(sent), { msgID: sent.id });
      return sent;
    },
    /** Publishes without waiting for each ack (fast replay); resolves when all are acked. */
    async publishMany<T extends TEventType>(items: Array<{ type: T; data: TEventData<T>; time?: Date }>) {
      const events = items.map((item) => {
        const event = createEvent(item.type, item.data);
        return item.time ? { ...event, time: item.time.toISOString() } : event;
      });
      for (let i = 0; i < events.length; i += 500) {
        await Promise.all(
          events
            .slice(i, i + 500)
            .map((event) =>
              js.publish(`${prefix}.${event.type}`, JSON.stringify(event), { msgID: event.id }),
            ),
        );
      }
      return events;
    },
    close: () => nc.close(),
  };
}

let counter = 0;
/** A gateway access event's data. */
export function access(
  overrides: Partial<TEventData<'gateway.request.completed'>> = {},
): TEventData<'gateway.request.completed'> {
  counter += 1;
  return {
    method: 'GET',
    path: '/api/assessments',
    status: 200,
    durationMs: 20,
    ip: '198.51.100.7',
    userId: null,
    userAgent: 'test',
    requestId: `req-${counter}`,
    time: new Date().toISOString(),
    ...overrides,
  };
}

/** Polls `read` until `ok`, failing with the last value after `timeoutMs`. */
export async function waitFor<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline)
      throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

export async function countRows(
  monitoring: RunningMonitoring,
  table: string,
  where = 'true',
): Promise<number> {
  const { rows } = await monitoring.db.pool.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM "${monitoring.db.schema}".${table} WHERE ${where}`,
  );
  return rows[0]!.n;
}

/**
 * This file's monitoring, started before its tests and stopped after them: a token issuer, the service with its
 * workers (on the file's own schema and NATS prefix), and a publisher on that prefix. Read the fields inside tests
 * and hooks: they are set once the file's first hook has run.
 */
export function useMonitoring(options: Parameters<typeof startMonitoring>[1] = {}) {
  const running = {} as {
    issuer: TokenIssuer;
    monitoring: RunningMonitoring;
    bus: Awaited<ReturnType<typeof publisher>>;
  };
  beforeAll(async () => {
    running.issuer = await startTokenIssuer();
    running.monitoring = await startMonitoring(running.issuer, options);
    running.bus = await publisher(TEST_NATS_URL, running.monitoring.natsPrefix);
  });
  afterAll(async () => {
    await running.bus?.close();
    await running.monitoring?.stop();
    await running.issuer?.stop();
  });
  return running;
}
