import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { Logger } from 'pino';
import { z } from 'zod';

export interface AiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}
export interface AiUsage {
  promptTokens: number;
  completionTokens: number;
  /** True when the server reported no usage and the counts are estimated from the text. */
  estimated: boolean;
}
export interface AiCompletion {
  text: string;
  model: string;
  usage: AiUsage;
}
export interface AiCompleteInput {
  messages: AiMessage[];
  maxTokens?: number;
  temperature?: number;
  /** Ask for a JSON object answer (`response_format: { type: 'json_object' }`). */
  json?: boolean;
  signal?: AbortSignal;
}
export interface AiClient {
  readonly provider: 'openai';
  readonly model: string;
  complete(input: AiCompleteInput): Promise<AiCompletion>;
}

/** An empty variable is the same as an absent one (compose and Kubernetes often pass `KEY=`). */
const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The AI provider's settings, to `.extend()` a service's env with. Without OPENAI_API_KEY the service uses its
 * own offline provider. OPENAI_BASE_URL points the SDK at any OpenAI-compatible server (Ollama, vLLM, a stub).
 */
export const aiEnvShape = {
  OPENAI_API_KEY: z.preprocess(blankAsAbsent, z.string().optional()),
  OPENAI_BASE_URL: z.preprocess(blankAsAbsent, z.string().url('OPENAI_BASE_URL must be a URL').optional()),
  OPENAI_MODEL: z.preprocess(blankAsAbsent, z.string().min(1).default('gpt-4o-mini')),
  /** Per call to the provider (each attempt). */
  OPENAI_TIMEOUT_MS: z.preprocess(blankAsAbsent, z.coerce.number().int().positive().default(20_000)),
  /** Retries after a 429, a 5xx or a lost connection (never after a timeout or another 4xx). */
  OPENAI_MAX_RETRIES: z.preprocess(blankAsAbsent, z.coerce.number().int().min(0).max(10).default(2)),
} satisfies z.ZodRawShape;
export const ZAiEnv = z.object(aiEnvShape);
export type AiEnv = z.infer<typeof ZAiEnv>;

/** The longest a 429's Retry-After is waited for before a retry; longer, and the call fails at once. */
export const MAX_RETRY_WAIT_MS = 10_000;
/** First back-off after a 5xx or a lost connection (doubled each retry). */
const BACKOFF_BASE_MS = 250;

/** Thrown when the provider fails after its retries (429 beyond the cap, 5xx, timeout). */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'rate-limited' | 'timeout' | 'failed',
    readonly retryAfterMs: number | undefined = undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}

/** About four characters a token: the estimate used when a server reports no usage. */
export function estimateTokens(text: string): number {
  if (text.length === 0) return 0;
  return Math.max(1, Math.ceil(text.length / 4));
}

/**
 * How long a 429 (or 503) asks to wait, from `retry-after-ms` (milliseconds), or `retry-after` (seconds or an
 * HTTP date); undefined when neither is there or readable.
 */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms)) && Number(ms) >= 0)
    return Math.ceil(Number(ms));
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

class OpenAiClient implements AiClient {
  readonly provider = 'openai' as const;
  readonly model: string;
  private readonly sdk: OpenAI;

  constructor(
    private readonly env: AiEnv,
    private readonly logger: Logger | undefined,
  ) {
    this.model = env.OPENAI_MODEL;
    // Retries are ours (the cap on the Retry-After wait); the SDK makes one attempt per call.
    this.sdk = new OpenAI({
      apiKey: env.OPENAI_API_KEY,
      baseURL: env.OPENAI_BASE_URL,
      timeout: env.OPENAI_TIMEOUT_MS,
      maxRetries: 0,
    });
  }

