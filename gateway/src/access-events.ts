import type { Request, Response } from 'express';
import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import { MAX_ACCESS_RECORDS_PER_EVENT, type TEventData } from '@readiness/contracts';
import { createEvent, uuidv7, type createBufferedPublisher } from '@readiness/bus';

type BufferedPublisher = ReturnType<typeof createBufferedPublisher>;
type BatchedRecord = TEventData<'gateway.requests.completed'>['requests'][number];

/** Hashed build assets are not page views: they would drown the access log. */
function isWorthRecording(path: string): boolean {
  return path !== '/healthz' && path !== '/readyz' && !path.startsWith('/assets/') && path !== '/favicon.ico';
}

export interface AccessRecord {
  method: string;
  path: string;
  status: number;
  /** process.hrtime.bigint() when the request arrived. */
  started: bigint;
  ip: string | undefined;
  userId: string | undefined;
  userAgent: string | undefined;
  requestId: string;
}

/** How long a record waits for others to go out with it (a full batch goes at once). */
export const ACCESS_LINGER_MS = 100;

export interface AccessLog {
  /** Queues the request's record (never holds up the response; never throws). */
  record(record: AccessRecord): void;
  /** Hands what is waiting to the publisher now (shutdown). */
  flush(): void;
}

/**
 * The access log: a `gateway.requests.completed` event per batch of requests (up to
 * MAX_ACCESS_RECORDS_PER_EVENT, or what came within ACCESS_LINGER_MS of the first), through the buffered
 * publisher (bounded, kept while NATS is away). An event per request cost the bus a stored message, an
 * acknowledgement, a delivery and monitoring's acknowledgement each: on the machine that runs the stack, about as
 * much CPU as the gateway's own work per call (README, issue 26).
 */
export function createAccessLog(publisher: BufferedPublisher): AccessLog {
  let waiting: BatchedRecord[] = [];
  let timer: NodeJS.Timeout | undefined;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const requests = waiting;
    waiting = [];
    // A batch belongs to no one request's trace (each record carries its request id).
    context.with(ROOT_CONTEXT, () =>
      publisher.publish(createEvent('gateway.requests.completed', { requests })),
    );
  }

  return {
    record(record) {
      if (!isWorthRecording(record.path)) return;
      waiting.push({
        id: uuidv7(),
        method: record.method,
        path: record.path.slice(0, 512),
        status: record.status,
        durationMs: Number(process.hrtime.bigint() - record.started) / 1e6,
        ip: record.ip ?? null,
        userId: record.userId ?? null,
        userAgent: record.userAgent?.slice(0, 512) ?? null,
        requestId: record.requestId,
        time: new Date().toISOString(),
      });
      if (waiting.length >= MAX_ACCESS_RECORDS_PER_EVENT) flush();
      else timer ??= setTimeout(flush, ACCESS_LINGER_MS).unref();
    },
    flush,
  };
}

/** Express middleware for what the gateway serves itself (pages, docs, health): a record per response. */
export function recordAccess(accessLog: AccessLog) {
  return (req: Request, res: Response, next: () => void) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      accessLog.record({
        method: req.method,
        path: req.path,
        status: res.statusCode,
        started,
        ip: req.ip,
        userId: undefined, // signed-in calls are all under /api, which the API path records
        userAgent: req.headers['user-agent'],
        requestId: typeof req.id === 'string' ? req.id : '', // requestLogger always makes a string
      });
    });
    next();
  };
}
