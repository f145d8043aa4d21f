// Notifications (issue 23): how many emails a second the service renders (MJML, light and dark, with the plain-text
// part) and hands to SMTP, against a bare nodemailer send of a ready-made email through the same loopback SMTP
// server in the same run (the ceiling: SMTP and nodemailer alone); then the whole path, event published → consumer →
// row → BullMQ job → worker → SMTP; and the memory the process holds while doing it.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { connectBus, createEvent } from '@readiness/bus';
import { createTestDatabase, createTestRedisPrefix, startTokenIssuer } from '@readiness/testing';
import { randomPrefix } from '@readiness/testing/nats';
import { deleteStreams, TEST_NATS_URL } from '@readiness/testing/stack';
import { composeEmail } from '../services/notifications/src/domain/compose-email.ts';
import type { EmailData } from '../services/notifications/src/domain/email-data.ts';
import { loadEnv } from '../services/notifications/src/env.ts';
import { createSmtpMailer } from '../services/notifications/src/providers/smtp.mailer.ts';
import { buildNotificationsService } from '../services/notifications/src/service.ts';
import { renderEmail } from '../services/notifications/src/templates/render-email.ts';

const EMAILS = 1_000;
const PIPELINE_EMAILS = 500;
const CONCURRENCY = 4;
const SETTINGS = { appOrigin: 'https://app.readiness.test', supportEmail: 'support@readiness.test' };

