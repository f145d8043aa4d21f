import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiRoute } from '@readiness/contracts/api-routes';
import { call, startTokenIssuer, type TokenIssuer } from '@readiness/testing';
import { createLogger } from './logger.ts';
import { createHttpApp } from './process.ts';
import { reply, serveRoutes } from './serve-routes.ts';

const ZThing = z.object({ id: z.string(), name: z.string() });
const error = { description: 'error' };

// A small contract record of every access level, with params, query and body.
const ROUTES = {
  listThings: {
    method: 'get',
    path: '/api/things',
    service: 'assessment',
    access: 'public',
    summary: 'Things',
    query: z.strictObject({ limit: z.coerce.number().int().min(1).max(10).default(5) }),
    responses: { 200: { description: 'Things', schema: z.array(ZThing) } },
  },
  createThing: {
    method: 'post',
    path: '/api/things',
    service: 'assessment',
    access: 'user',
    summary: 'Create',
    body: z.strictObject({ name: z.string().min(1) }),
    responses: {
      200: { description: 'Existing', schema: ZThing },
      201: { description: 'Created', schema: ZThing },
    },
  },
  getThing: {
    method: 'get',
    path: '/api/things/:id',
    service: 'assessment',
    access: 'premium',
    summary: 'One thing',
    params: z.object({ id: z.string().uuid() }),
    responses: { 200: { description: 'It', schema: ZThing }, 403: { description: 'Things are premium' } },
  },
  deleteThing: {
    method: 'delete',
    path: '/api/things/:id',
    service: 'assessment',
    access: 'admin',
    summary: 'Delete',
    params: z.object({ id: z.string().uuid() }),
    responses: { 200: { description: 'Gone', schema: z.object({ deleted: z.boolean() }) }, 403: error },
  },
  thingStats: {
    method: 'get',
    path: '/api/thing-stats',
    service: 'assessment',
    access: 'admin-role',
    summary: 'Stats',
    responses: { 200: { description: 'Stats', schema: z.object({ count: z.number() }) }, 403: error },
  },
} satisfies Record<string, ApiRoute>;

/** An asymmetric matcher typed as unknown, so it sits in an object literal without `any`. */
const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);

const ID = '6f1c2a8e-3b7d-4e1f-9a2b-8c4d5e6f7a8b';
let issuer: TokenIssuer;
let server: Server;
let base: string;
const seen: unknown[] = [];

