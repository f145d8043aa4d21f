import type { Request, Response } from 'express';
import { createEvent, type createBufferedPublisher } from '@readiness/bus';

type BufferedPublisher = ReturnType<typeof createBufferedPublisher>;

/** Hashed build assets are not page views: they would drown the access log. */
function isWorthRecording(path: string): boolean {
  return path !== '/healthz' && path !== '/readyz' && !path.startsWith('/assets/') && path !== '/favicon.ico';
}

/** Publishes `gateway.request.completed` once the response is sent, without holding it up. */
export function recordAccess(publisher: BufferedPublisher) {
  return (req: Request, res: Response, next: () => void) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      if (!isWorthRecording(req.path)) return;
      publisher.publish(
        createEvent('gateway.request.completed', {
          method: req.method,
          path: req.path.slice(0, 512),
          status: res.statusCode,
          durationMs: Number(process.hrtime.bigint() - started) / 1e6,
          ip: req.ip ?? null,
          userId: req.identity?.userId ?? null,
          userAgent: req.headers['user-agent']?.slice(0, 512) ?? null,
          requestId: String(req.id as string),
          time: new Date().toISOString(),
        }),
      );
    });
    next();
  };
}
