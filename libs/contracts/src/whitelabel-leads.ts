// The white-label requests as the team works them (admin): statuses, the list, its filters and changes. Apart from
// whitelabel.ts, which the public page loads (issue 26: fewer schemas to build on a phone); chat.ts re-exports both.
import { z } from 'zod';
import { text } from './common.ts';
import { WHITELABEL_REQUEST_TYPES } from './whitelabel-options.ts';

/** A code's label, or the code itself when it is not one of the list (an old value). */
export function labelOf(labels: Record<string, string>, code: string | null | undefined): string {
  if (!code) return '';
  return labels[code] ?? code;
}

/** Where the team is with a white-label request, worked as a lead. */
export const WHITELABEL_LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export const ZWhitelabelLeadStatus = z.enum(WHITELABEL_LEAD_STATUSES, {
  error: `status must be one of: ${WHITELABEL_LEAD_STATUSES.join(', ')}`,
});
export type TWhitelabelLeadStatus = z.infer<typeof ZWhitelabelLeadStatus>;
export const WHITELABEL_LEAD_STATUS_LABELS: Record<TWhitelabelLeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

export const ZWhitelabelRequestEntry = z.object({
  requestId: z.string().uuid(),
  requestType: z.enum(WHITELABEL_REQUEST_TYPES),
  companyName: z.string(),
  contactEmail: z.string(),
  phone: z.string().nullable(),
  industry: z.string().nullable(),
  currentCRM: z.string().nullable(),
  monthlyVolume: z.string().nullable(),
  primaryGoals: z.string().nullable(),
  integrationType: z.string().nullable(),
  timeline: z.string().nullable(),
  selectedPlan: z.string().nullable(),
  receivedAt: z.string(),
  status: ZWhitelabelLeadStatus,
  /** The team's note (empty when none). */
  note: z.string(),
  /** When the status or note last changed; null when never. */
  updatedAt: z.string().nullable(),
});
export const ZWhitelabelRequestList = z.object({ requests: z.array(ZWhitelabelRequestEntry) });
export type TWhitelabelRequestEntry = z.infer<typeof ZWhitelabelRequestEntry>;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** The list's and the CSV export's filter: one status, or every request. */
export const ZWhitelabelRequestFilters = z.strictObject({
  status: z.preprocess(emptyAsUndefined, ZWhitelabelLeadStatus.optional()),
});
export type TWhitelabelRequestFilters = z.infer<typeof ZWhitelabelRequestFilters>;

export const ZWhitelabelRequestParams = z.strictObject({
  requestId: z.string().uuid('requestId must be a request id (UUID)'),
});

export const WHITELABEL_NOTE_MAX = 2000;
/** PATCH a request: its status, its note, or both. */
export const ZUpdateWhitelabelRequest = z
  .strictObject({
    status: ZWhitelabelLeadStatus.optional(),
    note: text('note must be a string')
      .trim()
      .max(WHITELABEL_NOTE_MAX, `note must be at most ${WHITELABEL_NOTE_MAX} characters`)
      .optional(),
  })
  .refine((body) => body.status !== undefined || body.note !== undefined, {
    error: 'Nothing to change: send status, note or both',
  });
export type TUpdateWhitelabelRequest = z.input<typeof ZUpdateWhitelabelRequest>;

export const ZDeleteWhitelabelRequest = z
  .strictObject({
    reason: text('reason must be a string')
      .trim()
      .max(500, 'reason must be at most 500 characters')
      .optional(),
  })
  .optional();
export const ZDeleteWhitelabelRequestResponse = z.object({
  success: z.literal(true),
  requestId: z.string().uuid(),
});

/** The white-label requests CSV export's columns, in order. */
export const WHITELABEL_CSV_COLUMNS = [
  'ID',
  'Received',
  'Type',
  'Status',
  'Company',
  'Email',
  'Phone',
  'Industry',
  'Current CRM',
  'Monthly Volume',
  'Plan',
  'Integration',
  'Timeline',
  'Goals',
  'Note',
] as const;
