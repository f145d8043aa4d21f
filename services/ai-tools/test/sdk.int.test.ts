// The SDK path: the worker calls an OpenAI-compatible stub on loopback through the official openai SDK (libs/ai):
// usage recorded or estimated, Retry-After honoured, and a provider failure or a slow answer past the deadline
// costs the user nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStub, stubAnswer, type OpenAiStub } from '@readiness/ai/testing';
import { eventually, readEvents } from '@readiness/testing';
import { CODE_TEMPLATES } from '../src/providers/offline/templates/index.ts';
import { call, startAiTools, type RunningAiTools } from './harness.ts';

let stub: OpenAiStub;
let app: RunningAiTools;
beforeAll(async () => {
  stub = await startOpenAiStub();
  app = await startAiTools({
    env: {
      OPENAI_API_KEY: 'sk-test-ai-tools',
      OPENAI_BASE_URL: stub.url,
      OPENAI_MODEL: 'test-model',
      OPENAI_MAX_RETRIES: '2',
      AI_DEADLINE_MS: '2500',
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await stub?.close();
});
let before = 0;
beforeEach(() => {
  before = stub.requests.length;
});

const codeRequest = { description: 'Parse a CSV of orders', language: 'python', category: 'data-processing' };
const generate = (headers: Record<string, string>, body: unknown = codeRequest) =>
  call(app.url, 'POST', '/api/ai-tools/generate-code', body, headers);
const historyOf = async (headers: Record<string, string>) =>
  (await call(app.url, 'GET', '/api/ai-tools/prompt-history', undefined, headers)).data as {
    total: number;
    items: Array<Record<string, unknown>>;
  };

describe('the SDK path', () => {
  it('asks the model for JSON and records the usage the server reports', async () => {
    stub.setHandler(() =>
      stubAnswer.text(JSON.stringify({ code: 'print("orders")\n', explanation: 'Prints the orders.' }), {
        model: 'test-model-2026',
      }),
    );
    const user = await app.user();
    const stats = await call(app.url, 'GET', '/api/ai-tools/usage-stats', undefined, user.headers);
    expect(stats.data.offline).toBe(false);

    const { status, data } = await generate(user.headers);
    expect(status).toBe(200);
    expect(data).toEqual({
      language: 'python',
      code: 'print("orders")\n',
      explanation: 'Prints the orders.',
      // Written for the description by the model: it costs a prompt.
      charged: true,
      provider: 'openai',
      offline: false,
      model: 'test-model-2026',
    });
    const request = stub.requests[before]!;
    expect(request.headers.authorization).toBe('Bearer sk-test-ai-tools');
    expect(request.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    expect(JSON.stringify(request.body.messages)).toContain('Parse a CSV of orders');

    const history = await historyOf(user.headers);
    expect(history.items[0]).toMatchObject({
      provider: 'openai',
      model: 'test-model-2026',
      promptTokens: 11,
      completionTokens: 7,
      tokensEstimated: false,
    });
    const events = await eventually(
      () => readEvents(app.env.NATS_URL, app.natsPrefix, 'ai.prompt.completed'),
      (found) => found.some((event) => event.data.userId === user.userId),
    );
    expect(events.find((event) => event.data.userId === user.userId)?.data).toMatchObject({
      provider: 'openai',
      offline: false,
      model: 'test-model-2026',
      promptTokens: 11,
      completionTokens: 7,
      tokensEstimated: false,
    });
  });

  it('charges nothing when the model answers with a free template word for word', async () => {
    const template = CODE_TEMPLATES.find((entry) => entry.id === 'python-csv-cleaning')!;
    stub.setHandler(() =>
      stubAnswer.text(
        JSON.stringify({
          code: `# Here is the code\n\n${template.code.replace(/\n/g, '  \n')}`,
          explanation: 'Cleans a CSV.',
        }),
      ),
    );
    const user = await app.user();
    const usage = async () =>
      (await call(app.url, 'GET', '/api/ai-tools/usage-stats', undefined, user.headers)).data.promptsUsed;
    const { status, data } = await generate(user.headers);
    expect(status).toBe(200);
    expect(data).toMatchObject({ charged: false, provider: 'openai' });
    expect(await usage()).toBe(0);

    // The same template with one line changed was written for the request: it costs a prompt.
    stub.setHandler(() =>
      stubAnswer.text(
        JSON.stringify({
          code: template.code.replace('import', 'import os\nimport'),
          explanation: 'Changed.',
        }),
      ),
    );
    expect((await generate(user.headers)).data).toMatchObject({ charged: true });
    expect(await usage()).toBe(1);
  });

  it('estimates the tokens, and says so, when the server reports no usage', async () => {
    stub.setHandler(() => stubAnswer.withoutUsage(JSON.stringify({ code: 'x = 1\n', explanation: 'One.' })));
    const user = await app.user();
    expect((await generate(user.headers)).status).toBe(200);
    const [item] = (await historyOf(user.headers)).items;
    expect(item).toMatchObject({ tokensEstimated: true });
    expect(item!.promptTokens).toBeGreaterThan(0);
    expect(item!.completionTokens).toBeGreaterThan(0);
  });

  it('honours a 429’s Retry-After and answers after the retry, counting one prompt', async () => {
    stub.setHandler((_request, index) =>
      index === before
        ? stubAnswer.rateLimited({ seconds: 0.2 })
        : stubAnswer.text(JSON.stringify({ code: 'ok = True\n', explanation: 'Fine.' })),
    );
    const user = await app.user();
    const response = await generate(user.headers);
    expect(response.status).toBe(200);
    expect(stub.requests.length - before).toBe(2);
    expect(await app.usageOf(user.userId)).toMatchObject({ used: 1, reserved: 0 });
  });

  it('answers 503 when the provider keeps failing, spends nothing, and the same key works once it recovers', async () => {
    stub.setHandler(() => stubAnswer.serverError(500));
    const user = await app.user();
    const headers = { ...user.headers, 'idempotency-key': 'retry-after-outage' };
    const failed = await generate(headers);
    expect(failed.status).toBe(503);
    expect(failed.data.code).toBe('AI_BUSY');
    expect(failed.data.error).toMatch(/try again/i);
    expect(stub.requests.length - before).toBe(3);
    expect(await app.usageOf(user.userId)).toMatchObject({ used: 0, reserved: 0 });
    expect((await historyOf(user.headers)).total).toBe(0);

    stub.setHandler(() => stubAnswer.text(JSON.stringify({ code: 'back = True\n', explanation: 'Back.' })));
    const retried = await generate(headers);
    expect(retried.status).toBe(200);
    expect(retried.data.code).toBe('back = True\n');
    expect(await app.usageOf(user.userId)).toMatchObject({ used: 1, reserved: 0 });
  });

  it('fails at once, spending nothing, when the server asks to wait longer than the retry cap', async () => {
    stub.setHandler(() => stubAnswer.rateLimited({ seconds: 3600 }));
    const user = await app.user();
    const response = await generate(user.headers);
    expect(response.status).toBe(503);
    expect(stub.requests.length - before).toBe(1);
    expect(await app.usageOf(user.userId)).toMatchObject({ used: 0, reserved: 0 });
  });

  it('answers a clear 503 for a slow answer past the deadline, and the late answer is never counted', async () => {
    stub.setHandler(() =>
      stubAnswer.slow(4_000, JSON.stringify({ code: 'late = 1\n', explanation: 'Late.' })),
    );
    const user = await app.user();
    const response = await generate(user.headers);
    expect(response.status).toBe(503);
    expect(response.data).toMatchObject({ code: 'AI_BUSY' });
    expect(response.data.error).toMatch(/try again/i);
    expect(await app.usageOf(user.userId)).toMatchObject({ used: 0, reserved: 0 });
    // The worker gave up at the deadline too: even after the stub would have answered, nothing is committed.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await app.usageOf(user.userId)).toMatchObject({ used: 0, reserved: 0 });
    expect((await historyOf(user.headers)).total).toBe(0);
  });

  it('keeps every placeholder even when the model drops one', async () => {
    stub.setHandler(() =>
      stubAnswer.text(
        JSON.stringify({
          optimizedPrompt: 'You are an analyst. Summarise {{document}} in five bullets.',
          changes: [{ rubricItem: 'role', improvement: 'Added a role' }],
        }),
      ),
    );
    const user = await app.user();
    const { status, data } = await call(
      app.url,
      'POST',
      '/api/ai-tools/optimize-prompt',
      { prompt: 'Summarise {{document}} for {{audience}}', category: 'business' },
      user.headers,
    );
    expect(status).toBe(200);
    expect(data.optimizedPrompt).toContain('{{document}}');
    expect(data.optimizedPrompt).toContain('{{audience}}');
    expect(data).toMatchObject({
      improvements: ['Added a role'],
      changes: [{ rubricItem: 'role', improvement: 'Added a role' }],
      provider: 'openai',
    });
  });
});
