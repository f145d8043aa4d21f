import { z } from 'zod';
import { EMAIL_QUEUE, SEND_EMAIL_JOB, ZSendEmailJob } from '@readiness/contracts/notifications';
import { createJobClient, defineJob, startJobWorker } from '@readiness/jobs';
import type { Logger } from 'pino';
import type { NotificationsContext } from '../domain/context.ts';
import { sendEmail } from '../domain/send-email.ts';
import type { NotificationsEnv } from '../env.ts';

/**
 * `email.send` on the `emails` queue: one job per message, its id the message's, retried with exponential backoff
 * (EMAIL_ATTEMPTS from EMAIL_BACKOFF_MS) while the SMTP server refuses or is away.
 */
export function emailJob(env: Pick<NotificationsEnv, 'EMAIL_ATTEMPTS' | 'EMAIL_BACKOFF_MS'>) {
  return defineJob({
    queue: EMAIL_QUEUE,
    name: SEND_EMAIL_JOB,
    schema: ZSendEmailJob,
    result: z.enum(['sent', 'already-sent']),
    jobId: (job) => `email-${job.messageId}`,
    options: { attempts: env.EMAIL_ATTEMPTS, backoff: { type: 'exponential', delay: env.EMAIL_BACKOFF_MS } },
  });
}

export interface EmailQueue {
  enqueue(messageId: string, priority?: number): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export async function createEmailQueue(
  env: NotificationsEnv,
  options: { redisUrl: string; prefix: string; logger: Logger },
): Promise<EmailQueue> {
  const client = await createJobClient(emailJob(env), options);
  return {
    async enqueue(messageId, priority) {
      await client.enqueue({ messageId }, { priority });
    },
    ping: () => client.ping(),
    close: () => client.close(),
  };
}

/** The worker, in the service's own process: emails are small and SMTP waits are I/O. */
export function startEmailWorker(
  ctx: NotificationsContext,
  options: { redisUrl: string; prefix: string; logger: Logger },
) {
  return startJobWorker(
    emailJob(ctx.env),
    (data, info) => sendEmail(ctx, data.messageId, { number: info.attempt, last: ctx.env.EMAIL_ATTEMPTS }),
    {
      ...options,
      concurrency: ctx.env.EMAIL_CONCURRENCY,
      lockDurationMs: 60_000,
      stalledIntervalMs: 30_000,
    },
  );
}
