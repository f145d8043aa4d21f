import type { TChatLink, TChatMessage, TChatSession } from '@readiness/contracts/chat';
import type { MessageRow, SessionRow } from '../repositories/chat.repository.ts';

export function messageView(row: MessageRow): TChatMessage {
  return {
    id: row.id,
    role: row.author as TChatMessage['role'],
    content: row.content,
    agentName: row.author === 'agent' ? row.agentName : null,
    timestamp: row.createdAt.toISOString(),
    links: Array.isArray(row.links) ? (row.links as unknown as TChatLink[]) : [],
    feedback: (row.feedback?.rating as TChatMessage['feedback'] | undefined) ?? null,
  };
}

export function sessionView(row: SessionRow, messages: MessageRow[]): TChatSession {
  return {
    sessionId: row.id,
    status: row.status as TChatSession['status'],
    createdAt: row.createdAt.toISOString(),
    handedOffAt: row.handedOffAt?.toISOString() ?? null,
    messages: messages.map(messageView),
  };
}
