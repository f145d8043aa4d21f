import { context, propagation } from '@opentelemetry/api';
import {
  INTERNAL_TOKEN_HEADER,
  ZInternalUserExport,
  ZUserAssessmentSummary,
  internalApiToken,
  userExportPath,
  type TUserAssessmentSummary,
} from '@readiness/contracts';
import { SERVICES, serviceUrlVariable } from '@readiness/contracts/services';
import type { AuthEnv } from '../env.ts';

export type ExportPart =
  | { service: string; status: 'gathered'; data: unknown }
  | { service: string; status: 'skipped'; reason: string };

/**
 * The other services' internal APIs, as auth reaches them (the catalogue's services at their `<NAME>_URL`), with the
 * internal token and the trace context of the request that asks.
 */
export function createServiceDirectory(env: AuthEnv) {
  const token = internalApiToken(env);
  const urlOf = (name: string) => (env as Record<string, unknown>)[serviceUrlVariable(name)] as string;
  const headers = () => {
    const carrier: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: token, accept: 'application/json' };
    propagation.inject(context.active(), carrier);
    return carrier;
  };

  async function exportPartOf(name: string, userId: string): Promise<ExportPart> {
    let response: Response;
    try {
      response = await fetch(new URL(userExportPath(userId), urlOf(name)), {
        headers: headers(),
        signal: AbortSignal.timeout(env.USER_EXPORT_TIMEOUT_MS),
      });
    } catch {
      return { service: name, status: 'skipped', reason: 'not reachable' };
    }
    if (response.status === 404) return { service: name, status: 'skipped', reason: 'holds no export' };
    if (!response.ok) return { service: name, status: 'skipped', reason: `answered ${response.status}` };
    const parsed = ZInternalUserExport.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) return { service: name, status: 'skipped', reason: 'answered an unreadable export' };
    return { service: name, status: 'gathered', data: parsed.data.data };
  }

  return {
    /** Every other catalogued service's part of a user's data, asked in parallel; none ever throws. */
    gatherUserExports: (userId: string) =>
      Promise.all(
        SERVICES.filter((entry) => entry.name !== 'auth').map((entry) => exportPartOf(entry.name, userId)),
      ),
    /** The user's assessments count and last score, or null when the assessment service cannot tell now. */
    async assessmentSummary(userId: string): Promise<TUserAssessmentSummary | null> {
      try {
        const response = await fetch(
          new URL(`/internal/users/${encodeURIComponent(userId)}/assessment-summary`, urlOf('assessment')),
          { headers: headers(), signal: AbortSignal.timeout(env.USER_EXPORT_TIMEOUT_MS) },
        );
        if (!response.ok) return null;
        const parsed = ZUserAssessmentSummary.safeParse(await response.json());
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
export type ServiceDirectory = ReturnType<typeof createServiceDirectory>;
