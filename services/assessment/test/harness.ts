import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { expect } from 'vitest';
import type { TRole, TSubscriptionTier } from '@readiness/contracts';
import {
  type TAnswer,
  type TAssessmentDetail,
  type TCompanySize,
  type TIndustry,
} from '@readiness/contracts/assessment';
import { ADMIN_KEY_AUDIENCE, TOKEN_AUDIENCE, TOKEN_ISSUER, createLogger } from '@readiness/service';
import { createTestDatabase, createTestRedisPrefix } from '@readiness/testing';
import { deleteStreams, TEST_NATS_URL } from '@readiness/testing/stack';
import { bullPrefix, loadEnv, type AssessmentEnv } from '../src/env.ts';
import { buildAssessmentService } from '../src/service.ts';
import { startReportWorker } from '../src/jobs/report-render.job.ts';

/**
 * Stands in for the auth service: an ES256 key pair whose public half is served at /internal/jwks (the service
 * fetches it exactly as it fetches auth's), and signs access tokens and admin keys with auth's claims.
 */
export async function startTokenIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `test-${randomBytes(4).toString('hex')}`;
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] };
  const server: Server = createServer((req, res) => {
    if (req.url === '/internal/jwks') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(jwks));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function accessToken(
    user: { userId: string; sessionId: string; role: TRole; tier: TSubscriptionTier; email: string },
    ttlSeconds = 900,
  ) {
    return new SignJWT({ sid: user.sessionId, role: user.role, tier: user.tier, email: user.email })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(user.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .setJti(randomUUID())
      .sign(privateKey);
  }

  async function adminKey(user: { userId: string; sessionId: string }, ttlSeconds = 900) {
    return new SignJWT({ sid: user.sessionId })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(user.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(ADMIN_KEY_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(privateKey);
  }

  return {
    url,
    accessToken,
    adminKey,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TokenIssuer = Awaited<ReturnType<typeof startTokenIssuer>>;

export interface TestUser {
  userId: string;
  sessionId: string;
  role: TRole;
  tier: TSubscriptionTier;
  email: string;
  /** Authorization (and, for admins, x-admin-key) headers. */
  headers: Record<string, string>;
}

/** A user with a signed access token (and an admin key when the role is admin). */
export async function newUser(
  issuer: TokenIssuer,
  options: { tier?: TSubscriptionTier; role?: TRole; withAdminKey?: boolean } = {},
): Promise<TestUser> {
  const user = {
    userId: randomUUID(),
    sessionId: randomUUID(),
    role: options.role ?? 'user',
    tier: options.tier ?? 'free',
    email: `assessment-${randomBytes(4).toString('hex')}@example.com`,
  };
  const headers: Record<string, string> = { authorization: `Bearer ${await issuer.accessToken(user)}` };
  if (user.role === 'admin' && options.withAdminKey !== false)
    headers['x-admin-key'] = await issuer.adminKey(user);
  return { ...user, headers };
}

/**
 * The assessment service in this process on a free port, with its own schema, NATS prefix and Redis/BullMQ
 * prefix, a stand-in token issuer, and (optionally) a report worker in the same process.
 */
export async function startAssessmentService(
  options: { withWorker?: boolean; env?: Partial<Record<keyof AssessmentEnv, string>> } = {},
) {
  const issuer = await startTokenIssuer();
  const db = await createTestDatabase('assessment');
  const redis = createTestRedisPrefix();
  const natsPrefix = `t${randomBytes(4).toString('hex')}`;
  const env = loadEnv({
    DATABASE_URL: db.databaseUrl,
    DB_SCHEMA: db.schema,
    REDIS_URL: redis.url,
    REDIS_PREFIX: redis.prefix,
    NATS_URL: TEST_NATS_URL,
    NATS_PREFIX: natsPrefix,
    AUTH_INTERNAL_URL: issuer.url,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    ...options.env,
  });
  const logger = createLogger('assessment', process.env.TEST_LOG_LEVEL ?? 'silent');
  const service = await buildAssessmentService(env, logger);
  const worker = options.withWorker
    ? startReportWorker(service.ctx, {
        redisUrl: env.REDIS_URL,
        prefix: bullPrefix(env),
        concurrency: 2,
        lockDurationMs: env.REPORT_LOCK_MS,
        stalledIntervalMs: env.REPORT_STALLED_CHECK_MS,
      })
    : undefined;
  const server = service.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env,
    db,
    redis,
    natsPrefix,
    issuer,
    service,
    user: (userOptions: Parameters<typeof newUser>[1] = {}) => newUser(issuer, userOptions),
    async stop() {
      await worker?.close();
      await service.close(server);
      await issuer.stop();
      await db.drop();
      await redis.cleanup();
      await deleteStreams(TEST_NATS_URL, natsPrefix).catch(() => undefined);
    },
  };
}
export type RunningAssessment = Awaited<ReturnType<typeof startAssessmentService>>;

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  data: T;
  headers: Headers;
  body: Buffer;
}

export async function call<T = Record<string, unknown>>(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult<T>> {
  const response = await fetch(new URL(path, url), {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const raw = Buffer.from(await response.arrayBuffer());
  let data = {} as T;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    data = JSON.parse(raw.toString('utf8')) as T;
  }
  return { status: response.status, data, headers: response.headers, body: raw };
}

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
