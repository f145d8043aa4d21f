import type { EmailContent } from '../templates/render-email.ts';
import { PRODUCT_NAME } from '../templates/render-email.ts';
import type { EmailData } from './email-data.ts';

export interface ComposeSettings {
  appOrigin: string;
  supportEmail: string;
}

const link = (settings: ComposeSettings, path: string) => new URL(path, settings.appOrigin).toString();

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  ) + ' UTC';

const hello = (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,');

const ACCOUNT_REASON = `You receive this email because it concerns your ${PRODUCT_NAME} account.`;
const ADMIN_REASON = `You receive this email because you are an administrator of ${PRODUCT_NAME}.`;

const REFUND_REASONS: Record<string, string> = {
  guarantee: 'under the 30-day money-back guarantee',
  'duplicate-payment': 'because the same purchase was paid twice',
  dispute: 'after a payment dispute',
  admin: 'by our support team',
};

/** What an email of each kind says: its subject, words, link and why it was sent. Pure: tested on its own. */
export function composeEmail(data: EmailData, settings: ComposeSettings): EmailContent {
  switch (data.kind) {
    case 'password-reset':
      return {
        subject: `Reset your ${PRODUCT_NAME} password`,
        preview: 'A link to choose a new password, valid for one hour.',
        greeting: hello(data.firstName),
        paragraphs: [
          `Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account. Choose a new password with the button below.`,
          'Resetting your password signs you out on every device.',
        ],
        action: { label: 'Choose a new password', url: link(settings, data.resetPath) },
        notes: [
          `The link works once and until ${when(data.expiresAt)}.`,
          'If you did not ask for this, ignore this email: your password stays as it is.',
        ],
        reason: `You receive this email because a password reset was asked for this address on ${PRODUCT_NAME}.`,
      };
    case 'password-changed':
      return {
        subject: `Your ${PRODUCT_NAME} password was changed`,
        preview: 'Your password was just changed.',
        greeting: hello(data.firstName),
        paragraphs: [
          data.via === 'reset'
            ? `The password of your ${PRODUCT_NAME} account was reset on ${when(data.changedAt)}. Every session was signed out.`
            : `The password of your ${PRODUCT_NAME} account was changed on ${when(data.changedAt)}.${data.signedOutSessions > 0 ? ` ${data.signedOutSessions} other session${data.signedOutSessions === 1 ? ' was' : 's were'} signed out.` : ''}`,
          `If this was not you, reset your password now and write to ${settings.supportEmail}.`,
        ],
        action: { label: 'Reset my password', url: link(settings, '/forgot-password') },
        reason: ACCOUNT_REASON,
      };
    case 'email-verification':
      return {
        subject: `Confirm your email address for ${PRODUCT_NAME}`,
        preview: 'One click confirms this address.',
        greeting: hello(data.firstName),
        paragraphs: [
          `Welcome to ${PRODUCT_NAME}. Please confirm that this is your email address, so that we can reach you about your account, your receipts and your password.`,
        ],
        action: { label: 'Confirm my email address', url: link(settings, data.verifyPath) },
        notes: [
          `The link works until ${when(data.expiresAt)}; you can ask for a new one in the app.`,
          'If you did not create an account, ignore this email.',
        ],
        reason: `You receive this email because an account was created with this address on ${PRODUCT_NAME}.`,
      };
    case 'email-change-confirmation':
      return {
        subject: `Confirm your new email address for ${PRODUCT_NAME}`,
        preview: 'One click makes this your account’s address.',
        greeting: hello(data.firstName),
        paragraphs: [
          `You asked to use this address for your ${PRODUCT_NAME} account instead of ${data.previousEmail}. Follow the link below to make the change; until you do, nothing changes.`,
        ],
        action: { label: 'Use this email address', url: link(settings, data.confirmPath) },
        notes: [
          `The link works once and until ${when(data.expiresAt)}.`,
          'If you did not ask for this, ignore this email: no account will use this address.',
        ],
        reason: `You receive this email because a change of email address to this one was asked for on ${PRODUCT_NAME}.`,
      };
    case 'email-changed':
      return {
        subject: `Your ${PRODUCT_NAME} email address was changed`,
        preview: `Your account now uses ${data.email}.`,
        greeting: hello(data.firstName),
        paragraphs: [
          `The email address of your ${PRODUCT_NAME} account was changed from ${data.previousEmail} to ${data.email}.`,
          `If this was not you, write to ${settings.supportEmail} at once.`,
        ],
        reason: `You receive this email because this address was, until now, the one of a ${PRODUCT_NAME} account.`,
      };
    case 'purchase-receipt':
      return {
        subject: `Your ${PRODUCT_NAME} receipt ${data.invoiceNumber}${data.testMode ? ' (TEST MODE)' : ''}`,
        preview: `Thank you: ${money(data.amountCents, data.currency)} received.`,
        greeting: hello(data.firstName),
        paragraphs: [
          `Thank you for your purchase of ${PRODUCT_NAME} Premium. Your payment was received and Premium is active on your account.`,
          ...(data.testMode ? ['This was a TEST MODE payment: no money was taken.'] : []),
          ...(data.invoiceAttached
            ? ['The invoice is attached to this email (PDF); the link below downloads it again at any time.']
            : []),
        ],
        facts: [
          ['Amount', money(data.amountCents, data.currency)],
          ['Invoice', data.invoiceNumber],
          ['Paid on', when(data.paidAt)],
        ],
        action: { label: 'Download the invoice (PDF)', url: link(settings, data.invoicePath) },
        notes: [
          'Not satisfied? Within 30 days of your purchase you can ask for your money back from the billing page.',
        ],
        reason: `You receive this email because you made a purchase on ${PRODUCT_NAME}.`,
      };
    case 'refund-confirmation':
      return {
        subject: `Your ${PRODUCT_NAME} refund: ${money(data.amountCents, data.currency)}`,
        preview: 'Your refund was issued.',
        greeting: hello(data.firstName),
        paragraphs: [
          `We refunded ${money(data.amountCents, data.currency)} ${REFUND_REASONS[data.reason] ?? ''}. Depending on your bank it reaches your account within 5 to 10 business days.`,
          'Premium has ended on your account; your assessments and reports stay.',
        ],
        facts: [
          ['Amount', money(data.amountCents, data.currency)],
          ['Credit note', data.creditNoteNumber],
          ['Refunded on', when(data.refundedAt)],
        ],
        action: { label: 'Download the credit note (PDF)', url: link(settings, data.creditNotePath) },
        reason: `You receive this email because a payment you made on ${PRODUCT_NAME} was refunded.`,
      };
    case 'support-reply':
      return {
        subject: `${PRODUCT_NAME} support replied to your conversation`,
        preview: data.excerpt,
        greeting: hello(data.firstName),
        paragraphs: [
          'A person from our support team answered you in the chat:',
          `“${data.excerpt}”`,
          data.visitor
            ? `Open the conversation to read the whole answer and reply: the link opens it in the browser you wrote from. From another device, write to ${settings.supportEmail}.`
            : 'Open the conversation to read the whole answer and reply.',
        ],
        action: {
          label: 'Open the conversation',
          // A visitor's conversation is kept by the browser that started it: any page of the site opens it there.
          url: link(
            settings,
            data.visitor ? `/?support=${data.sessionId}` : `/dashboard?support=${data.sessionId}`,
          ),
        },
        reason: data.visitor
          ? `You receive this email because you left this address in the ${PRODUCT_NAME} support chat for the answer, and were not in the chat when it came. You will not get other emails from us.`
          : `You receive this email because you asked to talk to a person on ${PRODUCT_NAME} and were not in the chat when they answered.`,
      };
    case 'handoff-alert':
      return {
        subject: `${PRODUCT_NAME}: a customer is waiting for a person in the chat`,
        preview: 'A conversation was handed to a person.',
        greeting: 'Hello,',
        paragraphs: [
          `A ${data.userEmail ? `customer (${data.userEmail})` : 'visitor'} asked to talk to a person${data.page ? ` from ${data.page}` : ''}. The product tells them a person answers within one business day.`,
        ],
        action: { label: 'Open the support inbox', url: link(settings, '/admin-support') },
        reason: ADMIN_REASON,
      };
    case 'organisation-invitation': {
      const inviter = data.inviterName || 'A colleague';
      const role = data.role === 'admin' ? 'an admin' : 'a member';
      return {
        subject: `${inviter} invited you to ${data.organisationName} on ${PRODUCT_NAME}${data.resend ? ' (new link)' : ''}`,
        preview: `Join ${data.organisationName} to assess your organisation's AI readiness together.`,
        greeting: 'Hello,',
        paragraphs: [
          `${inviter} invited you to join ${data.organisationName} on ${PRODUCT_NAME} as ${role}. Its leaders assess the organisation's AI readiness together, see where their views differ, and share one roadmap.`,
          'Accept with the button below. If you have no account yet, you create one on the way with this email address.',
          ...(data.resend ? ['This is a new link: the one sent before no longer works.'] : []),
        ],
        action: { label: `Join ${data.organisationName}`, url: link(settings, data.acceptPath) },
        notes: [
          `The link works once and until ${when(data.expiresAt)}.`,
          'If you did not expect this invitation, ignore this email: nothing happens unless you accept.',
        ],
        reason: `You receive this email because a member of ${data.organisationName} invited this address to join it on ${PRODUCT_NAME}.`,
      };
    }
    case 'round-reminder': {
      const started = data.answered > 0;
      return {
        subject: `Reminder: ${data.organisationName}'s AI readiness round closes ${when(data.deadline)}`,
        preview: `${started ? `You have answered ${data.answered} of ${data.total} questions.` : `${data.total} questions wait for your answers.`} The round closes ${when(data.deadline)}.`,
        greeting: `Hello ${data.firstName},`,
        paragraphs: [
          `${data.organisationName} is assessing its AI readiness together, and your view is part of it. ${started ? `You have answered ${data.answered} of your ${data.total} questions; your answers are saved as you go.` : `Your part has ${data.total} questions; your answers are saved as you go.`}`,
          data.anonymity === 'anonymous'
            ? 'This round is anonymous: the organisation sees the answers only together, never yours on their own.'
            : 'This round is named: the organisation sees each person’s scores by name.',
        ],
        action: { label: started ? 'Finish your answers' : 'Answer now', url: link(settings, data.path) },
        notes: [`The round closes ${when(data.deadline)}; answers given by then count.`],
        reason: `You receive this email because you take part in ${data.organisationName}'s assessment round on ${PRODUCT_NAME} and have not finished your part.`,
      };
    }
    case 'white-label-alert':
      return {
        subject: `${PRODUCT_NAME}: new white-label request from ${data.company}`,
        preview: `${data.company} (${data.email}) asked about a white-label deployment.`,
        greeting: 'Hello,',
        paragraphs: ['A new white-label request arrived:', ...(data.message ? [`“${data.message}”`] : [])],
        facts: [
          ['Company', data.company],
          ['Email', data.email],
          ['Asks for', data.requestType === 'demo' ? 'a demo' : 'a quote'],
          ['Plan', data.plan ?? '(none chosen)'],
        ],
        action: { label: 'Open the requests', url: link(settings, '/admin-support') },
        reason: ADMIN_REASON,
      };
  }
}
