import type { TEmailKind } from '@readiness/contracts/notifications';
import { z } from 'zod';

/**
 * What each kind of email needs, kept with its message until it is sent (taken from the event that asked); the
 * message repository parses the stored JSON with it.
 */
export const ZEmailData = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('password-reset'),
    firstName: z.string(),
    resetPath: z.string(),
    expiresAt: z.string(),
  }),
  z.object({
    kind: z.literal('password-changed'),
    firstName: z.string(),
    via: z.enum(['reset', 'change']),
    signedOutSessions: z.number(),
    changedAt: z.string(),
  }),
  z.object({
    kind: z.literal('email-verification'),
    firstName: z.string(),
    verifyPath: z.string(),
    expiresAt: z.string(),
  }),
  z.object({
    kind: z.literal('email-change-confirmation'),
    firstName: z.string(),
    previousEmail: z.string(),
    confirmPath: z.string(),
    expiresAt: z.string(),
  }),
  z.object({
    kind: z.literal('email-changed'),
    firstName: z.string(),
    previousEmail: z.string(),
    email: z.string(),
  }),
  z.object({
    kind: z.literal('purchase-receipt'),
    firstName: z.string(),
    /** Whose invoice PDF to attach (absent on receipts queued before attachments). */
    purchaseId: z.string().optional(),
    /** Set when the email is sent with the invoice PDF attached. */
    invoiceAttached: z.boolean().optional(),
    amountCents: z.number(),
    currency: z.string(),
    invoiceNumber: z.string(),
    invoicePath: z.string(),
    testMode: z.boolean(),
    paidAt: z.string(),
  }),
  z.object({
    kind: z.literal('refund-confirmation'),
    firstName: z.string(),
    amountCents: z.number(),
    currency: z.string(),
    reason: z.enum(['guarantee', 'duplicate-payment', 'dispute', 'admin']),
    creditNoteNumber: z.string(),
    creditNotePath: z.string(),
    refundedAt: z.string(),
  }),
  z.object({
    kind: z.literal('support-reply'),
    firstName: z.string(),
    sessionId: z.string(),
    excerpt: z.string(),
    /** To an address a signed-out visitor left in the chat, not to an account (absent on older emails). */
    visitor: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('handoff-alert'),
    sessionId: z.string(),
    page: z.string().nullable(),
    userEmail: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('white-label-alert'),
    requestId: z.string(),
    requestType: z.string(),
    company: z.string(),
    email: z.string(),
    plan: z.string().nullable(),
    message: z.string(),
  }),
  z.object({
    kind: z.literal('organisation-invitation'),
    organisationName: z.string(),
    inviterName: z.string(),
    role: z.enum(['admin', 'member']),
    acceptPath: z.string(),
    expiresAt: z.string(),
    /** True when it is sent again (a new link; the previous one no longer works). */
    resend: z.boolean(),
  }),
  z.object({
    kind: z.literal('round-reminder'),
    firstName: z.string(),
    organisationName: z.string(),
    deadline: z.string(),
    anonymity: z.enum(['anonymous', 'named']),
    answered: z.number(),
    total: z.number(),
    path: z.string(),
  }),
]);
export type EmailData = z.infer<typeof ZEmailData>;

export type EmailDataOf<K extends TEmailKind> = Extract<EmailData, { kind: K }>;
