import { createHash } from 'node:crypto';
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

/** The inline scripts of an HTML page (no `src`, JavaScript or none stated), as their text. */
function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type === undefined || type === 'module' || type.endsWith('javascript')) scripts.push(match[2] ?? '');
  }
  return scripts;
}

/**
 * The Content-Security-Policy for a page whose own inline scripts may run, and no others: each by its SHA-256
 * hash in script-src (CSP Level 2), so the theme script in index.html runs before first paint without a request
 * of its own, while `'unsafe-inline'` stays out. The policy is helmet's (`csp`) otherwise unchanged.
 */
export function cspForPage(csp: string, html: string): string {
  const hashes = inlineScriptsOf(html).map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  if (hashes.length === 0) return csp;
  return csp
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/i.test(directive) ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive,
    )
    .join(';');
}
