import type { Writable } from 'node:stream';
import { csvDate, writeCsv } from '@readiness/service';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_CSV_COLUMNS,
  AUDIT_FIELD_LABELS,
  AUDIT_TARGET_NOUNS,
  auditValueLabel,
  type TAuditEntry,
  type TAuditLogFilters,
} from '@readiness/contracts';
import { auditRepository } from '../../repositories/audit.repository.ts';
import type { AuditMeta, AuthContext } from '../context.ts';

export function auditLogCsvFileName(now = new Date()): string {
  return `audit-log-${csvDate(now)}.csv`;
}

const fieldOf = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;

/** "Field: before → after; …" as the screen shows it (codes as labels), then the fields changed whose values are not kept. */
function changesOf(entry: TAuditEntry): string {
  const changed = Object.entries(entry.changes).map(
    ([field, { before, after }]) =>
      `${fieldOf(field)}: ${auditValueLabel(field, before)} → ${auditValueLabel(field, after)}`,
  );
  if (entry.changedFields.length)
    changed.push(`Also changed: ${entry.changedFields.map(fieldOf).join(', ')}`);
  return changed.join('; ');
}

/** The actor as the screen names them: the label (agent, ops CLI) or the account, else the system. */
function actorOf(entry: TAuditEntry): string {
  return (
    entry.actorLabel ?? entry.actorEmail ?? (entry.actorId ? `${entry.actorId} (deleted)` : 'the system')
  );
}

function targetOf(entry: TAuditEntry): string {
  if (entry.targetType === 'user') {
    if (!entry.targetId) return '';
    return entry.targetEmail ?? `${entry.targetLabel ?? entry.targetId} (deleted)`;
  }
  return [entry.targetLabel, entry.targetRef].filter(Boolean).join(' · ');
}

function rowOf(entry: TAuditEntry): string[] {
  return [
    entry.at,
    AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
    actorOf(entry),
    entry.actorEmail ?? '',
    AUDIT_TARGET_NOUNS[entry.targetType] ?? entry.targetType,
    targetOf(entry),
    changesOf(entry),
    entry.reason ?? '',
    entry.requestId ?? '',
    entry.source,
    entry.id,
  ];
}

/**
 * The trail matching the screen's filters as CSV (every page, newest first), streamed a batch at a time with the
 * users export's formula-safe cells. The export is itself an entry, written before the first byte leaves.
 */
export async function exportAuditLogCsv(
  ctx: AuthContext,
  filters: TAuditLogFilters,
  meta: AuditMeta,
  out: Writable,
): Promise<number> {
  await ctx.db.$transaction((tx) =>
    auditRepository.record(tx, {
      action: 'audit-log.exported',
      actorId: meta.actorId,
      targetId: null,
      details: { filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) },
      requestId: meta.requestId,
    }),
  );
  return writeCsv(out, AUDIT_CSV_COLUMNS, auditRepository.batches(ctx.db, filters), rowOf);
}
