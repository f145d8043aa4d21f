import type { IncomingMessage } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Cookie-authenticated writes (and any write that carries an Origin) must come from the app's own origin:
 * one of APP_ORIGIN's, or the origin of the host the request was sent to. Bearer-token clients without a
 * cookie and without an Origin (scripts, servers) are not affected. Returns the reason when refused.
 */
export function csrfRejection(
  req: Pick<IncomingMessage, 'method' | 'headers'>,
  allowedOrigins: ReadonlySet<string>,
  hasSessionCookie: boolean,
): string | undefined {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return undefined;
  const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
  if (!origin) return hasSessionCookie ? 'missing Origin and Referer' : undefined;
  if (allowedOrigins.has(origin)) return undefined;
  const host = req.headers.host;
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return undefined;
  return `foreign origin ${origin}`;
}
