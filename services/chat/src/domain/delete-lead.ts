import { whitelabelRepository } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { leadNotFound, recordLeadAudit, type AdminAction } from './record-lead-audit.ts';

/** Deletes a request for good; the trail keeps the company's name and the reason given. */
export async function deleteLead(ctx: ChatContext, id: string, action: AdminAction) {
  await ctx.db.$transaction(async (tx) => {
    const current = await whitelabelRepository.lock(tx, id);
    if (!current) throw leadNotFound();
    await whitelabelRepository.delete(tx, id);
    await recordLeadAudit(tx, action, {
      action: 'whitelabel-request.deleted',
      targetRef: id,
      targetLabel: current.companyName,
      changes: { status: { before: current.status, after: null } },
      details: { requestType: current.requestType, receivedAt: current.createdAt.toISOString() },
    });
  });
  ctx.onEventsCommitted();
  return { success: true as const, requestId: id };
}
