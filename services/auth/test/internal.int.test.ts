import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_INTERNAL_API_TOKEN, INTERNAL_TOKEN_HEADER, internalApiToken } from '@readiness/contracts';
import { internalRoutes } from '../src/http/internal.routes.ts';
import { call, newUser, startAuth, type RunningAuth } from './harness.ts';

const TOKEN = 'a-test-internal-token-0123456789';
let auth: RunningAuth;
beforeAll(async () => {
  auth = await startAuth({ INTERNAL_API_TOKEN: TOKEN });
});
afterAll(async () => {
  await auth?.stop();
});

describe('internal endpoints authenticate their caller', () => {
  it('POST /internal/sessions/resolve: 401 without the token, 403 with a wrong one, a token with the right one', async () => {
    const user = newUser();
    const registered = await call(auth.url, 'POST', '/api/auth/register', { ...user, returnToken: true });
    const token = registered.data.token as string;
    const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
    const resolve = (headers: Record<string, string>) =>
      call(auth.url, 'POST', '/internal/sessions/resolve', { sessionId: sid }, headers);

    const missing = await resolve({});
    expect(missing.status).toBe(401);
    expect(missing.data).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(missing.data.accessToken).toBeUndefined();
    for (const wrong of [DEV_INTERNAL_API_TOKEN, `${TOKEN}x`, TOKEN.slice(0, -1), 'x']) {
      const refused = await resolve({ [INTERNAL_TOKEN_HEADER]: wrong });
      expect(refused.status, wrong).toBe(403);
      expect(refused.data.accessToken).toBeUndefined();
    }
    const resolved = await resolve({ [INTERNAL_TOKEN_HEADER]: TOKEN });
    expect(resolved.status).toBe(200);
    expect(typeof resolved.data.accessToken).toBe('string');
  });

  it('GET /internal/jwks stays open: public key material', async () => {
    const jwks = await call(auth.url, 'GET', '/internal/jwks');
    expect(jwks.status).toBe(200);
    expect(Array.isArray(jwks.data.keys)).toBe(true);
  });

  it('production does not start without a token of its own; development and tests share a default', () => {
    const production = { ...auth.service.ctx.env, NODE_ENV: 'production' as const };
    expect(() =>
      internalRoutes({ ...auth.service.ctx, env: { ...production, INTERNAL_API_TOKEN: undefined } }),
    ).toThrow(/INTERNAL_API_TOKEN must be set in production/);
    expect(() =>
      internalRoutes({
        ...auth.service.ctx,
        env: { ...production, INTERNAL_API_TOKEN: DEV_INTERNAL_API_TOKEN },
      }),
    ).toThrow(/INTERNAL_API_TOKEN must be set in production/);
    expect(() =>
      internalRoutes({ ...auth.service.ctx, env: { ...production, INTERNAL_API_TOKEN: TOKEN } }),
    ).not.toThrow();
    expect(internalApiToken({ NODE_ENV: 'development' })).toBe(DEV_INTERNAL_API_TOKEN);
    expect(internalApiToken({ NODE_ENV: 'test', INTERNAL_API_TOKEN: TOKEN })).toBe(TOKEN);
  });
});
