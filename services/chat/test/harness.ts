import { afterAll, beforeAll } from 'vitest';
import { pino } from 'pino';
import { connectBus, createEvent, type Bus } from '@readiness/bus';
import { CHAT_SESSION_TOKEN_HEADER } from '@readiness/contracts/chat';
import type { TEventData, TEventType } from '@readiness/contracts';
import {
  call as callService,
  eventually,
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

/** A file's token issuer and chat service, started together (the issuer stopped again if chat does not start). */
export async function startChatWithIssuer(
  overrides: Partial<Record<keyof ChatEnv, string>> = {},
  options: { now?: () => Date } = {},
): Promise<{ issuer: TokenIssuer; chat: RunningChat }> {
  const issuer = await startTokenIssuer();
  try {
    return { issuer, chat: await startChat(issuer, overrides, options) };
  } catch (error) {
    await issuer.stop();
    throw error;
  }
}

/** Stops what startChatWithIssuer started (either may be missing when the start failed). */
export async function stopChat(running: { chat?: RunningChat; issuer?: TokenIssuer }) {
  await running.chat?.stop();
  await running.issuer?.stop();
}

/** The file's token issuer and chat service, set by useChat's beforeAll (each test file has its own harness). */
export let issuer: TokenIssuer;
export let chat: RunningChat;

/** Starts the file's issuer and chat service (`issuer`, `chat`) before its tests and stops them after. */
export function useChat(
  overrides: Partial<Record<keyof ChatEnv, string>> = {},
  options: { now?: () => Date } = {},
) {
  beforeAll(async () => ({ issuer, chat } = await startChatWithIssuer(overrides, options)));
  afterAll(() => stopChat({ chat, issuer }));
}

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

/** A conversation as its visitor reads it (GET /api/support/chat/:sessionId with the headers given). */
export function readConversation(chat: RunningChat, sessionId: string, headers: Record<string, string>) {
  return call(chat.url, 'GET', `/api/support/chat/${sessionId}`, undefined, headers);
}

/** The visitor asks for a person (the body: an optional reason and context). */
export function handOff(
  chat: RunningChat,
  session: { sessionId: string; headers: Record<string, string> },
  body: Record<string, unknown> = {},
) {
  return call(chat.url, 'POST', `/api/support/chat/${session.sessionId}/handoff`, body, session.headers);
}

/** An agent replies to a conversation from the support desk. */
export function replyAsAgent(
  chat: RunningChat,
  sessionId: string,
  message: string,
  headers: Record<string, string>,
) {
  return call(chat.url, 'POST', `/api/admin/support/conversations/${sessionId}/reply`, { message }, headers);
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

/** Tells chat about a user as auth would (auth.user.registered), and waits until chat knows their name. */
export async function introduceUser(
  chat: RunningChat,
  user: { userId: string; email: string; firstName: string; lastName: string },
) {
  const publisher = await eventPublisher(chat);
  try {
    await publisher.emit('auth.user.registered', {
      ...user,
      company: '',
      industry: '',
      companySize: '',
      ipAddress: null,
    });
  } finally {
    await publisher.close();
  }
  await eventually(
    () => rows(chat, `SELECT first_name FROM chat.chat_users WHERE user_id = $1`, [user.userId]),
    (found) => found[0]?.first_name === user.firstName,
  );
}

/**
 * An admin chat knows by name (an agent) and a signed-in visitor whose conversation waits for a person: they asked
 * the question, then for a person.
 */
export async function handedOffConversation(
  chat: RunningChat,
  issuer: TokenIssuer,
  agentName: { firstName: string; lastName: string },
  question = 'My invoice is wrong',
) {
  const agent = await issuer.user({ role: 'admin' });
  await introduceUser(chat, { userId: agent.userId, email: agent.email, ...agentName });
  const visitor = await issuer.user();
  const session = await newSession(chat, visitor.headers);
  await ask(chat, session, question);
  await handOff(chat, session);
  return { agent, visitor, session };
}