beforeAll(async () => {
  issuer = await startTokenIssuer();
  const logger = createLogger('test', 'silent');
  const routes = serveRoutes(
    ROUTES,
    {
      listThings: ({ query, identity }) => {
        seen.push({ query, identity: identity?.userId ?? null });
        return [{ id: 'a', name: `limit ${query.limit}` }];
      },
      createThing: ({ body, identity }) => reply(201, { id: identity.userId, name: body.name }),
      getThing: ({ params }) =>
        // A wrong answer: `name` is missing, which the response check must notice.
        params.id === ID ? { id: params.id, name: 'premium thing' } : ({ id: params.id } as never),
      deleteThing: () => ({ deleted: true }),
      thingStats: () => ({ count: 3 }),
    },
    { keys: issuer.keys, checkResponses: true },
  );
  const app = createHttpApp(
    { logger, checks: {}, isShuttingDown: () => false },
    { keys: issuer.keys, routes: [routes] },
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await issuer.stop();
});

describe('access', () => {
  it('public: anyone, with the identity when one is given; no no-store for public answers', async () => {
    const anonymous = await call(base, 'GET', '/api/things');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBeNull();
    const user = await issuer.user();
    await call(base, 'GET', '/api/things', undefined, user.headers);
    expect(seen.at(-1)).toEqual({ query: { limit: 5 }, identity: user.userId });
  });

  it('user: 401 without a token, a bad token, or an expired one', async () => {
    expect((await call(base, 'POST', '/api/things', { name: 'x' })).status).toBe(401);
    const forged = { authorization: 'Bearer not.a.token' };
    expect((await call(base, 'POST', '/api/things', { name: 'x' }, forged)).status).toBe(401);
    const subject = await issuer.user();
    const expired = await issuer.accessToken(subject, -10);
    expect(
      (await call(base, 'POST', '/api/things', { name: 'x' }, { authorization: `Bearer ${expired}` })).status,
    ).toBe(401);
  });

  it('premium: 403 PREMIUM_REQUIRED with the contract’s message for a free user; premium users and admins pass', async () => {
    const free = await call(base, 'GET', `/api/things/${ID}`, undefined, (await issuer.user()).headers);
    expect(free.status).toBe(403);
    expect(free.data).toMatchObject({ code: 'PREMIUM_REQUIRED', error: 'Things are premium' });
    const premium = await call(
      base,
      'GET',
      `/api/things/${ID}`,
      undefined,
      (await issuer.user({ tier: 'premium' })).headers,
    );
    expect(premium.status).toBe(200);
    const admin = await call(
      base,
      'GET',
      `/api/things/${ID}`,
      undefined,
      (await issuer.user({ role: 'admin' })).headers,
    );
    expect(admin.status).toBe(200);
  });

  it('admin: the role and a key bound to the same session; the role alone is not enough', async () => {
    const path = `/api/things/${ID}`;
    expect((await call(base, 'DELETE', path, undefined, (await issuer.user()).headers)).status).toBe(403);
    const keyless = await call(
      base,
      'DELETE',
      path,
      undefined,
      (await issuer.user({ role: 'admin', withAdminKey: false })).headers,
    );
    expect(keyless.data).toMatchObject({ code: 'ADMIN_KEY_REQUIRED' });
    const admin = await issuer.user({ role: 'admin' });
    const other = await issuer.user({ role: 'admin' });
    const swapped = { ...admin.headers, 'x-admin-key': other.headers['x-admin-key']! };
    expect((await call(base, 'DELETE', path, undefined, swapped)).data).toMatchObject({
      code: 'ADMIN_KEY_INVALID',
    });
    expect((await call(base, 'DELETE', path, undefined, admin.headers)).status).toBe(200);
  });

  it('admin-role: the role without a key; 403 ADMIN_REQUIRED for others', async () => {
    const user = await call(base, 'GET', '/api/thing-stats', undefined, (await issuer.user()).headers);
    expect(user.data).toMatchObject({ code: 'ADMIN_REQUIRED' });
    const admin = await call(
      base,
      'GET',
      '/api/thing-stats',
      undefined,
      (await issuer.user({ role: 'admin', withAdminKey: false })).headers,
    );
    expect(admin.data).toEqual({ count: 3 });
  });
});

describe('input and answers', () => {
  it('parses query, params and body with the contract’s schemas: a failure is a 400 saying what is wrong', async () => {
    expect((await call(base, 'GET', '/api/things?limit=3')).data).toEqual([{ id: 'a', name: 'limit 3' }]);
    const badQuery = await call(base, 'GET', '/api/things?limit=99');
    expect(badQuery.status).toBe(400);
    expect(badQuery.data).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: matching(/^limit:/),
    });
    const premium = (await issuer.user({ tier: 'premium' })).headers;
    const badParam = await call(base, 'GET', '/api/things/not-a-uuid', undefined, premium);
    expect(badParam.status).toBe(400);
    const user = (await issuer.user()).headers;
    const badBody = await call(base, 'POST', '/api/things', { name: 'x', extra: 1 }, user);
    expect(badBody.data).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: matching(/unknown field\(s\): extra/),
    });
  });

  it('answers with the status a handler replies, and says no-store on personal answers', async () => {
    const user = await issuer.user();
    const created = await call(base, 'POST', '/api/things', { name: 'mine' }, user.headers);
    expect(created.status).toBe(201);
    expect(created.data).toEqual({ id: user.userId, name: 'mine' });
    expect(created.headers.get('cache-control')).toBe('private, no-store');
  });

  it('with response checks on, an answer its contract refuses is a 500, not a silent drift', async () => {
    const premium = (await issuer.user({ tier: 'premium' })).headers;
    const drifted = await call(
      base,
      'GET',
      '/api/things/00000000-0000-4000-8000-000000000000',
      undefined,
      premium,
    );
    expect(drifted.status).toBe(500);
  });
});
