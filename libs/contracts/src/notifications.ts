import { z } from 'zod';

// ---- The notifications service: what it sends, its queue and the admin's view of it ----

/** Every kind of email the product sends, one per event type that needs a message. */
export const EMAIL_KINDS = [
  'password-reset',
  'password-changed',
  'email-verification',
  'email-change-confirmation',
  'email-changed',
  'purchase-receipt',
  'refund-confirmation',
  'support-reply',
  'handoff-alert',
  'white-label-alert',
  'organisation-invitation',
  'round-reminder',
] as const;
export const ZEmailKind = z.enum(EMAIL_KINDS);
export type TEmailKind = z.infer<typeof ZEmailKind>;

/** BullMQ: the queue and the one job on it. The job names the message; what it says is in the database. */
export const EMAIL_QUEUE = 'emails';
export const SEND_EMAIL_JOB = 'email.send';
export const ZSendEmailJob = z.strictObject({ messageId: z.string().uuid() });
export type TSendEmailJob = z.infer<typeof ZSendEmailJob>;

export const ZEmailStatus = z.enum(['queued', 'sent', 'failed']);

/** One email as the admin sees it: who, what, when; never its body (links carry tokens). */
export const ZEmailMessage = z.object({
  id: z.string().uuid(),
  eventId: z.string().uuid(),
  kind: ZEmailKind,
  to: z.array(z.string()),
  subject: z.string().nullable(),
  status: ZEmailStatus,
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TEmailMessage = z.infer<typeof ZEmailMessage>;

export const ZEmailMessageListQuery = z.strictObject({
  status: ZEmailStatus.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
