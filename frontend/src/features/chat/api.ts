import {
  CHAT_CONTEXT_FIELD_MAX_LENGTH,
  CHAT_SESSION_TOKEN_HEADER,
  ZChatFeedbackResponse,
  ZChatHandoffResponse,
  ZChatSession,
  ZCreateChatSessionResponse,
  ZCurrentChatSessionResponse,
  ZDeleteChatSessionResponse,
  ZRateLimitDetails,
  ZSendChatMessageResponse,
  type TChatContext,
  type TChatFeedbackRating,
} from '@readiness/contracts/chat';
import { ERROR_CODES } from '@readiness/contracts/errors';
import { apiJson, hasErrorCode, isApiError, isServiceRestarting } from '../../lib/api-client.ts';
import type { StoredChatSession } from './storage.ts';

const base = '/api/support/chat';

function headers(session: StoredChatSession | null): Record<string, string> {
  return session?.sessionToken ? { [CHAT_SESSION_TOKEN_HEADER]: session.sessionToken } : {};
}

export const createChatSession = () => apiJson('POST', `${base}/session`, ZCreateChatSessionResponse);

export const fetchCurrentChatSession = () => apiJson('GET', `${base}/current`, ZCurrentChatSessionResponse);

export const fetchChatSession = (session: StoredChatSession) =>
  apiJson('GET', `${base}/${session.sessionId}`, ZChatSession, { headers: headers(session) });

export const sendChatMessage = (session: StoredChatSession, message: string, context: TChatContext) =>
  apiJson('POST', `${base}/${session.sessionId}/message`, ZSendChatMessageResponse, {
    headers: headers(session),
    body: { message, context },
  });

export const rateChatMessage = (
  session: StoredChatSession,
  messageId: string,
  rating: TChatFeedbackRating | null,
) =>
  apiJson('POST', `${base}/${session.sessionId}/feedback`, ZChatFeedbackResponse, {
    headers: headers(session),
    body: { messageId, rating },
  });

export const requestHandoff = (session: StoredChatSession, context: TChatContext) =>
  apiJson('POST', `${base}/${session.sessionId}/handoff`, ZChatHandoffResponse, {
    headers: headers(session),
    body: { context },
  });

/** A signed-out visitor's address for support's answer (null takes it away): the conversation as it is now. */
export const setChatContactEmail = (session: StoredChatSession, email: string | null) =>
  apiJson('PUT', `${base}/${session.sessionId}/contact-email`, ZChatSession, {
    headers: headers(session),
    body: { email },
  });

export const deleteChatSession = (session: StoredChatSession) =>
  apiJson('DELETE', `${base}/${session.sessionId}`, ZDeleteChatSessionResponse, {
    headers: headers(session),
  });

export const isSessionGone = (error: unknown) =>
  isApiError(error, 404) || hasErrorCode(error, ERROR_CODES.CHAT_SESSION_NOT_FOUND);

/** Seconds to wait when `error` is a 429 (from the details, else a minute); null for any other error. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error, 429)) return null;
  const details = (error.body as { details?: unknown } | undefined)?.details;
  const parsed = ZRateLimitDetails.safeParse(details);
  return parsed.success ? parsed.data.retryAfterSeconds : 60;
}

/** What the transcript says when a message could not be sent. */
export function sendFailureText(error: unknown): string {
  const wait = retryAfterSeconds(error);
  if (wait !== null) {
    const when = wait < 90 ? `${wait} second${wait === 1 ? '' : 's'}` : `${Math.ceil(wait / 60)} minutes`;
    return `You are sending messages faster than we can answer. Please try again in ${when}.`;
  }
  if (isServiceRestarting(error))
    return 'Your message could not be sent: the chat is restarting and will be back in a moment. Please try again shortly.';
  return `Your message could not be sent: ${error instanceof Error ? error.message : 'unknown error'}. Please try again.`;
}

type ContextData = TChatContext['assessmentProgress'];

function readBounded(storage: () => Storage, key: string): ContextData {
  try {
    const raw = storage().getItem(key);
    if (!raw || raw.length > CHAT_CONTEXT_FIELD_MAX_LENGTH) return undefined;
    try {
      return JSON.parse(raw) as ContextData;
    } catch {
      return raw;
    }
  } catch {
    return undefined;
  }
}

/** The spec's context: the page, assessment progress (local storage), recent activity (session storage). */
export function chatContext(pathname: string): TChatContext {
  const context: TChatContext = { currentPage: pathname.slice(0, 512) };
  const progress = readBounded(() => window.localStorage, 'assessment-progress');
  const activity = readBounded(() => window.sessionStorage, 'recent-activity');
  if (progress !== undefined) context.assessmentProgress = progress;
  if (activity !== undefined) context.recentActivity = activity;
  return context;
}
