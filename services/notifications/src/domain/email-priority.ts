import type { TEmailKind } from '@readiness/contracts/notifications';

/**
 * Which emails go first on the one `emails` queue. A person waiting at the screen for a link (a password reset,
 * an address to confirm, an invitation to accept) or told of a change to their account must not wait behind a
 * run of receipts or the reminders a round sweep sends to a whole organisation. Every kind is placed here, so a
 * new one cannot be added without choosing.
 */
const URGENCY: Record<TEmailKind, 'now' | 'soon' | 'bulk'> = {
  'password-reset': 'now',
  'password-changed': 'now',
  'email-verification': 'now',
  'email-change-confirmation': 'now',
  'email-changed': 'now',
  'organisation-invitation': 'now',
  'support-reply': 'soon',
  'handoff-alert': 'soon',
  'white-label-alert': 'soon',
  'purchase-receipt': 'soon',
  'refund-confirmation': 'soon',
  'round-reminder': 'bulk',
};

/** BullMQ's priority for an email of this kind: none (ahead of everything) for the ones a person waits for. */
export function emailPriority(kind: TEmailKind): number | undefined {
  return { now: undefined, soon: 10, bulk: 20 }[URGENCY[kind]];
}
