import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import { remoteKeys } from '@readiness/service';
import { createRuntime } from '@readiness/service/runtime';
import { bullPrefix } from '@readiness/jobs/names';
import { createNotificationsApp } from './app.ts';
import type { NotificationsContext } from './domain/context.ts';
import type { Mailer } from './domain/mailer.ts';
import { DEV_SMTP_URL, type NotificationsEnv } from './env.ts';
import { subscribeConsumers } from './events/consumers.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { createEmailQueue, startEmailWorker } from './jobs/send-email.job.ts';
import { createSmtpMailer } from './providers/smtp.mailer.ts';
import { createInvoiceRepository } from './repositories/invoice.repository.ts';

/**
 * Wires the notifications service on the kit's runtime: the SMTP mailer, the email queue and its worker (in this
 * process), the durable consumers and the admin's HTTP app. `main.ts` runs it; tests build it with their own schema
 * and prefixes (and their own key set, and an SMTP server on loopback).
 */
export async function buildNotificationsService(
  env: NotificationsEnv,
  logger: Logger,
  options: { keys?: JWTVerifyGetKey; mailer?: Mailer } = {},
) {
  const runtime = await createRuntime({
    service: 'notifications',
    env,
    logger,
    db: (adapter) => new PrismaClient({ adapter }),
  });
  try {
    const smtpUrl = new URL(env.SMTP_URL ?? DEV_SMTP_URL);
    const mailer =
      options.mailer ??
      createSmtpMailer({ smtpUrl: smtpUrl.toString(), from: env.MAIL_FROM, replyTo: env.SUPPORT_EMAIL });
    const jobOptions = { redisUrl: env.REDIS_URL, prefix: bullPrefix(env.REDIS_PREFIX), logger };
    const queue = await createEmailQueue(env, jobOptions);
    const ctx: NotificationsContext = {
      db: runtime.db,
      mailer,
      env,
      logger,
      invoices: createInvoiceRepository(env),
      enqueue: (messageId, priority) => queue.enqueue(messageId, priority),
    };
    const worker = startEmailWorker(ctx, jobOptions);
    await worker.waitUntilReady();
    runtime.addCheck('email worker', () =>
      worker.isRunning() ? Promise.resolve() : Promise.reject(new Error('email worker is not running')),
    );
    const consumers = await subscribeConsumers(ctx, runtime.bus);
    // In this order: no new events, the emails in progress finish, then the queue and SMTP connections go.
    runtime.addCloser('consumers', () => Promise.all(consumers.map((c) => c.stop())));
    runtime.addCloser('email worker', () => worker.close());
    runtime.addCloser('email queue', () => queue.close());
    runtime.addCloser('smtp', () => Promise.resolve(mailer.close()));
    logger.info(
      { smtp: `${smtpUrl.protocol}//${smtpUrl.host}`, from: env.MAIL_FROM },
      'sending email through SMTP',
    );
    const app = createNotificationsApp(ctx, options.keys ?? remoteKeys(env.AUTH_INTERNAL_URL), runtime);
    return { app, ctx, runtime };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
