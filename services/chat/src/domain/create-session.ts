import { uuidv7 } from '@readiness/bus';
import type { TCreateChatSessionResponse } from '@readiness/contracts/chat';
import { sessionRepository } from '../repositories/chat.repository.ts';
import type { Caller, ChatContext } from './context.ts';
import { enforceLimits, HOUR } from './limits.ts';
import { hashToken, newSessionToken } from './session-access.ts';

/** Starts a conversation: the signed-in caller's, or an anonymous one bound to the token answered once. */
export async function createSession(ctx: ChatContext, caller: Caller): Promise<TCreateChatSessionResponse> {
  // A signed-in caller is limited per account, an anonymous one per address: colleagues behind one office
  // address never use up each other's conversations.
  await enforceLimits(ctx, [
    caller.userId
      ? {
          key: `sessions:user:${caller.userId}`,
          max: ctx.env.CHAT_LIMIT_SESSIONS_PER_HOUR,
          windowSeconds: HOUR,
          who: 'your account',
        }
      : {
          key: `sessions:ip:${caller.ipAddress ?? 'unknown'}`,
          max: ctx.env.CHAT_LIMIT_SESSIONS_PER_HOUR,
          windowSeconds: HOUR,
          who: 'your network',
        },
  ]);
  const token = newSessionToken();
  const row = await sessionRepository.create(ctx.db, {
    id: uuidv7(),
    tokenHash: hashToken(token),
    userId: caller.userId,
  });
  return {
    sessionId: row.id,
    sessionToken: token,
    status: 'assistant',
    createdAt: row.createdAt.toISOString(),
    signedIn: caller.userId !== null,
  };
}
