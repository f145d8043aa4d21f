import { connectBus, createEvent, type Bus } from '@readiness/bus';
import type { TEventData, TEventType } from '@readiness/contracts';
import { startServiceForTest, startTokenIssuer, type TokenIssuer } from '@readiness/testing';
import { startSmtpSink, type SmtpSink } from '@readiness/testing/smtp-sink';
import { pino } from 'pino';
import { loadEnv, type NotificationsEnv } from '../src/env.ts';
import { buildNotificationsService } from '../src/service.ts';

export const APP_ORIGIN = 'https://app.readiness.test';

/** The notifications service in this process, sending to an SMTP sink on loopback; a bus to publish its events. */
export async function startNotifications(
  issuer: TokenIssuer,
  sink: SmtpSink,
  overrides: Partial<Record<keyof NotificationsEnv, string>> = {},
) {
  const service = await startServiceForTest({
    service: 'notifications',
    loadEnv,
    build: (env: NotificationsEnv, logger) => buildNotificationsService(env, logger, { keys: issuer.keys }),
    env: {
      SMTP_URL: sink.url,
      APP_ORIGIN,
      MAIL_FROM: 'AI Readiness <no-reply@readiness.test>',
      SUPPORT_EMAIL: 'support@readiness.test',
      EMAIL_BACKOFF_MS: '200',
      ...overrides,
    },
  });
  const bus = await connectBus({
    url: service.env.NATS_URL,
    name: 'notifications-test',
    prefix: service.natsPrefix,
    logger: pino({ level: 'silent' }),
  });
  return {
    ...service,
    bus,
    /** Publishes an event as its owner's outbox relay would (the same id twice is a redelivery). */
    async publish<T extends TEventType>(type: T, data: TEventData<T>, id?: string) {
      const event = createEvent(type, data);
      if (id) event.id = id;
      await bus.publish(event);
      return event;
    },
    async stop() {
      await bus.close();
      await service.stop();
    },
  };
}
export type RunningNotifications = Awaited<ReturnType<typeof startNotifications>>;

export { startSmtpSink, startTokenIssuer };
export type { Bus, SmtpSink };

/** The links of an email's HTML part. */
export function linksOf(html: string | false | undefined): string[] {
  return [...String(html || '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}
