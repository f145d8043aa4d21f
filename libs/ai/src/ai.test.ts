import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AiProviderError,
  MAX_RETRY_WAIT_MS,
  ZAiEnv,
  createAiClient,
  estimateTokens,
  retryAfterMs,
  type AiClient,
} from './index.ts';
import { startOpenAiStub, stubAnswer, type OpenAiStub } from './testing.ts';

let stub: OpenAiStub;
beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(async () => {
  await stub.close();
});

function client(settings: Record<string, string> = {}): AiClient {
  const env = ZAiEnv.parse({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: stub.url, ...settings });
  const created = createAiClient(env);
  if (!created) throw new Error('expected a client');
  return created;
}

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(AiProviderError);
    return err as AiProviderError;
  }
  throw new Error('expected the call to fail');
}

const hello = [{ role: 'user' as const, content: 'Say hello' }];

describe('createAiClient', () => {
  it('is null without OPENAI_API_KEY (also when it is empty), so the caller goes offline', () => {
    expect(createAiClient(ZAiEnv.parse({}))).toBeNull();
    expect(createAiClient(ZAiEnv.parse({ OPENAI_API_KEY: '  ' }))).toBeNull();
  });

  it('defaults the model, timeout and retries', () => {
    const env = ZAiEnv.parse({ OPENAI_API_KEY: 'sk-test' });
    expect(env).toMatchObject({
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 20000,
      OPENAI_MAX_RETRIES: 2,
    });
    expect(createAiClient(env)).toMatchObject({ provider: 'openai', model: 'gpt-4o-mini' });
  });

  it('reads empty variables as absent (compose passes `KEY=`)', () => {
    const env = ZAiEnv.parse({
      OPENAI_MODEL: '',
      OPENAI_TIMEOUT_MS: '',
      OPENAI_MAX_RETRIES: ' ',
      OPENAI_BASE_URL: '',
    });
    expect(env).toMatchObject({
      OPENAI_MODEL: 'gpt-4o-mini',
      OPENAI_TIMEOUT_MS: 20000,
      OPENAI_MAX_RETRIES: 2,
    });
    expect(env.OPENAI_BASE_URL).toBeUndefined();
  });

  it('refuses an OPENAI_BASE_URL that is not a URL', () => {
    expect(ZAiEnv.safeParse({ OPENAI_BASE_URL: 'not a url' }).success).toBe(false);
  });
});

describe('complete, through the openai SDK against an OpenAI-compatible server', () => {
  it('sends the model, messages and options and returns the text, model and reported usage', async () => {
    stub.setHandler(() => stubAnswer.text('{"greeting":"hello"}', { model: 'served-model' }));
    const before = stub.requests.length;
    const answer = await client({ OPENAI_MODEL: 'my-model' }).complete({
      messages: [{ role: 'system', content: 'Be brief' }, ...hello],
      maxTokens: 50,
      temperature: 0.2,
      json: true,
    });
    expect(answer).toEqual({
      text: '{"greeting":"hello"}',
      model: 'served-model',
      usage: { promptTokens: 11, completionTokens: 7, estimated: false },
    });
    const request = stub.requests[before]!;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({
      model: 'my-model',
      messages: [
        { role: 'system', content: 'Be brief' },
        { role: 'user', content: 'Say hello' },
      ],
      max_tokens: 50,
      temperature: 0.2,
      response_format: { type: 'json_object' },
    });
  });

  it('estimates the usage, and says so, when the server reports none', async () => {
    stub.setHandler(() => stubAnswer.withoutUsage('a'.repeat(40)));
    const answer = await client().complete({ messages: hello });
    expect(answer.usage).toEqual({
      promptTokens: estimateTokens('Say hello'),
      completionTokens: 10,
      estimated: true,
    });
  });

  it('honours Retry-After on a 429 and retries', async () => {
    const before = stub.requests.length;
    stub.setHandler((_request, index) =>
      index === before ? stubAnswer.rateLimited({ seconds: 0.05 }) : stubAnswer.text('after the wait'),
    );
    const answer = await client().complete({ messages: hello });
    expect(answer.text).toBe('after the wait');
    expect(stub.requests.length - before).toBe(2);
  });

  it('gives up after its retries on a 429 that does not stop, with the wait the server asked for', async () => {
    stub.setHandler(() => stubAnswer.rateLimited({ ms: 20 }));
    const before = stub.requests.length;
    const error = await failure(client({ OPENAI_MAX_RETRIES: '2' }).complete({ messages: hello }));
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(20);
    expect(stub.requests.length - before).toBe(3);
  });

  it('does not wait for a Retry-After past its cap: it fails at once and tells the wait', async () => {
    stub.setHandler(() => stubAnswer.rateLimited({ seconds: 3600 }));
    const before = stub.requests.length;
    const error = await failure(client().complete({ messages: hello }));
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 3_600_000 });
    expect(stub.requests.length - before).toBe(1);
  });

  it('retries a 5xx, then fails', async () => {
    stub.setHandler(() => stubAnswer.serverError(500));
    const before = stub.requests.length;
    const error = await failure(client({ OPENAI_MAX_RETRIES: '1' }).complete({ messages: hello }));
    expect(error.kind).toBe('failed');
    expect(stub.requests.length - before).toBe(2);
  });

  it('recovers when a retry of a 5xx succeeds', async () => {
    const before = stub.requests.length;
    stub.setHandler((_request, index) =>
      index === before ? stubAnswer.serverError(503) : stubAnswer.text('second time'),
    );
    expect((await client().complete({ messages: hello })).text).toBe('second time');
  });

  it('does not retry a refusal (400)', async () => {
    stub.setHandler(() => ({ kind: 'error', status: 400, message: 'bad model' }));
    const before = stub.requests.length;
    const error = await failure(client().complete({ messages: hello }));
    expect(error.kind).toBe('failed');
    expect(error.message).toContain('bad model');
    expect(stub.requests.length - before).toBe(1);
  });

  it('times out a slow answer, without retrying it', async () => {
    stub.setHandler(() => stubAnswer.slow(5_000));
    const before = stub.requests.length;
    const error = await failure(client({ OPENAI_TIMEOUT_MS: '200' }).complete({ messages: hello }));
    expect(error.kind).toBe('timeout');
    expect(stub.requests.length - before).toBe(1);
  });

  it('stops when the caller aborts', async () => {
    stub.setHandler(() => stubAnswer.slow(5_000));
    const controller = new AbortController();
    const call = client().complete({ messages: hello, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect((await failure(call)).kind).toBe('timeout');
  });

  it('fails on an answer without text', async () => {
    stub.setHandler(() => stubAnswer.text(''));
    expect((await failure(client({ OPENAI_MAX_RETRIES: '0' }).complete({ messages: hello }))).kind).toBe(
      'failed',
    );
  });
});

describe('retryAfterMs', () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);
  it('reads retry-after-ms, retry-after in seconds and as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(headers({ 'retry-after-ms': '1500' }))).toBe(1500);
    expect(retryAfterMs(headers({ 'retry-after': '3' }))).toBe(3000);
    expect(retryAfterMs(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:07 GMT' }), now)).toBe(7000);
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(headers({}))).toBeUndefined();
  });
  it('caps the wait it honours', () => {
    expect(MAX_RETRY_WAIT_MS).toBeLessThanOrEqual(10_000);
  });
});

describe('estimateTokens', () => {
  it('counts about four characters a token', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('a'.repeat(400))).toBe(100);
  });
});
