import type { TEvent } from '@readiness/contracts';
import type { TEmailKind } from '@readiness/contracts/notifications';
import { recipientRepository } from '../repositories/recipient.repository.ts';
import type { NotificationsContext } from './context.ts';
import type { EmailData } from './email-data.ts';

export const ACCOUNT_EMAIL_EVENTS = [
  'auth.password-reset.requested',
  'auth.password.changed',
  'auth.email-verification.requested',
  'auth.email-change.requested',
  'auth.email.changed',
  // An organisation's invitation (issue 27): to the invited address, which may have no account yet.
  'auth.organisation.invitation-sent',
] as const;
export const BILLING_EMAIL_EVENTS = ['billing.purchase.paid', 'billing.purchase.refunded'] as const;
// An organisation round's reminder before its deadline (issue 27): to the participant, by their user id.
export const ASSESSMENT_EMAIL_EVENTS = ['assessment.round-reminder.requested'] as const;
export const CHAT_EMAIL_EVENTS = [
  'chat.handoff.requested',
  'chat.white-label.requested',
  'chat.agent.replied',
] as const;

export type EmailEvent = TEvent<
  | (typeof ACCOUNT_EMAIL_EVENTS)[number]
  | (typeof BILLING_EMAIL_EVENTS)[number]
  | (typeof CHAT_EMAIL_EVENTS)[number]
  | (typeof ASSESSMENT_EMAIL_EVENTS)[number]
>;

export interface PlannedEmail {
  kind: TEmailKind;
  userId: string | null;
  to: string[];
  data: EmailData;
}

/** Thrown while a user's address is not known here yet (auth's events travel on another stream): retried later. */
export class RecipientNotKnownYet extends Error {
  override readonly name = 'RecipientNotKnownYet';
}

async function userRecipient(ctx: NotificationsContext, userId: string) {
  const recipient = await recipientRepository.find(ctx.db, userId);
  if (!recipient) throw new RecipientNotKnownYet(`no address known yet for user ${userId}`);
  return recipient;
}

async function adminAddresses(ctx: NotificationsContext): Promise<string[]> {
  if (ctx.env.ADMIN_NOTIFY_EMAIL) return [ctx.env.ADMIN_NOTIFY_EMAIL];
  return recipientRepository.activeAdminEmails(ctx.db);
}

/**
 * The email an event asks for, with its recipients: the account's own address for account emails (carried by the
 * event), the buyer for receipts, the user for a support reply they were not there to read, the admins (or
 * ADMIN_NOTIFY_EMAIL) for handoffs and white-label requests. Null when the event needs no email.
 */