export interface NotificationsBenchResult {
  emails: number;
  bareSendPerSecond: number;
  renderSendPerSecond: number;
  renderMs: number;
  pipelineEmails: number;
  pipelinePerSecond: number;
  rssMb: { before: number; peak: number; after: number };
  heapMb: { before: number; peak: number; after: number };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const mb = (bytes: number) => round(bytes / 1024 / 1024);

/** An SMTP server on loopback that accepts and counts (no parsing: what is measured is the sender). */
async function startCountingSmtp() {
  let received = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        for (const waiter of waiters.filter((w) => received >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    get received() {
      return received;
    },
    until: (count: number) =>
      received >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `count` calls of `work`, `CONCURRENCY` at a time; the wall time in ms. */
async function timed(count: number, work: (index: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await work(next++);
    }),
  );
  return performance.now() - started;
}

const receipt = (index: number): EmailData => ({
  kind: 'purchase-receipt',
  firstName: 'Barbara',
  amountCents: 4900,
  currency: 'usd',
  invoiceNumber: `INV-${String(index).padStart(6, '0')}`,
  invoicePath: `/api/billing/purchases/${randomUUID()}/invoice.pdf`,
  testMode: false,
  paidAt: new Date().toISOString(),
});

export async function benchNotifications(): Promise<NotificationsBenchResult> {
  const smtp = await startCountingSmtp();
  const memory = { before: process.memoryUsage(), peakRss: 0, peakHeap: 0 };
  const sample = setInterval(() => {
    const now = process.memoryUsage();
    memory.peakRss = Math.max(memory.peakRss, now.rss);
    memory.peakHeap = Math.max(memory.peakHeap, now.heapUsed);
  }, 50);
  const db = await createTestDatabase('notifications');
  const redis = createTestRedisPrefix();
  const prefix = randomPrefix();
  const issuer = await startTokenIssuer();
  const logger = pino({ level: 'warn' });
  let service: Awaited<ReturnType<typeof buildNotificationsService>> | undefined;
  try {
    // Warm both paths (connections, MJML's first compile) before timing.
    const ready = await renderEmail(composeEmail(receipt(0), SETTINGS), SETTINGS);
    const bare = nodemailer.createTransport(`${smtp.url}?pool=true&maxConnections=${CONCURRENCY}`);
    const bareSend = (index: number) =>
      bare.sendMail({
        from: 'AI Readiness <no-reply@readiness.test>',
        to: `buyer${index}@customer.test`,
        subject: ready.subject,
        html: ready.html,
        text: ready.text,
      });
    await timed(20, bareSend);
    const bareMs = await timed(EMAILS, bareSend);
    bare.close();

    const mailer = createSmtpMailer({
      smtpUrl: smtp.url,
      from: 'AI Readiness <no-reply@readiness.test>',
      replyTo: SETTINGS.supportEmail,
    });
    let renderTotal = 0;
    const renderSend = async (index: number) => {
      const t = performance.now();
      const rendered = await renderEmail(composeEmail(receipt(index), SETTINGS), SETTINGS);
      renderTotal += performance.now() - t;
      await mailer.send({
        to: [`buyer${index}@customer.test`],
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        eventId: randomUUID(),
      });
    };
    await timed(20, renderSend);
    renderTotal = 0;
    const renderSendMs = await timed(EMAILS, renderSend);
    mailer.close();

    // The whole path, in this process: events on the bus, the durable consumer, the queue, the worker.
    service = await buildNotificationsService(
      loadEnv({
        DATABASE_URL: db.databaseUrl,
        DB_SCHEMA: db.schema,
        REDIS_PREFIX: redis.prefix,
        NATS_URL: TEST_NATS_URL,
        NATS_PREFIX: prefix,
        LOG_LEVEL: 'warn',
        SMTP_URL: smtp.url,
        EMAIL_CONCURRENCY: String(CONCURRENCY),
        INTERNAL_API_TOKEN: 'bench-internal-token-0123456789',
      }),
      logger,
      { keys: issuer.keys },
    );
    const bus = await connectBus({ url: TEST_NATS_URL, name: 'bench', prefix, logger });
    const start = smtp.received;
    const started = performance.now();
    for (let index = 0; index < PIPELINE_EMAILS; index += 1)
      await bus.publish(
        createEvent('auth.password-reset.requested', {
          userId: randomUUID(),
          email: `reset${index}@customer.test`,
          firstName: 'Grace',
          resetPath: `/reset-password?token=${randomUUID()}`,
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      );
    await smtp.until(start + PIPELINE_EMAILS);
    const pipelineMs = performance.now() - started;
    await bus.close();

    const after = process.memoryUsage();
    return {
      emails: EMAILS,
      bareSendPerSecond: Math.round(EMAILS / (bareMs / 1000)),
      renderSendPerSecond: Math.round(EMAILS / (renderSendMs / 1000)),
      renderMs: round(renderTotal / EMAILS, 2),
      pipelineEmails: PIPELINE_EMAILS,
      pipelinePerSecond: Math.round(PIPELINE_EMAILS / (pipelineMs / 1000)),
      rssMb: { before: mb(memory.before.rss), peak: mb(memory.peakRss), after: mb(after.rss) },
      heapMb: { before: mb(memory.before.heapUsed), peak: mb(memory.peakHeap), after: mb(after.heapUsed) },
    };
  } finally {
    clearInterval(sample);
    await service?.runtime.close();
    await issuer.stop();
    await smtp.stop();
    await db.drop();
    await redis.cleanup();
    await deleteStreams(TEST_NATS_URL, prefix).catch(() => undefined);
  }
}

export function formatNotificationsBench(result: NotificationsBenchResult): string {
  const ratio = (value: number, base: number) => (base > 0 ? round(value / base, 2) : 0);
  return [
    'Notifications',
    `  render + send (MJML, HTML and text, pooled SMTP, ${CONCURRENCY} at a time): ${result.renderSendPerSecond} emails/s ` +
      `(${ratio(result.renderSendPerSecond, result.bareSendPerSecond)} of a bare nodemailer send of a ready email, ` +
      `${result.bareSendPerSecond}/s; render alone ${result.renderMs} ms an email)`,
    `  event → consumer → queue → worker → SMTP: ${result.pipelineEmails} password-reset emails at ` +
      `${result.pipelinePerSecond}/s (${ratio(result.pipelinePerSecond, result.bareSendPerSecond)} of the bare send)`,
    `  memory of the process: RSS ${result.rssMb.before} → peak ${result.rssMb.peak} → ${result.rssMb.after} MB; ` +
      `heap ${result.heapMb.before} → peak ${result.heapMb.peak} → ${result.heapMb.after} MB`,
  ].join('\n');
}
