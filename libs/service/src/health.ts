import { Router } from 'express';

export type HealthCheck = () => Promise<void>;

async function runChecks(checks: Record<string, HealthCheck>, timeoutMs: number) {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs).unref(),
          ),
        ]);
        return [name, { ok: true }] as const;
      } catch (error) {
        return [name, { ok: false, error: error instanceof Error ? error.message : String(error) }] as const;
      }
    }),
  );
  return Object.fromEntries(entries) as Record<string, { ok: boolean; error?: string }>;
}

/**
 * `GET /healthz`: the process is alive. `GET /readyz`: its dependencies answer (PostgreSQL, Redis, NATS…);
 * 503 while one does not or while shutting down, so the load balancer stops sending traffic.
 */
export function healthRouter(
  checks: Record<string, HealthCheck>,
  isShuttingDown: () => boolean = () => false,
): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await runChecks(checks, 2_000);
    const ok = !isShuttingDown() && Object.values(results).every((check) => check.ok);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'down', checks: results });
  });
  return router;
}
