import { enqueueEvent } from '@readiness/bus';
import type { DbTransaction } from '../db.ts';
import { userRepository, type SessionRow, type UserRow } from '../repositories/chat.repository.ts';

type Person = { firstName: string | null; lastName: string | null; email: string | null } | null | undefined;

/** A person's display name (first and last name), or null when chat knows none. */
export function displayName(user: Person): string | null {
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ') || null;
}

/** How a person is named: their name, else their email, else what is known. */
export function personName(user: Person, fallback: string): string {
  return displayName(user) ?? user?.email ?? fallback;
}

/**
 * A support agent's reply, for the one audit trail (auth gathers it), named by the agent: written through the
 * outbox in the transaction of the reply.
 */
export async function recordSupportReply(
  tx: DbTransaction,
  conversation: SessionRow,
  agentId: string,
  agent: UserRow | null,
  message: string,
  requestId: string | null,
) {
  const visitor = conversation.userId ? await userRepository.find(tx, conversation.userId) : null;
  await enqueueEvent(tx, 'chat.audit.recorded', {
    action: 'support.replied',
    actorId: agentId,
    actorLabel: personName(agent, 'Support agent'),
    targetType: 'support-conversation',
    targetRef: conversation.id,
    targetLabel: conversation.userId ? personName(visitor, 'Signed-in user') : 'Visitor',
    changes: {},
    details: { characters: message.length },
    reason: null,
    requestId,
  });
}
