import { call as callService, startServiceForTest, type CallResult } from '@readiness/testing';
import { loadEnv, type AuthEnv } from '../src/env.ts';
import { buildAuthService } from '../src/service.ts';

/** The kit's call helper, answering untyped JSON records. */
export const call: (...args: Parameters<typeof callService>) => Promise<CallResult> = callService;

/** The auth service in this process, on a free port, with its own schema, NATS prefix and Redis prefix. */
/** `overrides`: any of the service's variables (the other services' `<NAME>_URL` included). */
export function startAuth(overrides: Partial<Record<keyof AuthEnv, string>> & Record<string, string> = {}) {
  return startServiceForTest({
    service: 'auth',
    loadEnv,
    build: buildAuthService,
    env: overrides,
  });
}
export type RunningAuth = Awaited<ReturnType<typeof startAuth>>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An access token's claims (read, not verified: the test was given the token). */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    sid: string;
    role: string;
  };

/** The token of an emailed link (`/reset-password?token=…`). */
export const tokenOf = (path: unknown) => new URL(String(path), 'http://x').searchParams.get('token')!;

/** Rows of a query on the running service's database, `$schema` standing for its schema. */
export const sqlOn = async <T>(auth: RunningAuth, text: string, values: unknown[] = []) =>
  (await auth.db.pool.query(text.replaceAll('$schema', `"${auth.db.schema}"`), values)).rows as T[];

/** The data of the events of a type in auth's outbox whose `field` is `value`, oldest first. */
export const outboxEvents = (auth: RunningAuth, type: string, field: 'email' | 'userId', value: string) =>
  sqlOn<{ payload: { data: Record<string, unknown> } }>(
    auth,
    `SELECT payload FROM $schema.outbox_events WHERE type = $1 AND payload->'data'->>$2 = $3 ORDER BY created_at, id`,
    [type, field, value],
  ).then((rows) => rows.map((row) => row.payload.data));

let counter = 0;
export function newUser(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    email: `auth${Date.now().toString(36)}${counter}@example.com`,
    password: 'correct horse battery staple',
    firstName: 'Grace',
    lastName: 'Hopper',
    company: '',
    jobTitle: '',
    industry: '',
    companySize: '',
    ...overrides,
  };
}
