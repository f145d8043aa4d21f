import { createEvent } from '@readiness/bus';
import type { TEventData, TEventType } from '@readiness/contracts';
import {
  call as callService,
  startServiceForTest,
  startTokenIssuer,
  type CallResult,
} from '@readiness/testing';
import { loadEnv, type AiToolsEnv } from '../src/env.ts';
import { buildAiToolsService } from '../src/service.ts';
import { buildAiWorker } from '../src/worker-process.ts';

/** The kit's call helper, answering untyped JSON records. */
export const call: (...args: Parameters<typeof callService>) => Promise<CallResult> = callService;

/**
 * The ai-tools HTTP process and its worker in this process, with their own schema, Redis/BullMQ prefix and NATS
 * prefix, and a stand-in token issuer (the kit's).
 */
export async function startAiTools(options: { env?: Partial<Record<keyof AiToolsEnv, string>> } = {}) {
  const issuer = await startTokenIssuer();
  const running = await startServiceForTest({
    service: 'ai-tools',
    loadEnv,
    build: async (env, logger) => {
      const service = await buildAiToolsService(env, logger, { keys: issuer.keys });
      try {
        const worker = await buildAiWorker(env, logger);
        service.runtime.addCloser('worker runtime', () => worker.close());
      } catch (error) {
        await service.runtime.close();
        throw error;
      }
      return service;
    },
    env: { AUTH_INTERNAL_URL: issuer.url, ...(options.env as Record<string, string>) },
  });
  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    running.db.pool
      .query(sql.replaceAll('$schema', `"${running.db.schema}"`), params)
      .then((r) => r.rows as T[]);
  return {
    ...running,
    issuer,
    user: (userOptions: Parameters<typeof issuer.user>[0] = {}) => issuer.user(userOptions),
    query,
    /** Publishes an event on the service's bus (as another service would). */
    publish: <T extends TEventType>(type: T, data: TEventData<T>) =>
      running.service.runtime.bus.publish(createEvent(type, data)),
    /** The user's usage row of this month. */
    async usageOf(userId: string) {
      const [row] = await query<{ used: number; reserved: number; tools: string[] }>(
        'SELECT used, reserved, tools FROM $schema.usage_months WHERE user_id = $1 AND month = $2',
        [userId, new Date().toISOString().slice(0, 7)],
      );
      return row ?? { used: 0, reserved: 0, tools: [] };
    },
    /** Sets the user's committed prompts of this month. */
    async setUsed(userId: string, used: number) {
      await query(
        `INSERT INTO $schema.usage_months (user_id, month, used) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, month) DO UPDATE SET used = excluded.used`,
        [userId, new Date().toISOString().slice(0, 7), used],
      );
    },
    async stop() {
      await running.stop();
      await issuer.stop();
    },
  };
}
export type RunningAiTools = Awaited<ReturnType<typeof startAiTools>>;
