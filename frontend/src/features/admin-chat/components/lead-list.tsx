import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  WHITELABEL_CRM_LABELS,
  WHITELABEL_INDUSTRY_LABELS,
  WHITELABEL_LEAD_STATUSES,
  WHITELABEL_LEAD_STATUS_LABELS,
  WHITELABEL_NOTE_MAX,
  WHITELABEL_PLANS,
  WHITELABEL_REQUEST_TYPE_LABELS,
  WHITELABEL_VOLUME_LABELS,
  labelOf,
  type TWhitelabelLeadStatus,
  type TWhitelabelRequestEntry,
} from '@readiness/contracts/chat';
import { formatDateTime } from '@readiness/contracts/format';
import { DeleteWithReasonContent } from '../../../components/delete-with-reason.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useDeleteLead, useExportLeadsCsv, useUpdateLead, useWhitelabelRequests } from '../api.ts';
import { QueryErrorLine } from '../../../components/query-error.tsx';
import { ExportCsvButton } from '../../../components/download-button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextareaField } from '../../../components/ui/input-field.tsx';

const PLAN_NAMES: Record<string, string> = Object.fromEntries(
  WHITELABEL_PLANS.map((plan) => [plan.id, plan.name]),
);

/** The white-label requests worked as leads: a status and a note each, filtered, exported, deleted. */
export function LeadList() {
  const [status, setStatus] = useState<TWhitelabelLeadStatus | ''>('');
  const [deleting, setDeleting] = useState<TWhitelabelRequestEntry | null>(null);
  const requests = useWhitelabelRequests(status);
  const exportCsv = useExportLeadsCsv();
  return (
    <section aria-labelledby="leads-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="leads-title" className="text-lg font-semibold">
          White-label requests
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Status"
            value={status}
            onValueChange={setStatus}
            options={WHITELABEL_LEAD_STATUSES}
            labelOf={(value) => WHITELABEL_LEAD_STATUS_LABELS[value]}
            empty="All statuses"
          />
          <ExportCsvButton exportCsv={exportCsv} of={status} />
        </div>
      </div>
      {requests.isPending ? (
        <p className="text-sm text-muted-foreground">Loading requests...</p>
      ) : requests.isError ? (
        <QueryErrorLine what="The requests" query={requests} />
      ) : requests.data.requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {status
            ? `No ${WHITELABEL_LEAD_STATUS_LABELS[status].toLowerCase()} requests.`
            : 'No requests yet.'}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {requests.data.requests.map((request) => (
            <li key={request.requestId} className="min-w-0">
              <LeadCard request={request} onDelete={() => setDeleting(request)} />
            </li>
          ))}
        </ul>
      )}
      <DeleteLeadDialog request={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function LeadCard({ request, onDelete }: { request: TWhitelabelRequestEntry; onDelete: () => void }) {
  const update = useUpdateLead();
  const [note, setNote] = useState(request.note);
  const details = [
    request.selectedPlan && `Plan: ${labelOf(PLAN_NAMES, request.selectedPlan)}`,
    labelOf(WHITELABEL_INDUSTRY_LABELS, request.industry),
    labelOf(WHITELABEL_CRM_LABELS, request.currentCRM),
    labelOf(WHITELABEL_VOLUME_LABELS, request.monthlyVolume),
  ].filter(Boolean);
  const save = (changes: { status?: TWhitelabelLeadStatus; note?: string }) =>
    update.mutate(
      { requestId: request.requestId, changes },
      {
        onSuccess: () => toast.success('Request updated', { description: request.companyName }),
        onError: (error) => toast.error('Could not update the request', { description: error.message }),
      },
    );
  return (
    <Card data-testid="lead">
      <CardHeader>
        <CardTitle className="flex min-w-0 flex-wrap items-center gap-2 text-base [overflow-wrap:anywhere]">
          {request.companyName}
          <Badge variant="secondary">{labelOf(WHITELABEL_REQUEST_TYPE_LABELS, request.requestType)}</Badge>
          <Badge variant={request.status === 'new' ? 'default' : 'outline'}>
            {WHITELABEL_LEAD_STATUS_LABELS[request.status]}
          </Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm [overflow-wrap:anywhere]">
        <div className="grid gap-1">
          <p>
            <a className="underline" href={`mailto:${request.contactEmail}`}>
              {request.contactEmail}
            </a>
            {request.phone ? ` · ${request.phone}` : ''}
          </p>
          {details.length ? <p className="text-muted-foreground">{details.join(' · ')}</p> : null}
          {request.primaryGoals && <p className="whitespace-pre-wrap">{request.primaryGoals}</p>}
          {request.integrationType || request.timeline ? (
            <p className="text-muted-foreground">
              {[request.integrationType, request.timeline && `Timeline: ${request.timeline}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            Received {formatDateTime(request.receivedAt)}
            {request.updatedAt ? ` · updated ${formatDateTime(request.updatedAt)}` : ''}
          </p>
        </div>
        <SelectField
          label="Lead status"
          value={request.status}
          disabled={update.isPending}
          onValueChange={(value) => save({ status: value })}
          options={WHITELABEL_LEAD_STATUSES}
          labelOf={(value) => WHITELABEL_LEAD_STATUS_LABELS[value]}
        />
        <TextareaField
          label="Note"
          rows={2}
          maxLength={WHITELABEL_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={update.isPending || note.trim() === request.note}
            onClick={() => save({ note })}
          >
            Save note
          </Button>
          <Button size="sm" variant="outline" onClick={onDelete} aria-label={`Delete ${request.companyName}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function DeleteLeadDialog({
  request,
  onClose,
}: {
  request: TWhitelabelRequestEntry | null;
  onClose: () => void;
}) {
  const remove = useDeleteLead();
  const [reason, setReason] = useState('');
  const close = () => {
    remove.reset();
    setReason('');
    onClose();
  };
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      {request ? (
        <DeleteWithReasonContent
          title="Delete request"
          description="Are you sure you want to delete this request? This action cannot be undone."
          reason={reason}
          onReasonChange={setReason}
          error={
            remove.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {remove.error.message}
              </p>
            ) : null
          }
          isPending={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { requestId: request.requestId, reason },
              {
                onSuccess: () => {
                  toast.success('Request deleted', { description: request.companyName });
                  close();
                },
              },
            )
          }
        >
          <p className="text-sm [overflow-wrap:anywhere]">
            <span className="font-medium">{request.companyName}</span> ({request.contactEmail}) and its note
            are deleted; the audit log keeps the company’s name and your reason.
          </p>
        </DeleteWithReasonContent>
      ) : null}
    </Dialog>
  );
}
