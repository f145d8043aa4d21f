import { z } from 'zod';
import { calledServiceUrlShape, parseEnv } from '@readiness/service';
import { serviceEnvSchema } from '@readiness/service/runtime';

const ZAddress = z.string().trim().toLowerCase().pipe(z.email());

const ZNotificationsSettings = serviceEnvSchema('notifications')
  .extend({
    /**
     * The SMTP server (`smtp://user:pass@host:587`, `smtps://…:465`). The default is the development mail catcher
     * `npm start` runs on loopback (maildev); compose and the manifests take a real one from their settings.
     */
    SMTP_URL: z.string().url().optional(),
    /** The sender every email shows. */
    MAIL_FROM: z.string().min(3).default('AI Readiness <no-reply@localhost>'),
    /** Where a customer's reply goes (Reply-To) and the support address each email names. */
    SUPPORT_EMAIL: ZAddress.default('support@localhost'),
    /** Who hears of handoffs and white-label requests: this address, or else every active admin. */
    ADMIN_NOTIFY_EMAIL: ZAddress.optional(),
    /** Emails sent at the same time by this process. */
    EMAIL_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
    /** Attempts of one email before it is marked failed (exponential backoff from EMAIL_BACKOFF_MS). */
    EMAIL_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
    EMAIL_BACKOFF_MS: z.coerce.number().int().min(10).default(5_000),
    // BILLING_URL: billing's internal API, the invoice PDF attached to each receipt.
    ...calledServiceUrlShape(['billing']),
    /** How long one fetch of an invoice PDF may take before the email is retried (with its backoff). */
    INVOICE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SMTP_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'set SMTP_URL to the SMTP server every email goes through (smtp://user:pass@host:587)',
      });
  });

/**
 * In production the links in emails point at the origin someone set (APP_ORIGIN), never at the default one: a
 * deployment that forgot it would send every customer links to localhost. A local origin that was set on purpose is
 * taken as meant: `npm start` and docker compose run in production mode on http://localhost:8080.
 */
export const ZNotificationsEnv = z.preprocess((source, ctx) => {
  const given = source as Record<string, unknown> | undefined;
  if (given?.NODE_ENV === 'production' && !given.APP_ORIGIN)
    ctx.addIssue({
      code: 'custom',
      path: ['APP_ORIGIN'],
      message: 'set APP_ORIGIN to the public origin of the app: links in emails point at it',
      input: source,
    });
  return source;
}, ZNotificationsSettings);
/** Where email goes without SMTP_URL (development and tests): the mail catcher `npm start` runs (maildev). */
export const DEV_SMTP_URL = 'smtp://127.0.0.1:1025';

export type NotificationsEnv = z.infer<typeof ZNotificationsEnv>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): NotificationsEnv {
  return parseEnv(ZNotificationsEnv, source);
}
