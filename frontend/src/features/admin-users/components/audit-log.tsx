import { useEffect, useRef, useState } from 'react';
import { AUDIT_ACTIONS, auditValueLabel, type TAuditEntry } from '@readiness/contracts/admin-users';
import { QueryErrorAlert } from '../../../components/query-error.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { NO_AUDIT_FILTERS, useAuditLog, useExportAuditLogCsv, type AuditFilters } from '../api.ts';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_NOUNS, FIELD_LABELS } from './labels.ts';
import { Pager } from './pager.tsx';
import { formatDateTime } from '@readiness/contracts/format';
import { ExportCsvButton } from '../../../components/download-button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { InputField } from '../../../components/ui/input-field.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The actor as a person reads it: the support agent's name or the ops CLI's host, with the account's email. */
function actorOf(entry: TAuditEntry): string {
  const account = entry.actorEmail ?? (entry.actorId ? `${entry.actorId} (deleted)` : null);
  if (entry.actorLabel && account) return `${entry.actorLabel} (${account})`;
  return entry.actorLabel ?? account ?? 'the system';
}

/** The target, named even after it is deleted (the name kept in the entry). */
function targetOf(entry: TAuditEntry): string | null {
  if (entry.targetType === 'user') {
    if (!entry.targetId || entry.targetId === entry.actorId) return null;
    return `user ${entry.targetEmail ?? (entry.targetLabel ? `${entry.targetLabel} (deleted)` : `${entry.targetId} (deleted)`)}`;
  }
  const noun = AUDIT_TARGET_NOUNS[entry.targetType] ?? entry.targetType;
  return `${noun} ${entry.targetLabel ?? entry.targetRef ?? ''}`.trim();
}

function Entry({ entry }: { entry: TAuditEntry }) {
  const changes = Object.entries(entry.changes);
  const filters = (entry.details.filters ?? null) as Record<string, string> | null;
  return (
    // overflow-wrap anywhere (inherited): an address, an id or a value's JSON wraps instead of widening the page.
    <li
      className="grid min-w-0 gap-1 rounded-lg border p-3 text-sm [overflow-wrap:anywhere]"
      data-testid="audit-entry"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-medium">{AUDIT_ACTION_LABELS[entry.action]}</p>
        <time dateTime={entry.at} className="text-xs text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="text-muted-foreground">
        By {actorOf(entry)}
        {targetOf(entry) ? ` · ${targetOf(entry)}` : ''}
        {entry.source !== 'auth' ? ` · in ${entry.source}` : ''}
      </p>
      {changes.length ? (
        <ul className="grid gap-0.5">
          {changes.map(([field, change]) => (
            <li key={field}>
              {FIELD_LABELS[field] ?? field}:{' '}
              <span className="text-muted-foreground">{auditValueLabel(field, change.before)}</span> →{' '}
              <span className="font-medium">{auditValueLabel(field, change.after)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {entry.changedFields.length ? (
        <p>Also changed: {entry.changedFields.map((field) => FIELD_LABELS[field] ?? field).join(', ')}</p>
      ) : null}
      {filters ? (
        <p>
          Filters:{' '}
          {Object.entries(filters)
            .map(([key, value]) => `${key} ${value}`)
            .join(', ') || 'none'}
        </p>
      ) : null}
      {entry.reason ? <p>Reason: {entry.reason}</p> : null}
      {entry.requestId ? (
        <p className="text-xs break-all text-muted-foreground">Request {entry.requestId}</p>
      ) : null}
    </li>
  );
}

/**
 * The one audit trail (read only): admin, ops and account changes from every service, filtered by action, actor,
 * user, any target and dates.
 */
export function AuditLog({ shown = true }: { shown?: boolean }) {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const actor = useDebounced(filters.actor.trim(), 250);
  const target = useDebounced(filters.target.trim(), 250);
  // Only well-formed ids go to the server; a half-typed one filters nothing yet.
  const sent: AuditFilters = {
    ...filters,
    actor,
    target,
    targetId: UUID.test(filters.targetId.trim()) ? filters.targetId.trim() : '',
  };
  const log = useAuditLog(sent, page, { live: shown });
  // Shown again (its tab chosen): what was recorded meanwhile, without waiting for the next refresh.
  const wasShown = useRef(shown);
  const { refetch } = log;
  useEffect(() => {
    if (shown && !wasShown.current) void refetch();
    wasShown.current = shown;
  }, [shown, refetch]);
  const exportCsv = useExportAuditLogCsv();
  const set = <K extends keyof AuditFilters>(key: K, value: AuditFilters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  return (
    <section aria-labelledby="audit-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="audit-title" className="text-lg font-semibold">
          Audit log
        </h2>
        <ExportCsvButton exportCsv={exportCsv} of={sent} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        <SelectField
          label="Action"
          value={filters.action}
          onValueChange={(value) => set('action', value)}
          options={AUDIT_ACTIONS}
          labelOf={(action) => AUDIT_ACTION_LABELS[action]}
          empty="All actions"
        />
        <InputField
          label="Actor (name or email)"
          value={filters.actor}
          onChange={(e) => set('actor', e.target.value)}
        />
        <InputField
          label="User (user ID)"
          value={filters.targetId}
          onChange={(e) => set('targetId', e.target.value)}
        />
        <InputField
          label="Target (name, code or id)"
          value={filters.target}
          onChange={(e) => set('target', e.target.value)}
        />
        <InputField
          label="From"
          type="date"
          value={filters.from}
          onChange={(e) => set('from', e.target.value)}
        />
        <InputField label="To" type="date" value={filters.to} onChange={(e) => set('to', e.target.value)} />
      </div>
      {log.isPending ? (
        <PageSpinner label="Loading the audit log" />
      ) : log.isError ? (
        <QueryErrorAlert title="Failed to fetch the audit log" query={log} size="sm" />
      ) : log.data.entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No entries match.
        </p>
      ) : (
        <>
          <ul className="grid gap-2">
            {log.data.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            onPage={setPage}
            noun="entries"
          />
        </>
      )}
    </section>
  );
}
