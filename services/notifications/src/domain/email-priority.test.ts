import { describe, expect, it } from 'vitest';
import { emailPriority } from './email-priority.ts';

describe('emailPriority', () => {
  it('puts the emails a person waits for at the screen ahead of every other (no BullMQ priority)', () => {
    for (const kind of [
      'password-reset',
      'email-verification',
      'email-change-confirmation',
      'organisation-invitation',
    ] as const)
      expect(emailPriority(kind), kind).toBeUndefined();
  });

  it('sends receipts and alerts after those, and a round sweep’s reminders last', () => {
    const receipt = emailPriority('purchase-receipt');
    const reminder = emailPriority('round-reminder');
    expect(receipt).toBeGreaterThanOrEqual(1);
    expect(reminder).toBeGreaterThan(receipt!);
    expect(emailPriority('support-reply')).toBe(receipt);
  });
});
