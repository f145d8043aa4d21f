import { sessionRepository } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';

/** The badge of the admin navigation and dashboard: conversations waiting for a person's answer. */
export async function countWaiting(ctx: ChatContext) {
  return { waiting: await sessionRepository.countWaiting(ctx.db) };
}
