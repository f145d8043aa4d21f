import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { SESSION_COOKIE } from '@readiness/contracts';
import { isPagePath } from '@readiness/contracts/page-routes';
import { readCookie } from './cookies.ts';
import { chooseEncoding, findPrecompressed, suffixOf, type Encoding } from './precompressed.ts';
import { cspForPage } from './security-headers.ts';

const NO_VARIANTS: ReadonlySet<Encoding> = new Set();

/**
 * The build's own copies of index.html for a page (frontend/page-preloads.ts), as a URL path: `/auth` →
 * `/pages/auth.html`, with the page prerendered as a signed-out visitor sees it, and `/pages/auth.shell.html`,
 * with an empty root; `/` → `/pages/index.html` and `/pages/index.shell.html`.
 */
const pageFileOf = (path: string, copy: 'prerendered' | 'shell') =>
  `/pages${path === '/' ? '/index' : path}${copy === 'shell' ? '.shell' : ''}.html`;

/**
 * Which of a page's copies a request gets: the prerendered one only when it shows what the app will show, that is
 * to a request without a session cookie (a signed-in visitor must not see the signed-out page, its sign-in form or
 * header, before the app sends them on) and without a query (the markup was made for the bare path; `/auth?tab=
 * register` opens another tab). The gateway does not check the cookie: one that is no longer valid gets the shell,
 * whose app asks the server, as every page did before there were prerendered ones.
 */
const copyFor = (req: Request): 'prerendered' | 'shell' =>
  readCookie(req.headers.cookie, SESSION_COOKIE) === undefined && !req.originalUrl.includes('?')
    ? 'prerendered'
    : 'shell';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else revalidates. A file the
 * build precompressed (`x.js.br`, `x.js.gz`) is sent in the coding the request's Accept-Encoding prefers, never
 * compressed twice, with `Vary: Accept-Encoding`. Any other GET that wants HTML gets index.html (the router in the
 * browser takes it from there): with 200 on a page the app has (@readiness/contracts/page-routes), with 404 and
 * the same HTML, which then shows Page Not Found, on any other path.
 */
export function spaRouter(staticDir: string): Router {
  const router = Router();
  const index = join(staticDir, 'index.html');
  if (!existsSync(index)) {
    router.get(/.*/, (_req, res) => {
      res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it).');
    });
    return router;
  }
  const root = resolve(staticDir);
  const variants = findPrecompressed(root);
  /** The last page's policy, by the policy and page it was made from (they change only with a rebuild). */
  let lastPolicy: { csp: string; html: string; policy: string } | undefined;
  const pagePolicy = (csp: string, html: string): string => {
    if (lastPolicy?.csp !== csp || lastPolicy.html !== html)
      lastPolicy = { csp, html, policy: cspForPage(csp, html) };
    return lastPolicy.policy;
  };

  /** Sends `urlPath`'s precompressed variant when the request takes one; otherwise on to express.static. */
  const sendPrecompressed = (cacheControl: string) => (req: Request, res: Response, next: NextFunction) => {
    const urlPath = `${req.baseUrl}${req.path}`;
    const available = variants.get(urlPath);
    if (!available || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.vary('Accept-Encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding'], available);
    if (encoding === 'identity') return next();
    res.type(extname(urlPath));
    res.setHeader('Content-Encoding', encoding);
    const file = `${join(root, urlPath)}${suffixOf(encoding)}`;
    res.sendFile(file, { cacheControl: false, headers: { 'Cache-Control': cacheControl } }, (error) => {
      if (!error || res.headersSent) return;
      // The variant went away (a rebuild): send the file as it is instead.
      res.removeHeader('Content-Encoding');
      next();
    });
  };

  router.use('/assets', sendPrecompressed('public, max-age=31536000, immutable'));
  router.use(
    '/assets',
    express.static(join(staticDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(sendPrecompressed('no-cache'));
  router.use(
    express.static(staticDir, {
      index: false,
      maxAge: 0,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  /** The HTML to send for a page: its own copy when the build wrote one (it preloads the screen's code). */
  const readPage = async (req: Request) => {
    const { path } = req;
    const acceptEncoding = req.headers['accept-encoding'];
    const own = isPagePath(path) && /^\/[a-z0-9-]*$/.test(path) ? pageFileOf(path, copyFor(req)) : undefined;
    for (const file of own ? [own, '/index.html'] : ['/index.html']) {
      const encoding = chooseEncoding(acceptEncoding, variants.get(file) ?? NO_VARIANTS);
      try {
        // Read on every request (it is small): a rebuild while the gateway runs must not leave it naming old
        // assets, nor its inline scripts refused for hashes of the build before.
        const [html, body] = await Promise.all([
          readFile(join(root, file), 'utf8'),
          encoding === 'identity' ? undefined : readFile(`${join(root, file)}${suffixOf(encoding)}`),
        ]);
        return { html, body, encoding };
      } catch (error) {
        if (file === '/index.html' || (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    throw new Error('unreachable');
  };

  router.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const { html, body, encoding } = await readPage(req);
    const csp = res.getHeader('content-security-policy');
    if (typeof csp === 'string') res.setHeader('content-security-policy', pagePolicy(csp, html));
    res.status(isPagePath(req.path) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    // A landing page's HTML depends on the session cookie (copyFor).
    res.vary('Cookie');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.type('html').send(body ?? html);
  });
  return router;
}
