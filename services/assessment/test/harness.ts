import type { TCompanySize, TIndustry, TAnswer, TAssessmentDetail } from '@readiness/contracts/assessment';
import { expect } from 'vitest';
import { call, startServiceForTest, startTokenIssuer, type TestUser } from '@readiness/testing';
import { bullPrefix } from '@readiness/jobs/names';
import { loadEnv, type AssessmentEnv } from '../src/env.ts';
import { startReportWorker } from '../src/jobs/report-render.job.ts';
import { startRoundWorkers } from '../src/jobs/round-jobs.job.ts';
import { buildAssessmentService } from '../src/service.ts';

export { call, type CallResult, type TestUser } from '@readiness/testing';

/**
 * The assessment service in this process on a free port, with its own schema, NATS prefix and Redis/BullMQ
 * prefix, a stand-in token issuer (the kit's), and (optionally) a report worker in the same process.
 */
export async function startAssessmentService(
  options: {
    withWorker?: boolean;
    /** The organisation rounds' workers (board reports, the sweep). */
    withRoundWorkers?: boolean;
    env?: Partial<Record<keyof AssessmentEnv, string>>;
  } = {},
) {
  const issuer = await startTokenIssuer();
  const running = await startServiceForTest({
    service: 'assessment',
    loadEnv,
    build: async (env, logger) => {
      const service = await buildAssessmentService(env, logger);
      if (options.withWorker) {
        const worker = startReportWorker(service.ctx, {
          redisUrl: env.REDIS_URL,
          prefix: bullPrefix(env.REDIS_PREFIX),
          concurrency: 2,
          lockDurationMs: env.REPORT_LOCK_MS,
          stalledIntervalMs: env.REPORT_STALLED_CHECK_MS,
        });
        service.runtime.addCloser('report worker', () => worker.close());
      }
      if (options.withRoundWorkers) {
        const rounds = await startRoundWorkers(service.ctx, {
          redisUrl: env.REDIS_URL,
          prefix: bullPrefix(env.REDIS_PREFIX),
          concurrency: 2,
          lockDurationMs: env.REPORT_LOCK_MS,
          stalledIntervalMs: env.REPORT_STALLED_CHECK_MS,
          sweepIntervalMs: env.ROUND_SWEEP_INTERVAL_MS,
        });
        service.runtime.addCloser('round workers', () => rounds.close());
      }
      return service;
    },
    env: { AUTH_INTERNAL_URL: issuer.url, ...(options.env as Record<string, string>) },
  });
  return {
    ...running,
    issuer,
    user: (userOptions: Parameters<typeof issuer.user>[0] = {}) => issuer.user(userOptions),
    async stop() {
      await running.stop();
      await issuer.stop();
    },
  };
}
export type RunningAssessment = Awaited<ReturnType<typeof startAssessmentService>>;

/** Starts (or resumes) an assessment through the API. */
export async function begin(
  app: RunningAssessment,
  user: TestUser,
  input: { kind?: 'quick' | 'full'; industry?: TIndustry; companySize?: TCompanySize } = {},
) {
  const response = await call<TAssessmentDetail>(
    app.url,
    'POST',
    '/api/assessments',
    {
      kind: input.kind ?? 'quick',
      industry: input.industry ?? 'healthcare',
      companySize: input.companySize ?? '201-1000',
    },
    user.headers,
  );
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`begin failed: ${response.status} ${JSON.stringify(response.data)}`);
  return response.data;
}

export function questionIdsOf(detail: TAssessmentDetail): string[] {
  return detail.sections.flatMap((section) => section.questions.map((question) => question.id));
}

/** Answers every question of the assessment with `value(id, index)` and submits it. */
export async function completeAssessment(
  app: RunningAssessment,
  user: TestUser,
  detail: TAssessmentDetail,
  value: (questionId: string, index: number) => number = () => 3,
) {
  const answers: TAnswer[] = questionIdsOf(detail).map((questionId, index) => ({
    questionId,
    value: value(questionId, index),
  }));
  const saved = await call(
    app.url,
    'PUT',
    `/api/assessments/${detail.id}/answers`,
    { answers },
    user.headers,
  );
  if (saved.status !== 200)
    throw new Error(`saving answers failed: ${saved.status} ${JSON.stringify(saved.data)}`);
  const submitted = await call(
    app.url,
    'POST',
    `/api/assessments/${detail.id}/submit`,
    undefined,
    user.headers,
  );
  if (submitted.status !== 200)
    throw new Error(`submit failed: ${submitted.status} ${JSON.stringify(submitted.data)}`);
  return submitted.data;
}

/** Asymmetric matchers typed as unknown, so they sit in object literals without `any`. */
export const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
export const anyString = (): unknown => expect.any(String);
