import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '@readiness/testing';
import { z } from 'zod';
import { AppError, errorHandler, isDependencyUnavailable, parseInput } from './errors.ts';

/** The error handler's answer to an error, as a caller sees it. */
function answer(err: unknown) {
  const headers: Record<string, string> = {};
  const out: { status?: number; body?: Record<string, unknown>; headers: Record<string, string> } = {
    headers,
  };
  const logged: string[] = [];
  const req = {
    id: 'req-1',
    log: { error: () => logged.push('error'), warn: () => logged.push('warn') },
  };
  const res = {
    headersSent: false,
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    status(code: number) {
      out.status = code;
      return this;
    },
    json(body: Record<string, unknown>) {
      out.body = body;
      return this;
    },
  };
  errorHandler(err, req as never, res as never, () => undefined);
  return { ...out, logged };
}

/** Shaped as Prisma 7 throws them (PrismaClientKnownRequestError carries `code`, initialization `errorCode`). */
function prismaError(code: string, message: string, name = 'PrismaClientKnownRequestError') {
  return Object.assign(new Error(message), { name, code, clientVersion: '7.10.1' });
}

describe('a dependency that is away answers 503 with Retry-After, not 500', () => {
  it.each([
    ['P1001', prismaError('P1001', "Can't reach database server at 127.0.0.1:45019")],
    ['P1017', prismaError('P1017', 'Server has closed the connection.')],
    ['P2024', prismaError('P2024', 'Timed out fetching a new connection from the connection pool.')],
    [
      'P2039 while PostgreSQL starts',
      prismaError('P2039', 'Database error. Code: `57P03`. Message: `the database system is starting up`'),
    ],
    [
      'initialization',
      Object.assign(new Error('cannot connect'), {
        name: 'PrismaClientInitializationError',
        errorCode: 'P1001',
      }),
    ],
    [
      'pg 57P01',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['pg lost connection', new Error('Connection terminated unexpectedly')],
    ['socket', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' })],
    ['ioredis offline', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['wrapped', new Error('saving failed', { cause: prismaError('P1001', "Can't reach database server") })],
  ])('%s', (_name, err) => {
    expect(isDependencyUnavailable(err)).toBe(true);
    const { status, body, headers, logged } = answer(err);
    expect(status).toBe(503);
    expect(headers['retry-after']).toBe('2');
    expect(body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', requestId: 'req-1' });
    expect(body?.error).toMatch(/try again/i);
    expect(logged).toEqual(['warn']);
  });

  it('a real refused PostgreSQL connection (pg) is one', async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/x` });
    const err = await client.connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(err).toBeInstanceOf(Error);
    expect(answer(err).status).toBe(503);
  });

  it.each([
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation', prismaError('P2002', 'Unique constraint failed on the fields: (`email`)')],
    ['a missing row', prismaError('P2025', 'No record was found for an update.')],
    ['a pg syntax error', Object.assign(new Error('syntax error at or near "x"'), { code: '42601' })],
  ])('%s stays a 500 without Retry-After', (_name, err) => {
    expect(isDependencyUnavailable(err)).toBe(false);
    const { status, body, headers, logged } = answer(err);
    expect(status).toBe(500);
    expect(headers['retry-after']).toBeUndefined();
    expect(body).toMatchObject({ code: 'INTERNAL' });
    expect(logged).toEqual(['error']);
  });

  it('a service’s own AppError keeps its status', () => {
    expect(answer(new AppError('EMAIL_TAKEN', 'taken')).status).toBe(409);
    expect(
      answer(new AppError('RATE_LIMITED', 'slow down', { retryAfterSeconds: 7 })).headers['retry-after'],
    ).toBe('7');
  });
});

describe('a zod failure is the caller’s only when it is about what the caller sent', () => {
  const ZRow = z.object({ status: z.enum(['open', 'closed']) });

  it('what the caller sent (parseInput): 400 VALIDATION_FAILED naming the field', () => {
    let thrown: unknown;
    try {
      parseInput(ZRow, { status: 'maybe' });
    } catch (error) {
      thrown = error;
    }
    const { status, body, logged } = answer(thrown);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(body?.error).toMatch(/^status: /);
    expect(logged).toEqual(['warn']);
  });

  it('a stored row or another service’s answer that does not parse: 500, logged, no field paths shown', () => {
    const { status, body, logged } = answer(ZRow.safeParse({ status: 'archived' }).error);
    expect(status).toBe(500);
    expect(body).toEqual({ error: 'Internal server error', code: 'INTERNAL', requestId: 'req-1' });
    expect(logged).toEqual(['error']);
  });
});
