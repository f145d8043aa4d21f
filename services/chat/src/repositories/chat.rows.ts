import {
  ZChatAuthor,
  ZChatFeedbackEntry,
  ZChatMessage,
  ZChatSession,
  ZInboxConversation,
  ZWhitelabelRequestEntry,
  type TChatMessage,
  type TChatSession,
  type TInboxConversation,
  type TWhitelabelRequestEntry,
} from '@readiness/contracts/chat';
import type { z } from 'zod';
import type { FeedbackRow, MessageRow, SessionRow, UserRow, WhitelabelRow } from './chat.repository.ts';

// Rows into the contracts' types, parsed once here: authors, statuses, ratings and request types are plain text
// columns and links JSON, so a value the contract does not know fails here rather than reaching a client.

/** A message's author as the contract's role. */
export const authorOf = (row: Pick<MessageRow, 'author'>) => ZChatAuthor.parse(row.author);

export function toChatMessage(row: MessageRow): TChatMessage {
  return ZChatMessage.parse({
    id: row.id,
    role: row.author,
    content: row.content,
    agentName: row.author === 'agent' ? row.agentName : null,
    timestamp: row.createdAt.toISOString(),
    links: Array.isArray(row.links) ? row.links : [],
    feedback: row.feedback?.rating ?? null,
  });
}

export function toChatSession(row: SessionRow, messages: MessageRow[]): TChatSession {
  return ZChatSession.parse({
    sessionId: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    handedOffAt: row.handedOffAt?.toISOString() ?? null,
    contactEmail: row.userId ? null : row.contactEmail,
    messages: messages.map(toChatMessage),
  });
}

/** A conversation as the support inbox lists it. */
export function toInboxConversation(
  row: SessionRow,
  user: UserRow | undefined,
  messages: TChatMessage[],
): TInboxConversation {
  const last = messages.at(-1);
  return ZInboxConversation.parse({
    sessionId: row.id,
    status: row.status,
    user: row.userId
      ? {
          userId: row.userId,
          name: [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'Signed-in user',
          email: user?.email ?? null,
          tier: user?.tier ?? 'free',
        }
      : null,
    contactEmail: row.userId ? null : row.contactEmail,
    page: row.lastPage,
    reason: row.handoffReason,
    handedOffAt: row.handedOffAt?.toISOString() ?? null,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessage: last?.content ?? '',
    awaitingReply: row.status === 'handed-off' && last?.role !== 'agent',
    messageCount: messages.length,
  });
}

export function toWhitelabelRequest(row: WhitelabelRow): TWhitelabelRequestEntry {
  return ZWhitelabelRequestEntry.parse({
    requestId: row.id,
    requestType: row.requestType,
    companyName: row.companyName,
    contactEmail: row.contactEmail,
    phone: row.phone,
    industry: row.industry,
    currentCRM: row.currentCrm,
    monthlyVolume: row.monthlyVolume,
    primaryGoals: row.primaryGoals,
    integrationType: row.integrationType,
    timeline: row.timeline,
    selectedPlan: row.selectedPlan,
    receivedAt: row.createdAt.toISOString(),
    status: row.status,
    note: row.note,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  });
}

type TChatFeedbackEntry = z.infer<typeof ZChatFeedbackEntry>;

/** A rating with the answer it rates and the question before it. */
export function toFeedbackEntry(row: FeedbackRow, question: string | null): TChatFeedbackEntry {
  return ZChatFeedbackEntry.parse({
    sessionId: row.sessionId,
    messageId: row.messageId,
    rating: row.rating,
    comment: row.comment,
    question,
    answer: row.message.content,
    createdAt: row.createdAt.toISOString(),
  });
}
