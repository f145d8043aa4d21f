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
