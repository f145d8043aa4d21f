import type { TAccessRecord, TEvent } from '@readiness/contracts';

/** Health checks are not traffic: the gateway does not publish them, and none that slips through is counted. */
const HEALTH_PATHS = new Set(['/healthz', '/readyz', '/livez', '/api/health', '/api/healthz']);
/** The app's scripts, styles and images are not page views: they would drown the pages in "Most Accessed Pages". */
const STATIC_FILE = /\.(?:js|mjs|css|map|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|txt|webmanifest)$/i;

/** Whether a request is one the access log keeps: a page or an API call, not a probe or a static file. */
export function isRecordedPath(path: string): boolean {
  if (HEALTH_PATHS.has(path)) return false;
  return path.startsWith('/api/') || !STATIC_FILE.test(path);
}

export interface AccessRow {
  id: string;
  at: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  ip: string | null;
  userId: string | null;
  userAgent: string | null;
  requestId: string;
}

/**
 * The access log rows of a batch of gateway events (a request each, or a batch of requests each with its own id):
 * the request's own time, health checks left out.
 */
export function accessRowsOf(
  events: Array<TEvent<'gateway.request.completed' | 'gateway.requests.completed'>>,
): AccessRow[] {
  const rows: AccessRow[] = [];
  const add = (id: string, data: TAccessRecord, eventTime: string) => {
    if (!isRecordedPath(data.path)) return;
    rows.push({
      id,
      at: Number.isNaN(Date.parse(data.time)) ? eventTime : data.time,
      method: data.method.slice(0, 16),
      path: data.path.slice(0, 512),
      status: data.status,
      durationMs: Math.max(0, data.durationMs),
      ip: data.ip,
      userId: data.userId,
      userAgent: data.userAgent,
      requestId: data.requestId,
    });
  };
  for (const event of events) {
    if (event.type === 'gateway.request.completed') add(event.id, event.data, event.time);
    else for (const request of event.data.requests) add(request.id, request, event.time);
  }
  return rows;
}

export type AuthDomainEvent = TEvent<
  | 'auth.login.failed'
  | 'auth.login.succeeded'
  | 'auth.user.logged-out'
  | 'auth.user.registered'
  | 'auth.user.deleted'
>;

export interface AuthRow {
  id: string;
  at: string;
  /** The event's name as shown: `login.failed`, `login.succeeded`, `user.logged-out`, `user.registered`. */
  event: string;
  userId: string | null;
  email: string | null;
  reason: string | null;
  ip: string | null;
}

/** The auth event row of an auth event (emails compared lower-case), or undefined for a deletion. */
export function authRowOf(event: AuthDomainEvent): AuthRow | undefined {
  const base = { id: event.id, at: event.time };
  switch (event.type) {
    case 'auth.login.failed':
      return {
        ...base,
        event: 'login.failed',
        userId: null,
        email: event.data.email.toLowerCase(),
        reason: event.data.reason,
        ip: event.data.ipAddress,
      };
    case 'auth.login.succeeded':
      return {
        ...base,
        event: 'login.succeeded',
        userId: event.data.userId,
        email: event.data.email.toLowerCase(),
        reason: null,
        ip: event.data.ipAddress,
      };
    case 'auth.user.logged-out':
      return {
        ...base,
        event: 'user.logged-out',
        userId: event.data.userId,
        email: null,
        reason: null,
        ip: event.data.ipAddress,
      };
    case 'auth.user.registered':
      return {
        ...base,
        event: 'user.registered',
        userId: event.data.userId,
        email: event.data.email.toLowerCase(),
        reason: null,
        ip: event.data.ipAddress,
      };
    case 'auth.user.deleted':
      return undefined;
  }
}
