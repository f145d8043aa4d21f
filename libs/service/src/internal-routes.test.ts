import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER } from '@readiness/contracts';
import { call, startTokenIssuer, type TokenIssuer } from '@readiness/testing';
import { internalUserRoutes } from './internal-routes.ts';
import { createLogger } from './logger.ts';
import { createHttpApp } from './process.ts';

const TOKEN = 'kit-internal-token-0123456789';
const USER = '6f1c2a8e-3b7d-4e1f-9a2b-8c4d5e6f7a8b';
const asked: string[] = [];
let issuer: TokenIssuer;
let server: Server;
let base: string;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  const internal = internalUserRoutes(TOKEN, {
    export: (userId) => {
      asked.push(userId);
      return Promise.resolve({ service: 'kit', data: { userId } });
    },
  });
  const app = createHttpApp(
    { logger: createLogger('test', 'silent'), checks: {}, isShuttingDown: () => false },
    { keys: issuer.keys, routes: [], internal: [internal] },
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await issuer.stop();
});

describe('internalUserRoutes', () => {
  const path = `/internal/users/${USER}/export`;

  it('answers the reader’s result for the caller with the token, never cached', async () => {
    const answer = await call(base, 'GET', path, undefined, { [INTERNAL_TOKEN_HEADER]: TOKEN });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ service: 'kit', data: { userId: USER } });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('401 without the token, 403 with another one (a user’s bearer token is no substitute); the reader is not asked', async () => {
    asked.length = 0;
    const none = await call(base, 'GET', path);
    expect(none.status).toBe(401);
    expect(none.data).toMatchObject({ code: 'UNAUTHORIZED' });
    const admin = await issuer.user({ role: 'admin' });
    expect((await call(base, 'GET', path, undefined, admin.headers)).status).toBe(401);
    const wrong = await call(base, 'GET', path, undefined, { [INTERNAL_TOKEN_HEADER]: `${TOKEN}x` });
    expect(wrong.status).toBe(403);
    expect(wrong.data).toMatchObject({ code: 'FORBIDDEN' });
    expect(asked).toEqual([]);
  });

  it('400 for a user id that is not a UUID; 404 for a name it has no reader for', async () => {
    asked.length = 0;
    const headers = { [INTERNAL_TOKEN_HEADER]: TOKEN };
    const bad = await call(base, 'GET', '/internal/users/not-a-uuid/export', undefined, headers);
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ error: expect.stringContaining('userId must be a UUID') as unknown });
    expect((await call(base, 'GET', `/internal/users/${USER}/secrets`, undefined, headers)).status).toBe(404);
    expect(asked).toEqual([]);
  });
});
