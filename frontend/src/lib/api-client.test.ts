import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiJson, ApiError, AUTH_TOKEN_KEY } from './api-client.ts';
import { sendJson, startLoopbackServer } from '../test/loopback-server.ts';

let server: Awaited<ReturnType<typeof startLoopbackServer>>;

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    switch (req.url) {
      case '/json-error':
        return sendJson(res, 409, {
          error: 'An account with this email already exists',
          code: 'EMAIL_TAKEN',
        });
      case '/json-without-error':
        return sendJson(res, 400, { message: 'not the error field' }, 'Bad Request');
      case '/text-error':
        res.writeHead(503, 'Service Unavailable', { 'Content-Type': 'text/plain' });
        return res.end('upstream down');
      case '/empty-error':
        res.writeHead(401, 'Unauthorized');
        return res.end();
      case '/echo':
        return sendJson(res, 200, {
          method: req.method,
          authorization: req.headers.authorization ?? null,
          body: req.body,
        });
      default:
        return sendJson(res, 404, { error: 'Not found', code: 'NOT_FOUND' });
    }
  });
});

afterAll(async () => {
  await server.close();
});

async function errorOf(path: string): Promise<ApiError> {
  try {
    await apiJson('GET', `${server.origin}${path}`);
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
    expect(error.code).toBe('EMAIL_TAKEN');
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

describe('api client requests', () => {
  test('send JSON bodies and no Authorization header without a stored token', async () => {
    const answer = await apiJson<{ method: string; authorization: string | null; body: string }>(
      'POST',
      `${server.origin}/echo`,
      {
        email: 'a@example.com',
      },
    );
    expect(answer).toEqual({ method: 'POST', authorization: null, body: '{"email":"a@example.com"}' });
    expect(server.requests.at(-1)?.headers['content-type']).toBe('application/json');
  });

  test('send a bearer header when a token is kept under auth-token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'token-123');
    const answer = await apiJson<{ authorization: string | null }>('GET', `${server.origin}/echo`);
    expect(answer.authorization).toBe('Bearer token-123');
  });
});
