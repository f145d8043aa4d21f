import { Router } from 'express';
import type { ServiceName } from './route-table.ts';

async function readiness(url: string): Promise<{ ok: boolean; status?: number; error?: string }> {
  try {
    const response = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(1_500) });
    return response.ok ? { ok: true } : { ok: false, status: response.status };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `GET /healthz`: 200 while the gateway runs, with the readiness of every service it routes to (so one look
 * tells what is down). `GET /readyz`: the gateway's own dependencies, for the load balancer.
 */
export function gatewayHealthRouter(
  services: Record<ServiceName, string>,
  ownChecks: () => Promise<Record<string, { ok: boolean; error?: string }>>,
) {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    const entries = await Promise.all(
      Object.entries(services).map(async ([name, url]) => [name, await readiness(url)] as const),
    );
    const results = Object.fromEntries(entries);
    const allOk = entries.every(([, result]) => result.ok);
    res.json({ status: allOk ? 'ok' : 'degraded', services: results });
  });
  router.get('/readyz', async (_req, res) => {
    const checks = await ownChecks();
    const ok = Object.values(checks).every((check) => check.ok);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'down', checks });
  });
  return router;
}
