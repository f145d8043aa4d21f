import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  linksOf,
  startNotifications,
  startSmtpSink,
  startTokenIssuer,
  type RunningNotifications,
  type SmtpSink,
} from './harness.ts';

// The invitation to an organisation (issue 27): auth publishes auth.organisation.invitation-sent through its outbox
// with the accept link; this service emails it to the invited address (which may have no account yet).

let issuer: Awaited<ReturnType<typeof startTokenIssuer>>;
let sink: SmtpSink;
let notifications: RunningNotifications;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  sink = await startSmtpSink();
  notifications = await startNotifications(issuer, sink);
});
afterAll(async () => {
  await notifications?.stop();
  await sink?.stop();
  await issuer?.stop();
});

const to = (address: string) => (mail: SmtpSink['messages'][number]) => mail.envelopeTo.includes(address);
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@customer.test`;

function invitation(email: string, overrides: Record<string, unknown> = {}) {
  return {
    invitationId: randomUUID(),
    organisationId: randomUUID(),
    organisationName: 'Acme Leadership',
    email,
    role: 'member' as const,
    inviterName: 'Grace Hopper',
    acceptPath: '/organisations/join?token=inv1token',
    expiresAt: '2026-12-08T10:00:00.000Z',
    resend: false,
    ...overrides,
  };
}

describe('organisation invitations', () => {
  it('emails the accept link to the invited address, who needs no account: HTML and text, who invited, until when', async () => {
    const email = address('invitee');
    const event = await notifications.publish('auth.organisation.invitation-sent', invitation(email));
    const mail = await sink.waitFor(to(email));
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.subject).toBe('Grace Hopper invited you to Acme Leadership on AI Readiness');
    expect(mail.headers.get('x-event-id')).toBe(event.id);
    expect(linksOf(mail.html)).toContain(`${APP_ORIGIN}/organisations/join?token=inv1token`);
    expect(mail.text).toContain(`${APP_ORIGIN}/organisations/join?token=inv1token`);
    expect(mail.text).toContain('as a member');
    expect(mail.text).toContain('8 December 2026 at 10:00 UTC');
    expect(mail.text).toContain('a member of Acme Leadership invited this address');
    expect(String(mail.html)).not.toMatch(/<img/i);
    // Once sent, the link's token is no longer kept.
    await expect
      .poll(async () => {
        const { rows } = await notifications.db.pool.query(
          `SELECT status, data, kind FROM "${notifications.db.schema}".email_messages WHERE event_id = $1`,
          [event.id],
        );
        return rows[0] as unknown;
      })
      .toMatchObject({ status: 'sent', data: null, kind: 'organisation-invitation' });
  });

  it('a resend says the link is new and carries the new link; an admin invitation says so', async () => {
    const email = address('again');
    await notifications.publish(
      'auth.organisation.invitation-sent',
      invitation(email, { resend: true, role: 'admin', acceptPath: '/organisations/join?token=newer2' }),
    );
    const mail = await sink.waitFor(to(email));
    expect(mail.subject).toBe('Grace Hopper invited you to Acme Leadership on AI Readiness (new link)');
    expect(mail.text).toContain('the one sent before no longer works');
    expect(mail.text).toContain('as an admin');
    expect(linksOf(mail.html)).toContain(`${APP_ORIGIN}/organisations/join?token=newer2`);
  });
});
