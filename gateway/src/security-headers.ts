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

/** Helmet's headers for a page, as a fixed list (its answer does not depend on the request). */
export function pageSecurityHeaders(): ReadonlyArray<readonly [name: string, value: string]> {
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

/**
 * The security headers of every API answer (the services' and the gateway's own errors). Nothing under /api is
 * meant to be shown as a page: answers are JSON, and files go as attachments. So not helmet's page set but the
 * one the OWASP REST Security Cheat Sheet gives for APIs, each for what it does to such an answer:
 * - `Content-Security-Policy: default-src 'none'; frame-ancestors 'none'`: should an answer ever be rendered as a
 *   document (a browser told to show it, a mislabelled type), nothing in it loads or runs, and no site frames it.
 *   Stricter than the page policy, and a twelfth of its length;
 * - `X-Frame-Options: DENY`: the same for browsers without frame-ancestors;
 * - `X-Content-Type-Options: nosniff`: a JSON answer is never sniffed into HTML or run as a script;
 * - `Cross-Origin-Resource-Policy: same-origin`: another site cannot load a signed-in answer as a subresource;
 * - `Strict-Transport-Security`: as on pages (HTTPS only, including for a first call that is an API call).
 * Left to pages: the rest of the page CSP, COOP and Origin-Agent-Cluster (they apply to documents),
 * Referrer-Policy (a JSON answer makes no requests), X-DNS-Prefetch-Control (links in HTML),
 * X-Download-Options and X-Permitted-Cross-Domain-Policies (IE 8 and Flash/PDF plug-ins), X-XSS-Protection: 0
 * (turns off an old browser's filter for pages). Caching stays the service's to say (auth's answers are
 * `private, no-store`). Seven headers fewer on every API answer is about 650 bytes the gateway writes and each
 * client parses (README, issue 26).
 */
export function apiSecurityHeaders(): ReadonlyArray<readonly [name: string, value: string]> {
  const page = new Map(pageSecurityHeaders());
  const hsts = page.get('strict-transport-security');
  if (hsts === undefined) throw new Error('helmet set no Strict-Transport-Security');
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-frame-options', 'DENY'],
    ['x-content-type-options', 'nosniff'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['strict-transport-security', hsts],
  ];
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
