import type { TEmailKind } from '@readiness/contracts/notifications';

/** What each kind of email needs, kept with its message until it is sent (taken from the event that asked). */
export type EmailData =
  | { kind: 'password-reset'; firstName: string; resetPath: string; expiresAt: string }
  | {
      kind: 'password-changed';
      firstName: string;
      via: 'reset' | 'change';
      signedOutSessions: number;
      changedAt: string;
    }
  | { kind: 'email-verification'; firstName: string; verifyPath: string; expiresAt: string }
  | {
      kind: 'email-change-confirmation';
      firstName: string;
      previousEmail: string;
      confirmPath: string;
      expiresAt: string;
    }
  | { kind: 'email-changed'; firstName: string; previousEmail: string; email: string }
  | {
      kind: 'purchase-receipt';
      firstName: string;
      /** Whose invoice PDF to attach (absent on receipts queued before attachments). */
      purchaseId?: string;
      /** Set when the email is sent with the invoice PDF attached. */
      invoiceAttached?: boolean;
      amountCents: number;
      currency: string;
      invoiceNumber: string;
      invoicePath: string;
      testMode: boolean;
      paidAt: string;
    }
  | {
      kind: 'refund-confirmation';
      firstName: string;
      amountCents: number;
      currency: string;
      reason: 'guarantee' | 'duplicate-payment' | 'dispute' | 'admin';
      creditNoteNumber: string;
      creditNotePath: string;
      refundedAt: string;
    }
  | { kind: 'support-reply'; firstName: string; sessionId: string; excerpt: string }
  | { kind: 'handoff-alert'; sessionId: string; page: string | null; userEmail: string | null }
  | {
      kind: 'white-label-alert';
      requestId: string;
      requestType: string;
      company: string;
      email: string;
      plan: string | null;
      message: string;
    }
  | {
      kind: 'organisation-invitation';
      organisationName: string;
      inviterName: string;
      role: 'admin' | 'member';
      acceptPath: string;
      expiresAt: string;
      /** True when it is sent again (a new link; the previous one no longer works). */
      resend: boolean;
    }
  | {
      kind: 'round-reminder';
      firstName: string;
      organisationName: string;
      deadline: string;
      anonymity: 'anonymous' | 'named';
      answered: number;
      total: number;
      path: string;
    };

export type EmailDataOf<K extends TEmailKind> = Extract<EmailData, { kind: K }>;
