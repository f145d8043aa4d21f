import type { Writable } from 'node:stream';
import { enqueueEvent } from '@readiness/bus';
import {
  WHITELABEL_CRM_LABELS,
  WHITELABEL_CSV_COLUMNS,
  WHITELABEL_INDUSTRY_LABELS,
  WHITELABEL_LEAD_STATUS_LABELS,
  WHITELABEL_PLANS,
  WHITELABEL_REQUEST_TYPE_LABELS,
  WHITELABEL_VOLUME_LABELS,
  labelOf,
  type TWhitelabelRequestEntry,
  type TWhitelabelRequestFilters,
} from '@readiness/contracts/chat';
import type { TUpdateWhitelabelRequest } from '@readiness/contracts/chat';
import type { TAuditRecord } from '@readiness/contracts';
import { AppError, csvDate, writeCsv } from '@readiness/service';
import type { DbTransaction } from '../db.ts';
import { userRepository, whitelabelRepository, type WhitelabelRow } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { personName } from './record-admin-audit.ts';
import { toWhitelabelRequest } from '../repositories/chat.rows.ts';

/** Who acted and why, for the audit trail. */
export interface AdminAction {
  adminId: string;
  requestId: string | null;
  reason?: string | null;
}

const notFound = () => new AppError('WHITELABEL_REQUEST_NOT_FOUND', 'No such white-label request.');

const PLAN_NAMES: Record<string, string> = Object.fromEntries(
  WHITELABEL_PLANS.map((plan) => [plan.id, plan.name]),
);

/** A white-label admin action for the one audit trail (auth gathers it), in the transaction of the change. */
async function recordLeadAudit(
  tx: DbTransaction,
  action: AdminAction,
  record: Pick<TAuditRecord, 'action' | 'targetRef' | 'targetLabel' | 'changes' | 'details'>,
) {
  const admin = await userRepository.find(tx, action.adminId);
  await enqueueEvent(tx, 'chat.audit.recorded', {
    ...record,
    actorId: action.adminId,
    actorLabel: personName(admin, 'Admin'),
    targetType: 'whitelabel-request',
    reason: action.reason ?? null,
    requestId: action.requestId,
  });
}

/** Sets a request's lead status and note; an edit that changes nothing records nothing. */
export async function updateLead(
  ctx: ChatContext,
  id: string,
  input: TUpdateWhitelabelRequest,
  action: AdminAction,
): Promise<TWhitelabelRequestEntry> {
  const row = await ctx.db.$transaction(async (tx) => {
    const current = await whitelabelRepository.lock(tx, id);
    if (!current) throw notFound();
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

/** Deletes a request for good; the trail keeps the company's name and the reason given. */
export async function deleteLead(ctx: ChatContext, id: string, action: AdminAction) {
  await ctx.db.$transaction(async (tx) => {
    const current = await whitelabelRepository.lock(tx, id);
    if (!current) throw notFound();
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

export function leadsCsvFileName(now = new Date()): string {
  return `whitelabel-requests-${csvDate(now)}.csv`;
}

function rowOf(row: WhitelabelRow): string[] {
  return [
    row.id,
    row.createdAt.toISOString(),
    labelOf(WHITELABEL_REQUEST_TYPE_LABELS, row.requestType),
    labelOf(WHITELABEL_LEAD_STATUS_LABELS, row.status),
    row.companyName,
    row.contactEmail,
    row.phone ?? '',
    labelOf(WHITELABEL_INDUSTRY_LABELS, row.industry),
    labelOf(WHITELABEL_CRM_LABELS, row.currentCrm),
    labelOf(WHITELABEL_VOLUME_LABELS, row.monthlyVolume),
    labelOf(PLAN_NAMES, row.selectedPlan),
    row.integrationType ?? '',
    row.timeline ?? '',
    row.primaryGoals ?? '',
    row.note,
  ];
}

/**
 * The requests (of one status) as CSV, codes as their labels, with the users export's formula-safe cells (a company
 * named "=HYPERLINK(…)" is shown, never run). The export is audited before the first byte leaves: it holds contacts.
 */
export async function exportLeadsCsv(
  ctx: ChatContext,
  filters: TWhitelabelRequestFilters,
  action: AdminAction,
  out: Writable,
): Promise<number> {
  await ctx.db.$transaction((tx) =>
    recordLeadAudit(tx, action, {
      action: 'whitelabel-requests.exported',
      targetRef: 'all',
      targetLabel: filters.status
        ? `${WHITELABEL_LEAD_STATUS_LABELS[filters.status]} requests`
        : 'All requests',
      changes: {},
      details: { filters: filters.status ? { status: filters.status } : {} },
    }),
  );
  ctx.onEventsCommitted();
  return writeCsv(out, WHITELABEL_CSV_COLUMNS, whitelabelRepository.batches(ctx.db, filters.status), rowOf);
}
