import { enqueueEvent, uuidv7 } from '@readiness/bus';
import type { TChatContext, TSendChatMessageResponse } from '@readiness/contracts/chat';
import { reply, safePage } from '../assistant/assistant.ts';
import { messageRepository, sessionRepository } from '../repositories/chat.repository.ts';
import type { Caller, ChatContext } from './context.ts';
import { enforceLimits, messageLimits } from './limits.ts';
import { ownSession } from './session-access.ts';
import { authorOf, toChatMessage } from '../repositories/chat.rows.ts';
import { describeKnownUser } from './describe-known-user.ts';

/**
 * The visitor's message and the assistant's answer, stored together in one transaction (unless a person has the
 * conversation: then the message waits for them and the answer is null). The answer is worked out first, outside
 * the transaction. Limits per conversation, account and address come before anything, so a refused message
 * changes nothing.
 */
export async function sendMessage(
  ctx: ChatContext,
  sessionId: string,
  caller: Caller,
  input: { message: string; context?: TChatContext | undefined },
): Promise<TSendChatMessageResponse> {
  const owned = await ownSession(ctx.db, sessionId, caller);
  await enforceLimits(ctx, messageLimits(ctx, sessionId, caller));
  const page = safePage(input.context?.currentPage);

  const started = performance.now();
  const answer =
    owned.status === 'handed-off'
      ? null
      : await reply(
          { ai: ctx.ai, logger: ctx.logger, now: ctx.now(), counts: await ctx.bankCounts() },
          {
            question: input.message,
            user: await describeKnownUser(ctx, caller, input.message),
            context: input.context,
            // The offline assistant answers each question on its own; the provider gets the conversation so far.
            history: ctx.ai
              ? (await messageRepository.history(ctx.db, owned.id, 12)).map((row) => ({
                  role: authorOf(row),
                  content: row.content,
                }))
              : [],
          },
        );
  const durationMs = Math.round((performance.now() - started) * 100) / 100;

  const { message, answered } = await ctx.db.$transaction(async (tx) => {
    const locked = await ownSession(tx, sessionId, caller, { lock: true });
    const now = ctx.now();
    const message = await messageRepository.create(tx, {
      id: uuidv7(now.getTime()),
      sessionId: locked.id,
      author: 'user',
      content: input.message,
      createdAt: now,
    });
    await enqueueEvent(tx, 'chat.message.sent', {
      sessionId: locked.id,
      userId: locked.userId,
      author: 'user',
      provider: null,
      durationMs: null,
    });
    // A person took the conversation while the answer was being worked out: they answer, the assistant does not.
    let answered: Awaited<ReturnType<typeof messageRepository.create>> | null = null;
    let last = now;
    if (answer && locked.status !== 'handed-off') {
      last = new Date(now.getTime() + 1);
      answered = await messageRepository.create(tx, {
        id: uuidv7(last.getTime()),
        sessionId: locked.id,
        author: 'assistant',
        content: answer.text,
        links: answer.links,
        provider: answer.provider,
        createdAt: last,
      });
      await enqueueEvent(tx, 'chat.message.sent', {
        sessionId: locked.id,
        userId: locked.userId,
        author: 'assistant',
        provider: answer.provider,
        durationMs,
      });
    }
    await sessionRepository.update(tx, locked.id, {
      lastMessageAt: last,
      ...(page ? { lastPage: page } : {}),
    });
    return { message, answered };
  });
  ctx.onEventsCommitted();

  if (!answer || !answered)
    return {
      response: null,
      message: toChatMessage(message),
      reply: null,
      links: [],
      handedOff: true,
      offerHandoff: false,
      choices: [],
      provider: null,
    };
  return {
    response: answered.content,
    message: toChatMessage(message),
    reply: toChatMessage(answered),
    links: answer.links,
    handedOff: false,
    offerHandoff: answer.offerHandoff,
    choices: answer.choices,
    provider: answer.provider,
  };
}
