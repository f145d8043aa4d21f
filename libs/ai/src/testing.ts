// An OpenAI-compatible HTTP server on loopback for tests: the real SDK talks to it through OPENAI_BASE_URL.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received. */
export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (a chat completion request: model, messages, max_tokens, response_format…). */
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    max_tokens?: number;
    temperature?: number;
    response_format?: { type: string };
    [key: string]: unknown;
  };
}

/** What the stub answers: a chat completion, or an error status. */
export type StubAnswer =
  | {
      kind: 'completion';
      text: string;
      model?: string;
      /** The usage the answer reports; null: none (the client then estimates). */
      usage?: { promptTokens: number; completionTokens: number } | null;
      /** Wait this long before answering (a slow server). */
      delayMs?: number;
    }
  | {
      kind: 'error';
      status: number;
      message?: string;
      headers?: Record<string, string>;
      delayMs?: number;
    };

/** Builders of the usual answers. */
export const stubAnswer = {
  text: (text: string, options: { model?: string; delayMs?: number } = {}): StubAnswer => ({
    kind: 'completion',
    text,
    usage: { promptTokens: 11, completionTokens: 7 },
    ...options,
  }),
  withoutUsage: (text: string): StubAnswer => ({ kind: 'completion', text, usage: null }),
  slow: (delayMs: number, text = 'slow answer'): StubAnswer => ({
    kind: 'completion',
    text,
    delayMs,
    usage: { promptTokens: 11, completionTokens: 7 },
  }),
  /** 429 with `Retry-After` (seconds, or an HTTP date) and/or `retry-after-ms`. */
  rateLimited: (retryAfter?: { seconds?: number; date?: Date; ms?: number }): StubAnswer => {
    const headers: Record<string, string> = {};
    if (retryAfter?.seconds !== undefined) headers['retry-after'] = String(retryAfter.seconds);
    if (retryAfter?.date) headers['retry-after'] = retryAfter.date.toUTCString();
    if (retryAfter?.ms !== undefined) headers['retry-after-ms'] = String(retryAfter.ms);
    return { kind: 'error', status: 429, message: 'Rate limit reached', headers };
  },
  serverError: (status = 500): StubAnswer => ({ kind: 'error', status, message: 'The server had an error' }),
};

export type StubHandler = (request: StubRequest, index: number) => StubAnswer | Promise<StubAnswer>;

export interface OpenAiStub {
  /** The base URL to give the SDK (OPENAI_BASE_URL): `http://127.0.0.1:<port>/v1`. */
  readonly url: string;
  /** Every request received, in order (also those answered with an error). */
  readonly requests: StubRequest[];
  /** Replace the handler (between the steps of a test). */
  setHandler(handler: StubHandler): void;
  close(): Promise<void>;
}

const defaultHandler: StubHandler = () => stubAnswer.text('stub answer');

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/**
 * Starts an OpenAI-compatible server on 127.0.0.1 (a free port): `POST /v1/chat/completions` answers in the real
 * response shape (or the error shape), as the handler says; anything else is a 404 in the error shape.
 */
export async function startOpenAiStub(options: { handler?: StubHandler } = {}): Promise<OpenAiStub> {
  let handler = options.handler ?? defaultHandler;
  const requests: StubRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const path = (req.url ?? '/').split('?')[0]!;
        let body: StubRequest['body'];
        try {
          body = chunks.length
            ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as StubRequest['body'])
            : {};
        } catch {
          return sendJson(res, 400, { error: { message: 'invalid JSON', type: 'invalid_request_error' } });
        }
        const request: StubRequest = { method: req.method ?? 'GET', path, headers: req.headers, body };
        if (req.method !== 'POST' || path !== '/v1/chat/completions')
          return sendJson(res, 404, {
            error: { message: `Unknown request URL: ${req.method} ${path}`, type: 'invalid_request_error' },
          });
        const index = requests.push(request) - 1;
        let answer: StubAnswer;
        try {
          answer = await handler(request, index);
        } catch (err) {
          answer = { kind: 'error', status: 500, message: String(err) };
        }
        if (answer.delayMs) await wait(answer.delayMs);
        if (answer.kind === 'error')
          return sendJson(
            res,
            answer.status,
            {
              error: {
                message: answer.message ?? `error ${answer.status}`,
                type: answer.status === 429 ? 'rate_limit_exceeded' : 'server_error',
                param: null,
                code: answer.status === 429 ? 'rate_limit_exceeded' : null,
              },
            },
            answer.headers,
          );
        sendJson(res, 200, {
          id: `chatcmpl-${randomUUID()}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: answer.model ?? body.model ?? 'stub-model',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: answer.text, refusal: null },
              logprobs: null,
              finish_reason: 'stop',
            },
          ],
          ...(answer.usage
            ? {
                usage: {
                  prompt_tokens: answer.usage.promptTokens,
                  completion_tokens: answer.usage.completionTokens,
                  total_tokens: answer.usage.promptTokens + answer.usage.completionTokens,
                },
              }
            : {}),
        });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setHandler(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
