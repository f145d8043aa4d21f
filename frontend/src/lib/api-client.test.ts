import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ZUser } from '@readiness/contracts/auth';
import { ERROR_CODES } from '@readiness/contracts/errors';
import {
  apiJson,
  ApiError,
  AUTH_TOKEN_KEY,
  hasErrorCode,
  ResponseShapeError,
  type ResponseSchema,
} from './api-client.ts';
import { sendJson, startLoopbackServer } from '../test/loopback-server.ts';

let server: Awaited<ReturnType<typeof startLoopbackServer>>;

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    switch (req.url) {
      case '/json-error':
        return sendJson(res, 409, {
          error: 'An account with this email already exists',
          code: ERROR_CODES.EMAIL_TAKEN,
        });
      case '/json-without-error':
        return sendJson(res, 400, { message: 'not the error field' }, 'Bad Request');
      case '/text-error':
        res.writeHead(503, 'Service Unavailable', { 'Content-Type': 'text/plain' });
        return res.end('upstream down');
      case '/empty-error':
        res.writeHead(401, 'Unauthorized');
        return res.end();
      case '/unknown-code':
        return sendJson(res, 418, { error: 'I am a teapot', code: 'TEAPOT' });
      case '/user-missing-fields':
        return sendJson(res, 200, { id: 'not-a-uuid', email: 'a@example.com' });
      case '/html':
        // What a call the gateway does not route may get: the SPA's page, with a 200.
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<!doctype html><title>AI Readiness</title>');
      case '/echo':
        return sendJson(res, 200, {
          method: req.method,
          authorization: req.headers.authorization ?? null,
          body: req.body,
        });
      default:
        return sendJson(res, 404, { error: 'Not found', code: ERROR_CODES.NOT_FOUND });
    }
  });
});

afterAll(async () => {
  await server.close();
});

async function errorOf(path: string): Promise<ApiError> {
  try {
    await apiJson('GET', `${server.origin}${path}`, anything);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`${path} did not fail`);
}

describe('api client errors', () => {
  test("carry the server's error text, status and code", async () => {
    const error = await errorOf('/json-error');
    expect(error.message).toBe('An account with this email already exists');
    expect(error.status).toBe(409);
    expect(error.code).toBe(ERROR_CODES.EMAIL_TAKEN);
    expect(hasErrorCode(error, ERROR_CODES.CONFLICT, ERROR_CODES.EMAIL_TAKEN)).toBe(true);
    expect(hasErrorCode(error, ERROR_CODES.CONFLICT)).toBe(false);
  });

  test("keep only the codes of the contracts' map", async () => {
    const error = await errorOf('/unknown-code');
    expect(error.message).toBe('I am a teapot');
    expect(error.code).toBeUndefined();
  });

  test('fall back to status and status text when the JSON has no error field', async () => {
    const error = await errorOf('/json-without-error');
    expect(error.message).toBe('400 Bad Request');
  });

  test('fall back to status and status text for a non-JSON body', async () => {
    expect((await errorOf('/text-error')).message).toBe('503 Service Unavailable');
  });

  test('fall back to status and status text for an empty body', async () => {
    const error = await errorOf('/empty-error');
    expect(error.message).toBe('401 Unauthorized');
    expect(error.status).toBe(401);
  });
});

/** Schemas for the test server's own answers (the app's come from @readiness/contracts). */
const anything: ResponseSchema<unknown> = { safeParse: (data) => ({ success: true, data }) };
type Echo = { method: string; authorization: string | null; body: string };
const ZEcho: ResponseSchema<Echo> = {
  safeParse: (data) =>
    data && typeof data === 'object' && 'method' in data
      ? { success: true, data: data as Echo }
      : { success: false, error: { issues: [{ path: ['method'], message: 'Required' }] } },
};

describe('api client requests', () => {
  test('send JSON bodies and no Authorization header without a stored token', async () => {
    const answer = await apiJson('POST', `${server.origin}/echo`, ZEcho, {
      body: { email: 'a@example.com' },
    });
    expect(answer).toEqual({ method: 'POST', authorization: null, body: '{"email":"a@example.com"}' });
    expect(server.requests.at(-1)?.headers['content-type']).toBe('application/json');
  });

  test('send a bearer header when a token is kept under auth-token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token-123');
    const answer = await apiJson('GET', `${server.origin}/echo`, ZEcho);
    expect(answer.authorization).toBe('Bearer token-123');
  });
});

describe('api client answers', () => {
  test("are checked against the contract's schema: another shape is an error naming what is wrong", async () => {
    const failure = await apiJson('GET', `${server.origin}/user-missing-fields`, ZUser).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ResponseShapeError);
    const { message } = failure as ResponseShapeError;
    expect(message).toContain('/user-missing-fields');
    expect(message).toMatch(/\bid: /);
    expect(message).toMatch(/\bfirstName: /);
  });

  test('that are not JSON (a page where an API answer should be) are an error, not an empty answer', async () => {
    const failure = await apiJson('GET', `${server.origin}/html`, anything).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResponseShapeError);
    expect((failure as Error).message).toContain('not JSON');
  });

  test('of the right shape are the parsed data', async () => {
    const answer = await apiJson('GET', `${server.origin}/echo`, ZEcho);
    expect(answer.method).toBe('GET');
  });
});
