import type { Request, Response } from 'express';
import { createEvent, type createBufferedPublisher } from '@readiness/bus';

type BufferedPublisher = ReturnType<typeof createBufferedPublisher>;

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

/** Publishes `gateway.request.completed` (queued: it never holds up a response). Call in the request's trace context. */
export function publishAccess(publisher: BufferedPublisher, record: AccessRecord): void {
  if (!isWorthRecording(record.path)) return;
  publisher.publish(
    createEvent('gateway.request.completed', {
      method: record.method,
      path: record.path.slice(0, 512),
      status: record.status,
      durationMs: Number(process.hrtime.bigint() - record.started) / 1e6,
      ip: record.ip ?? null,
      userId: record.userId ?? null,
      userAgent: record.userAgent?.slice(0, 512) ?? null,
      requestId: record.requestId,
      time: new Date().toISOString(),
    }),
  );
}

/** Express middleware for what the gateway serves itself (pages, docs, health): an access event per response. */
export function recordAccess(publisher: BufferedPublisher) {
  return (req: Request, res: Response, next: () => void) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      publishAccess(publisher, {
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
