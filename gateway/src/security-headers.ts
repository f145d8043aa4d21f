import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

const CSP = {
  useDefaults: true,
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': null,
  },
};

/** Helmet for the pages, assets and documents the gateway serves itself. */
export const securityHeadersMiddleware = () =>
  helmet({ contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false });

/**
 * The same headers as a fixed list, for the API path: helmet's answer does not depend on the request, so it is
 * asked once at start-up instead of running its dozen middlewares on every proxied call.
 */
export function securityHeaders(): ReadonlyArray<readonly [name: string, value: string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  } as unknown as ServerResponse;
  let isDone = false;
  securityHeadersMiddleware()(
    { headers: {}, method: 'GET' } as IncomingMessage,
    recorder,
    (error?: unknown) => {
      if (error instanceof Error) throw error;
      if (error) throw new Error('helmet refused its configuration');
      isDone = true;
    },
  );
  if (!isDone) throw new Error('helmet did not finish synchronously');
  return [...headers];
}
