import { whitelabelRepository } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { toWhitelabelRequest } from '../repositories/chat.rows.ts';

export async function listRequests(ctx: ChatContext, status?: string) {
  return { requests: (await whitelabelRepository.latest(ctx.db, 500, status)).map(toWhitelabelRequest) };
}