  async complete(input: AiCompleteInput): Promise<AiCompletion> {
    const attempts = this.env.OPENAI_MAX_RETRIES + 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(input);
      } catch (err) {
        const failure = this.classify(err, input.signal, attempt);
        const last = attempt >= attempts;
        if (failure.retryInMs === undefined || last) throw failure.error;
        this.logger?.warn(
          { attempt, waitMs: failure.retryInMs, kind: failure.error.kind },
          'AI provider failed; retrying',
        );
        await sleep(failure.retryInMs, input.signal);
      }
    }
  }

  private async once(input: AiCompleteInput): Promise<AiCompletion> {
    const completion = await this.sdk.chat.completions.create(
      {
        model: this.model,
        messages: input.messages,
        ...(input.maxTokens !== undefined ? { max_tokens: input.maxTokens } : {}),
        ...(input.temperature !== undefined ? { temperature: input.temperature } : {}),
        ...(input.json ? { response_format: { type: 'json_object' as const } } : {}),
      },
      { signal: input.signal, timeout: this.env.OPENAI_TIMEOUT_MS, maxRetries: 0 },
    );
    const text = completion.choices[0]?.message?.content;
    if (typeof text !== 'string' || text.trim() === '')
      throw new AiProviderError('The AI provider answered without any text', 'failed');
    const usage = completion.usage;
    const reported =
      usage && Number.isFinite(usage.prompt_tokens) && Number.isFinite(usage.completion_tokens);
    return {
      text,
      model: completion.model || this.model,
      usage: reported
        ? { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, estimated: false }
        : {
            promptTokens: estimateTokens(input.messages.map((message) => message.content).join('\n')),
            completionTokens: estimateTokens(text),
            estimated: true,
          },
    };
  }

  /** The error to throw, and when a retry is allowed, how long to wait before it. */
  private classify(
    err: unknown,
    signal: AbortSignal | undefined,
    attempt: number,
  ): { error: AiProviderError; retryInMs?: number } {
    // Exponential back-off when the server does not say how long to wait.
    const backoff = Math.min(BACKOFF_BASE_MS * 2 ** (attempt - 1), MAX_RETRY_WAIT_MS);
    if (err instanceof AiProviderError) return { error: err };
    if (err instanceof APIUserAbortError || signal?.aborted) {
      // The caller gave up (its deadline): no retry, and say it was a timeout.
      return {
        error: new AiProviderError('The AI call was cancelled', 'timeout', undefined, { cause: err }),
      };
    }
    if (err instanceof APIConnectionTimeoutError)
      return {
        error: new AiProviderError(
          `The AI provider did not answer within ${this.env.OPENAI_TIMEOUT_MS} ms`,
          'timeout',
          undefined,
          { cause: err },
        ),
      };
    if (err instanceof APIConnectionError) {
      const wait = backoff;
      return {
        error: new AiProviderError('The AI provider could not be reached', 'failed', undefined, {
          cause: err,
        }),
        retryInMs: wait,
      };
    }
    if (err instanceof APIError) {
      const apiError = err as APIError<number | undefined, Headers | undefined>;
      const status = apiError.status ?? 0;
      const after = retryAfterMs(apiError.headers);
      if (status === 429) {
        const error = new AiProviderError('The AI provider is rate limiting', 'rate-limited', after, {
          cause: err,
        });
        const wait = after ?? backoff;
        return wait <= MAX_RETRY_WAIT_MS ? { error, retryInMs: wait } : { error };
      }
      if (status >= 500 || status === 408 || status === 409) {
        const error = new AiProviderError(`The AI provider failed (${status})`, 'failed', after, {
          cause: err,
        });
        const wait = after ?? backoff;
        return wait <= MAX_RETRY_WAIT_MS ? { error, retryInMs: wait } : { error };
      }
      return {
        error: new AiProviderError(
          `The AI provider refused the call (${status}): ${err.message}`,
          'failed',
          undefined,
          {
            cause: err,
          },
        ),
      };
    }
    return {
      error: new AiProviderError(
        `The AI provider call failed: ${err instanceof Error ? err.message : String(err)}`,
        'failed',
        undefined,
        { cause: err },
      ),
    };
  }
}

/**
 * The SDK client when OPENAI_API_KEY is set, else null (the caller then uses its own offline provider and says it
 * is offline).
 */
export function createAiClient(env: AiEnv, logger?: Logger): AiClient | null {
  if (!env.OPENAI_API_KEY) return null;
  return new OpenAiClient(env, logger);
}