export async function planEmail(ctx: NotificationsContext, event: EmailEvent): Promise<PlannedEmail | null> {
  switch (event.type) {
    case 'auth.password-reset.requested': {
      const { userId, email, firstName, resetPath, expiresAt } = event.data;
      return {
        kind: 'password-reset',
        userId,
        to: [email],
        data: { kind: 'password-reset', firstName, resetPath, expiresAt },
      };
    }
    case 'auth.password.changed': {
      const { userId, email, firstName, via, signedOutSessions, changedAt } = event.data;
      return {
        kind: 'password-changed',
        userId,
        to: [email],
        data: { kind: 'password-changed', firstName, via, signedOutSessions, changedAt },
      };
    }
    case 'auth.email-verification.requested': {
      const { userId, email, firstName, verifyPath, expiresAt } = event.data;
      return {
        kind: 'email-verification',
        userId,
        to: [email],
        data: { kind: 'email-verification', firstName, verifyPath, expiresAt },
      };
    }
    case 'auth.email-change.requested': {
      // To the NEW address only: the link is what proves it is the user's.
      const { userId, email, previousEmail, firstName, confirmPath, expiresAt } = event.data;
      return {
        kind: 'email-change-confirmation',
        userId,
        to: [email],
        data: { kind: 'email-change-confirmation', firstName, previousEmail, confirmPath, expiresAt },
      };
    }
    case 'auth.email.changed': {
      // To the previous address: the one that must hear if the change was not the owner's.
      const { userId, previousEmail, email, firstName } = event.data;
      return {
        kind: 'email-changed',
        userId,
        to: [previousEmail],
        data: { kind: 'email-changed', firstName, previousEmail, email },
      };
    }
    case 'auth.organisation.invitation-sent': {
      const { email, organisationName, inviterName, role, acceptPath, expiresAt, resend } = event.data;
      return {
        kind: 'organisation-invitation',
        userId: null,
        to: [email],
        data: {
          kind: 'organisation-invitation',
          organisationName,
          inviterName,
          role,
          acceptPath,
          expiresAt,
          resend,
        },
      };
    }
    case 'assessment.round-reminder.requested': {
      const user = await userRecipient(ctx, event.data.userId);
      const { organisationName, deadline, anonymity, answered, total, path } = event.data;
      return {
        kind: 'round-reminder',
        userId: user.userId,
        to: [user.email],
        data: {
          kind: 'round-reminder',
          firstName: user.firstName,
          organisationName,
          deadline,
          anonymity,
          answered,
          total,
          path,
        },
      };
    }
    case 'billing.purchase.paid': {
      const buyer = await userRecipient(ctx, event.data.userId);
      const { amountCents, currency, invoiceNumber, invoicePath, testMode, paidAt } = event.data;
      return {
        kind: 'purchase-receipt',
        userId: buyer.userId,
        to: [buyer.email],
        data: {
          kind: 'purchase-receipt',
          firstName: buyer.firstName,
          purchaseId: event.data.purchaseId,
          amountCents,
          currency,
          invoiceNumber,
          invoicePath,
          testMode,
          paidAt,
        },
      };
    }
    case 'billing.purchase.refunded': {
      const buyer = await userRecipient(ctx, event.data.userId);
      const { amountCents, currency, reason, creditNoteNumber, creditNotePath, refundedAt } = event.data;
      return {
        kind: 'refund-confirmation',
        userId: buyer.userId,
        to: [buyer.email],
        data: {
          kind: 'refund-confirmation',
          firstName: buyer.firstName,
          amountCents,
          currency,
          reason,
          creditNoteNumber,
          creditNotePath,
          refundedAt,
        },
      };
    }
    case 'chat.agent.replied': {
      if (event.data.userPresent) return null;
      if (!event.data.userId) {
        // A signed-out visitor who left an address for the answer; none left, no email.
        const contactEmail = event.data.contactEmail;
        if (!contactEmail) return null;
        return {
          kind: 'support-reply',
          userId: null,
          to: [contactEmail],
          data: {
            kind: 'support-reply',
            firstName: '',
            sessionId: event.data.sessionId,
            excerpt: event.data.excerpt,
            visitor: true,
          },
        };
      }
      const user = await userRecipient(ctx, event.data.userId);
      return {
        kind: 'support-reply',
        userId: user.userId,
        to: [user.email],
        data: {
          kind: 'support-reply',
          firstName: user.firstName,
          sessionId: event.data.sessionId,
          excerpt: event.data.excerpt,
        },
      };
    }
    case 'chat.handoff.requested': {
      const to = await adminAddresses(ctx);
      if (to.length === 0) return null;
      const user = event.data.userId ? await recipientRepository.find(ctx.db, event.data.userId) : null;
      return {
        kind: 'handoff-alert',
        userId: null,
        to,
        data: {
          kind: 'handoff-alert',
          sessionId: event.data.sessionId,
          page: event.data.page,
          userEmail: user?.email ?? null,
        },
      };
    }
    case 'chat.white-label.requested': {
      const to = await adminAddresses(ctx);
      if (to.length === 0) return null;
      const { requestId, requestType, company, email, plan, message } = event.data;
      return {
        kind: 'white-label-alert',
        userId: null,
        to,
        data: { kind: 'white-label-alert', requestId, requestType, company, email, plan, message },
      };
    }
  }
}
