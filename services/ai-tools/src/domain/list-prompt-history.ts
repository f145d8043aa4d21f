import type { TPromptHistory } from '@readiness/contracts/ai-tools';
import type { Identity } from '@readiness/service';
import { promptRepository } from '../repositories/prompt.repository.ts';
import type { AiToolsContext } from './context.ts';

export async function listPromptHistory(
  ctx: AiToolsContext,
  identity: Identity,
  query: { page: number; pageSize: number },
): Promise<TPromptHistory> {
  const { items, total } = await promptRepository.history(ctx.db, identity.userId, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}
