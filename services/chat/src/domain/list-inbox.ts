import { messageRepository, sessionRepository, userRepository } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { toChatMessage, toInboxConversation } from '../repositories/chat.rows.ts';

const INBOX_SIZE = 200;

/** The support inbox: conversations with a person (waiting for an answer first), or every one handed off. */
export async function listInbox(ctx: ChatContext, status: 'handed-off' | 'all') {
  const rows = await sessionRepository.listInbox(ctx.db, status === 'handed-off', INBOX_SIZE);
  const users = await userRepository.findMany(
    ctx.db,
    rows.flatMap((row) => (row.userId ? [row.userId] : [])),
  );
  const conversations = await Promise.all(
    rows.map(async (row) =>
      toInboxConversation(
        row,
        users.find((user) => user.userId === row.userId),
        (await messageRepository.history(ctx.db, row.id)).map(toChatMessage),
      ),
    ),
  );
  conversations.sort((a, b) => Number(b.awaitingReply) - Number(a.awaitingReply));
  return { conversations };
}
