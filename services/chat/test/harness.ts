import { pino } from 'pino';
import { connectBus, createEvent, type Bus } from '@readiness/bus';
import { CHAT_SESSION_TOKEN_HEADER } from '@readiness/contracts/chat';
import type { TEventData, TEventType } from '@readiness/contracts';
import {
  call as callService,
  startServiceForTest,
  startTokenIssuer,
  type CallResult,
  type TokenIssuer,
} from '@readiness/testing';
import { loadEnv, type ChatEnv } from '../src/env.ts';
import { buildChatService } from '../src/service.ts';

const TEST_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** The kit's call helper, answering untyped JSON records. */
export const call: (...args: Parameters<typeof callService>) => Promise<CallResult> = callService;

export { startTokenIssuer };

/** A clock the tests move. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (date: Date | string) => void (now = new Date(date).getTime()),
    advance: (ms: number) => void (now += ms),
  };
}

/** The chat service in this process with its own schema and prefixes; tokens from the test issuer. */
export function startChat(
  issuer: TokenIssuer,
  overrides: Partial<Record<keyof ChatEnv, string>> = {},
  options: { now?: () => Date } = {},
) {
  return startServiceForTest({
    service: 'chat',
    loadEnv,
    build: (env: ChatEnv, logger) => buildChatService(env, logger, { keys: issuer.keys, now: options.now }),
    env: {
      WHITELABEL_MIN_FILL_SECONDS: '0',
      // Nothing listens there (the discard port): a test that needs assessment or billing points at its stand-in.
      ASSESSMENT_URL: 'http://127.0.0.1:9',
      BILLING_URL: 'http://127.0.0.1:9',
      ...overrides,
    },
  });
}
export type RunningChat = Awaited<ReturnType<typeof startChat>>;

/** A conversation: its id, and the headers that prove it is the caller's (token, and identity when given). */
export async function newSession(chat: RunningChat, headers: Record<string, string> = {}) {
  const created = await call(chat.url, 'POST', '/api/support/chat/session', undefined, headers);
  if (created.status !== 201)
    throw new Error(`session not created: ${created.status} ${JSON.stringify(created.data)}`);
  const sessionId = String(created.data.sessionId);
  return {
    sessionId,
    token: String(created.data.sessionToken),
    headers: { ...headers, [CHAT_SESSION_TOKEN_HEADER]: String(created.data.sessionToken) },
  };
}

export function ask(
  chat: RunningChat,
  session: { sessionId: string; headers: Record<string, string> },
  message: string,
  context?: unknown,
) {
  return call(
    chat.url,
    'POST',
    `/api/support/chat/${session.sessionId}/message`,
    context === undefined ? { message } : { message, context },
    session.headers,
  );
}

/** Publishes events as their owners would, on the test's NATS prefix. */
export async function eventPublisher(
  chat: RunningChat,
): Promise<Bus & { emit<T extends TEventType>(type: T, data: TEventData<T>): Promise<string> }> {
  const bus = await connectBus({
    url: TEST_NATS_URL,
    name: 'chat-test-publisher',
    prefix: chat.natsPrefix,
    logger: pino({ level: 'silent' }),
  });
  return Object.assign(bus, {
    async emit<T extends TEventType>(type: T, data: TEventData<T>) {
      const event = createEvent(type, data);
      await bus.ensureStream(type.split('.')[0]!);
      await bus.publish(event);
      return event.id;
    },
  });
}

/** What the database holds, read directly. */
export async function rows(chat: RunningChat, sql: string, params: unknown[] = []) {
  const result = await chat.db.pool.query(sql.replaceAll('chat.', `"${chat.db.schema}".`), params);
  return result.rows as Array<Record<string, unknown>>;
}
