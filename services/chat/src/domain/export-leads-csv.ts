import type { Writable } from 'node:stream';
import {
  WHITELABEL_CRM_LABELS,
  WHITELABEL_CSV_COLUMNS,
  WHITELABEL_INDUSTRY_LABELS,
  WHITELABEL_LEAD_STATUS_LABELS,
  WHITELABEL_PLANS,
  WHITELABEL_REQUEST_TYPE_LABELS,
  WHITELABEL_VOLUME_LABELS,
  labelOf,
  type TWhitelabelRequestFilters,
} from '@readiness/contracts/chat';
import { csvDate, writeCsv } from '@readiness/service';
import { whitelabelRepository, type WhitelabelRow } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { recordLeadAudit, type AdminAction } from './record-lead-audit.ts';

const PLAN_NAMES: Record<string, string> = Object.fromEntries(
  WHITELABEL_PLANS.map((plan) => [plan.id, plan.name]),
);

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
