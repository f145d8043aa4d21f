import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@readiness/testing';
import { sendEmail } from '../src/domain/send-email.ts';
import { buildNotificationsService } from '../src/service.ts';
import { startBillingStub, type BillingStub } from './billing-stub.ts';
import {
  APP_ORIGIN,
  linksOf,
  startNotifications,
  startSmtpSink,
  startTokenIssuer,
  type RunningNotifications,
  type SmtpSink,
} from './harness.ts';

let issuer: Awaited<ReturnType<typeof startTokenIssuer>>;
let sink: SmtpSink;
let notifications: RunningNotifications;
let billing: BillingStub;

beforeAll(async () => {
  issuer = await startTokenIssuer();
  sink = await startSmtpSink();
  billing = await startBillingStub();
  notifications = await startNotifications(issuer, sink, { BILLING_URL: billing.url });
});
afterAll(async () => {
  await notifications?.stop();
  await sink?.stop();
  await billing?.stop();
  await issuer?.stop();
});
afterEach(() => sink.refuseNext(0));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const to = (address: string) => (mail: SmtpSink['messages'][number]) => mail.envelopeTo.includes(address);
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@customer.test`;

async function registered(email: string, firstName = 'Ada') {
  const userId = randomUUID();
  await notifications.publish('auth.user.registered', {
    userId,
    email,
    firstName,
    lastName: 'Lovelace',
    company: 'Engines Ltd',
    industry: 'technology',
    companySize: '11-50',
    ipAddress: null,
  });
  return userId;
}

async function messagesOfEvent(eventId: string) {
  const { rows } = await notifications.db.pool.query(
    `SELECT status, attempts, data, subject FROM "${notifications.db.schema}".email_messages WHERE event_id = $1`,
    [eventId],
  );
  return rows as Array<{ status: string; attempts: number; data: unknown; subject: string | null }>;
}

describe('account emails', () => {
  it('sends the password reset link to the address the event names: HTML and text, the product, the reason, no image or web font', async () => {
    const email = address('reset');
    const event = await notifications.publish('auth.password-reset.requested', {
      userId: randomUUID(),
      email,
      firstName: 'Grace',
      resetPath: '/reset-password?token=abc123',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const mail = await sink.waitFor(to(email));
    expect(mail.subject).toBe('Reset your AI Readiness password');
    expect(mail.from?.text).toContain('no-reply@readiness.test');
    expect(mail.replyTo?.text).toContain('support@readiness.test');
    expect(mail.headers.get('x-event-id')).toBe(event.id);
    expect(linksOf(mail.html)).toContain(`${APP_ORIGIN}/reset-password?token=abc123`);
    expect(mail.text).toContain(`${APP_ORIGIN}/reset-password?token=abc123`);
    expect(mail.text).toContain('Hello Grace,');
    expect(mail.text).toContain('a password reset was asked for this address on AI Readiness');
    expect(mail.html).toContain('prefers-color-scheme: dark');
    expect(String(mail.html)).not.toMatch(/<img/i);
    // Nothing is fetched from elsewhere when it is opened: no web font (mjml links Google Fonts for Roboto).
    expect(String(mail.html)).not.toMatch(/<link\b|@import|fonts\.googleapis/i);
    // Once sent, the link's token is no longer kept.
    await expect
      .poll(async () => (await messagesOfEvent(event.id))[0])
      .toMatchObject({ status: 'sent', data: null });
  });

  it('sends an event’s email once: a redelivery, a second job and a repeated send add nothing', async () => {
    const email = address('once');
    const event = await notifications.publish('auth.email-verification.requested', {
      userId: randomUUID(),
      email,
      firstName: 'Alan',
      verifyPath: '/verify-email?token=v1',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await sink.waitFor(to(email));
    const { ctx } = notifications.service;
    const [message] = (
      await notifications.db.pool.query(
        `SELECT id FROM "${notifications.db.schema}".email_messages WHERE event_id = $1`,
        [event.id],
      )
    ).rows as Array<{ id: string }>;
    const messageId = message!.id;
    // What a redelivered event does: its consumer queues it again (same event id), the worker gets it again.
    const { queueEmail } = await import('../src/domain/queue-email.ts');
    await queueEmail(ctx, {
      eventId: event.id,
      kind: 'email-verification',
      userId: null,
      to: [email],
      data: {
        kind: 'email-verification',
        firstName: 'Alan',
        verifyPath: '/x',
        expiresAt: event.data.expiresAt,
      },
    });
    await ctx.enqueue(messageId);
    expect(await sendEmail(ctx, messageId, { number: 1, last: 3 })).toBe('already-sent');
    await sleep(1_000);
    expect(sink.messages.filter(to(email))).toHaveLength(1);
  });

  it('refuses a stored message whose data its template does not know, and sends nothing', async () => {
    const email = address('unknown-data');
    const messageId = randomUUID();
    // What a stored row the code no longer knows looks like: the verification link is missing from its data.
    await notifications.db.pool.query(
      `INSERT INTO "${notifications.db.schema}".email_messages (id, event_id, kind, "to", data)
       VALUES ($1, $2, 'email-verification', $3, $4)`,
      [messageId, randomUUID(), [email], JSON.stringify({ kind: 'email-verification', firstName: 'Alan' })],
    );
    await expect(
      sendEmail(notifications.service.ctx, messageId, { number: 1, last: 3 }),
    ).rejects.toMatchObject({
      code: 'CONFLICT', // a 4xx: the queue does not retry it
      message: expect.stringMatching(/verifyPath/) as unknown,
    });
    await sleep(300);
    expect(sink.messages.filter(to(email))).toHaveLength(0);
    // Given up at the first attempt, with the reason where ops read it.
    const { rows } = await notifications.db.pool.query<{
      status: string;
      attempts: number;
      last_error: string;
    }>(`SELECT status, attempts, last_error FROM "${notifications.db.schema}".email_messages WHERE id = $1`, [
      messageId,
    ]);
    expect(rows[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows[0]?.last_error).toMatch(/does not fit its template: verifyPath/);
  });

  it('retries with backoff while the SMTP server refuses, and sends once it accepts', async () => {
    const email = address('retry');
    sink.refuseNext(2);
    const event = await notifications.publish('auth.password.changed', {
      userId: randomUUID(),
      email,
      firstName: 'Edsger',
      via: 'change',
      signedOutSessions: 2,
      changedAt: new Date().toISOString(),
    });
    const mail = await sink.waitFor(to(email));
    expect(mail.subject).toBe('Your AI Readiness password was changed');
    expect(mail.text).toContain('2 other sessions were signed out.');
    expect(sink.messages.filter(to(email))).toHaveLength(1);
    // Two refusals and the delivery.
    await expect.poll(async () => (await messagesOfEvent(event.id))[0]?.attempts).toBe(3);
  });

  it('sends the link of a change of address to the new address only, and says how long it works', async () => {
    const previous = address('before');
    const next = address('after');
    const event = await notifications.publish('auth.email-change.requested', {
      userId: randomUUID(),
      email: next,
      previousEmail: previous,
      firstName: 'Ada',
      confirmPath: '/confirm-email-change?token=c1',
      expiresAt: '2026-11-26T11:00:00.000Z',
    });
    const mail = await sink.waitFor(to(next));
    expect(mail.envelopeTo).toEqual([next]);
    expect(mail.subject).toBe('Confirm your new email address for AI Readiness');
    expect(linksOf(mail.html)).toContain(`${APP_ORIGIN}/confirm-email-change?token=c1`);
    expect(mail.text).toContain(`${APP_ORIGIN}/confirm-email-change?token=c1`);
    expect(mail.text).toContain(`instead of ${previous}`);
    expect(mail.text).toContain('The link works once and until 26 November 2026 at 11:00 UTC.');
    expect(mail.text).toContain('a change of email address to this one was asked for on AI Readiness');
    expect(String(mail.html)).not.toMatch(/<img/i);
    await expect.poll(async () => (await messagesOfEvent(event.id))[0]?.status).toBe('sent');
    expect(sink.messages.filter(to(previous))).toHaveLength(0);
  });

  it('tells the previous address when the email address changes', async () => {
    const previous = address('old');
    const next = address('new');
    const userId = await registered(previous);
    await notifications.publish('auth.email.changed', {
      userId,
      previousEmail: previous,
      email: next,
      firstName: 'Ada',
    });
    const mail = await sink.waitFor(to(previous));
    expect(mail.subject).toBe('Your AI Readiness email address was changed');
    expect(mail.text).toContain(next);
  });
});

describe('receipts and refunds', () => {
  it('sends the buyer the receipt with the invoice link, then the refund confirmation with the credit note', async () => {
    const email = address('buyer');
    const userId = await registered(email, 'Barbara');
    const purchaseId = randomUUID();
    await notifications.publish('billing.purchase.paid', {
      purchaseId,
      userId,
      amountCents: 4900,
      currency: 'usd',
      invoiceNumber: 'INV-2026-0042',
      invoicePath: `/api/billing/purchases/${purchaseId}/invoice.pdf`,
      testMode: false,
      paidAt: '2026-11-25T10:00:00.000Z',
    });
    const receipt = await sink.waitFor((m) => to(email)(m) && /receipt/.test(m.subject ?? ''));
    expect(receipt.subject).toBe('Your AI Readiness receipt INV-2026-0042');
    expect(receipt.text).toContain('Hello Barbara,');
    expect(receipt.text).toContain('$49.00');
    expect(linksOf(receipt.html)).toContain(`${APP_ORIGIN}/api/billing/purchases/${purchaseId}/invoice.pdf`);
    // The invoice billing rendered, attached as it came (billing's own bytes), asked for this buyer's purchase.
    expect(receipt.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['invoice-INV-2026-0042.pdf', 'application/pdf'],
    ]);
    expect(receipt.attachments[0]!.content.equals(billing.pdfOf(purchaseId))).toBe(true);
    expect(billing.asked).toContainEqual({ userId, purchaseId, token: 'accepted' });
    expect(receipt.text).toContain('The invoice is attached to this email (PDF)');

    await notifications.publish('billing.purchase.refunded', {
      purchaseId,
      userId,
      amountCents: 4900,
      currency: 'usd',
      reason: 'guarantee',
      creditNoteNumber: 'CN-2026-0007',
      creditNotePath: `/api/billing/purchases/${purchaseId}/credit-note.pdf`,
      refundedAt: '2026-11-26T10:00:00.000Z',
    });
    const refund = await sink.waitFor((m) => to(email)(m) && /refund/.test(m.subject ?? ''));
    expect(refund.subject).toBe('Your AI Readiness refund: $49.00');
    expect(refund.text).toContain('under the 30-day money-back guarantee');
    expect(linksOf(refund.html)).toContain(
      `${APP_ORIGIN}/api/billing/purchases/${purchaseId}/credit-note.pdf`,
    );
  });
});

describe('receipts while billing cannot answer', () => {
  it('retries for the invoice, and on the last attempt sends the receipt with its link alone', async () => {
    const down = await startBillingStub({ failing: true });
    const sinkOfItsOwn = await startSmtpSink();
    const impatient = await startNotifications(issuer, sinkOfItsOwn, {
      BILLING_URL: down.url,
      EMAIL_ATTEMPTS: '3',
      EMAIL_BACKOFF_MS: '50',
    });
    try {
      const email = address('patient');
      const userId = randomUUID();
      await impatient.publish('auth.user.registered', {
        userId,
        email,
        firstName: 'Mary',
        lastName: 'Jackson',
        company: '',
        industry: '',
        companySize: '',
        ipAddress: null,
      });
      const purchaseId = randomUUID();
      await impatient.publish('billing.purchase.paid', {
        purchaseId,
        userId,
        amountCents: 4900,
        currency: 'usd',
        invoiceNumber: 'INV-2026-0043',
        invoicePath: `/api/billing/purchases/${purchaseId}/invoice.pdf`,
        testMode: false,
        paidAt: '2026-11-25T10:00:00.000Z',
      });
      const receipt = await sinkOfItsOwn.waitFor(to(email));
      expect(down.asked.filter((ask) => ask.purchaseId === purchaseId)).toHaveLength(3);
      expect(receipt.attachments).toEqual([]);
      expect(receipt.text).not.toContain('attached');
      expect(linksOf(receipt.html)).toContain(
        `${APP_ORIGIN}/api/billing/purchases/${purchaseId}/invoice.pdf`,
      );
    } finally {
      await impatient.stop();
      await sinkOfItsOwn.stop();
      await down.stop();
    }
  });
});

describe('support', () => {
  it('emails every active admin about a handoff and a white-label request', async () => {
    const adminA = address('admin-a');
    const adminB = address('admin-b');
    const formerAdmin = address('admin-c');
    for (const [email, isActive] of [
      [adminA, true],
      [adminB, true],
      [formerAdmin, false],
    ] as const) {
      const userId = await registered(email, 'Admin');
      await notifications.publish('auth.user.updated', {
        userId,
        role: 'admin',
        subscriptionTier: 'free',
        isActive,
      });
    }
    const customer = address('customer');
    const customerId = await registered(customer);
    // Auth's events and chat's travel on different streams: wait until the copy of the users has caught up.
    await expect
      .poll(async () => {
        const { rows } = await notifications.db.pool.query(
          `SELECT count(*)::int AS n FROM "${notifications.db.schema}".recipients WHERE email = ANY($1) AND (role = 'admin' OR email = $2)`,
          [[adminA, adminB, formerAdmin, customer], customer],
        );
        return (rows[0] as { n: number }).n;
      })
      .toBe(4);
    await notifications.publish('chat.handoff.requested', {
      sessionId: randomUUID(),
      userId: customerId,
      page: '/dashboard',
    });
    const alert = await sink.waitFor((m) => to(adminA)(m) && /waiting/.test(m.subject ?? ''));
    expect(alert.envelopeTo).toContain(adminB);
    expect(alert.envelopeTo).not.toContain(formerAdmin);
    expect(alert.text).toContain(customer);
    expect(linksOf(alert.html)).toContain(`${APP_ORIGIN}/admin-support`);

    await notifications.publish('chat.white-label.requested', {
      requestId: randomUUID(),
      requestType: 'demo',
      company: 'Orbit Agency',
      email: 'kj@agency.test',
      plan: 'grow',
      message: 'We would like our own branded version.',
    });
    const lead = await sink.waitFor((m) => to(adminA)(m) && /white-label/.test(m.subject ?? ''));
    expect(lead.subject).toBe('AI Readiness: new white-label request from Orbit Agency');
    expect(lead.text).toContain('kj@agency.test');
    expect(lead.text).toContain('because you are an administrator of AI Readiness');
  });

  it('emails the user an admin’s reply only when they were not in the conversation', async () => {
    const email = address('asker');
    const userId = await registered(email, 'Hedy');
    const present = await notifications.publish('chat.agent.replied', {
      sessionId: randomUUID(),
      userId,
      userPresent: true,
      excerpt: 'You are here, no email.',
    });
    const sessionId = randomUUID();
    await notifications.publish('chat.agent.replied', {
      sessionId,
      userId,
      userPresent: false,
      excerpt: 'Here is how to export your report.',
    });
    const mail = await sink.waitFor(to(email));
    expect(mail.subject).toBe('AI Readiness support replied to your conversation');
    expect(mail.text).toContain('Here is how to export your report.');
    expect(linksOf(mail.html)).toContain(`${APP_ORIGIN}/dashboard?support=${sessionId}`);
    expect(await messagesOfEvent(present.id)).toHaveLength(0);
    expect(sink.messages.filter(to(email))).toHaveLength(1);
  });

  it('emails a signed-out visitor’s answer to the address they left, with a link any page opens; none left, none sent', async () => {
    const email = address('visitor');
    const unaddressed = await notifications.publish('chat.agent.replied', {
      sessionId: randomUUID(),
      userId: null,
      userPresent: false,
      contactEmail: null,
      excerpt: 'Nobody to email.',
    });
    const present = await notifications.publish('chat.agent.replied', {
      sessionId: randomUUID(),
      userId: null,
      userPresent: true,
      contactEmail: email,
      excerpt: 'You are here, no email.',
    });
    const sessionId = randomUUID();
    await notifications.publish('chat.agent.replied', {
      sessionId,
      userId: null,
      userPresent: false,
      contactEmail: email,
      excerpt: 'Yes: the report is a PDF you can download from Reports.',
    });
    const mail = await sink.waitFor(to(email));
    expect(mail.subject).toBe('AI Readiness support replied to your conversation');
    expect(mail.text).toContain('Yes: the report is a PDF you can download from Reports.');
    expect(mail.text).toMatch(/^Hello,/m);
    expect(mail.text).toContain('you left this address in the AI Readiness support chat');
    expect(linksOf(mail.html)).toContain(`${APP_ORIGIN}/?support=${sessionId}`);
    expect(linksOf(mail.html)).not.toContain(`${APP_ORIGIN}/dashboard?support=${sessionId}`);
    expect(await messagesOfEvent(unaddressed.id)).toHaveLength(0);
    expect(await messagesOfEvent(present.id)).toHaveLength(0);
    expect(sink.messages.filter(to(email))).toHaveLength(1);
  });
});

describe('the admin’s list', () => {
  it('lists the emails sent, without their bodies, to an admin only', async () => {
    const admin = await issuer.user({ role: 'admin' });
    const user = await issuer.user();
    const email = address('listed');
    await notifications.publish('auth.password-reset.requested', {
      userId: randomUUID(),
      email,
      firstName: 'Listed',
      resetPath: '/reset-password?token=listed-token',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await sink.waitFor(to(email));
    expect(
      (await call(notifications.url, 'GET', '/api/admin/notifications/emails', undefined, user.headers))
        .status,
    ).toBe(403);
    const listed = await call(
      notifications.url,
      'GET',
      '/api/admin/notifications/emails?status=sent&limit=200',
      undefined,
      admin.headers,
    );
    expect(listed.status, JSON.stringify(listed.data)).toBe(200);
    const rows = listed.data as unknown as Array<Record<string, unknown>>;
    await expect
      .poll(async () => {
        const again = await call(
          notifications.url,
          'GET',
          '/api/admin/notifications/emails?status=sent',
          undefined,
          admin.headers,
        );
        return (again.data as unknown as Array<Record<string, unknown>>).find(
          (row) => (row.to as string[])[0] === email,
        );
      })
      .toMatchObject({ kind: 'password-reset', status: 'sent', subject: 'Reset your AI Readiness password' });
    expect(JSON.stringify(rows)).not.toContain('token=');
    expect(
      (
        await call(
          notifications.url,
          'GET',
          '/api/admin/notifications/emails?limit=0',
          undefined,
          admin.headers,
        )
      ).status,
    ).toBe(400);
  });
});

describe('restarts', () => {
  it('sends what arrived while it was down once it is back, and nothing twice', async () => {
    const before = address('before');
    await notifications.publish('auth.password-reset.requested', {
      userId: randomUUID(),
      email: before,
      firstName: 'Ken',
      resetPath: '/reset-password?token=t-before',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await sink.waitFor(to(before));
    await notifications.service.runtime.close();
    const during = address('during');
    await notifications.publish('auth.password-reset.requested', {
      userId: randomUUID(),
      email: during,
      firstName: 'Dennis',
      resetPath: '/reset-password?token=t-during',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const restarted = await buildNotificationsService(
      notifications.env,
      notifications.service.runtime.logger,
      {
        keys: issuer.keys,
      },
    );
    try {
      await sink.waitFor(to(during));
      await sleep(1_000);
      expect(sink.messages.filter(to(during))).toHaveLength(1);
      expect(sink.messages.filter(to(before))).toHaveLength(1);
    } finally {
      await restarted.runtime.close();
    }
  });
});
