import type { TUpdateWhitelabelRequest, TWhitelabelRequestEntry } from '@readiness/contracts/chat';
import { whitelabelRepository } from '../repositories/chat.repository.ts';
import { toWhitelabelRequest } from '../repositories/chat.rows.ts';
import type { ChatContext } from './context.ts';
import { leadNotFound, recordLeadAudit, type AdminAction } from './record-lead-audit.ts';

/** Sets a request's lead status and note; an edit that changes nothing records nothing. */
export async function updateLead(
  ctx: ChatContext,
  id: string,
  input: TUpdateWhitelabelRequest,
  action: AdminAction,
): Promise<TWhitelabelRequestEntry> {
  const row = await ctx.db.$transaction(async (tx) => {
    const current = await whitelabelRepository.lock(tx, id);
    if (!current) throw leadNotFound();
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (input.status !== undefined && input.status !== current.status)
      changes.status = { before: current.status, after: input.status };
    const noteChanged = input.note !== undefined && input.note !== current.note;
    if (!Object.keys(changes).length && !noteChanged) return current;
    const updated = await whitelabelRepository.update(tx, id, {
      ...(changes.status ? { status: input.status } : {}),
      ...(noteChanged ? { note: input.note } : {}),
      updatedAt: ctx.now(),
    });
    // The note's words are the team's, kept on the request: the trail says it changed, not what it says.
    await recordLeadAudit(tx, action, {
      action: 'whitelabel-request.updated',
      targetRef: id,
      targetLabel: current.companyName,
      changes,
      details: noteChanged ? { noteChanged: true } : {},
    });
    return updated;
  });
  ctx.onEventsCommitted();
  return toWhitelabelRequest(row);
}
