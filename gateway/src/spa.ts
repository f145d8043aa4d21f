import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else revalidates, and
 * any other GET that wants HTML gets index.html (the router in the browser takes it from there).
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
  router.use(
    '/assets',
    express.static(join(staticDir, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
      fallthrough: false,
    }),
  );
  router.use(
    express.static(staticDir, {
      index: false,
      maxAge: 0,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
