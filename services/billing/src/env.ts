import { z } from 'zod';
import { parseEnv } from '@readiness/service';
import { serviceEnvSchema } from '@readiness/service/runtime';

/** Placeholders for development: every invoice printed with them says to set the real ones. */
export const DEV_SELLER = {
  name: 'Development seller — set SELLER_NAME',
  address: 'Set SELLER_ADDRESS (street, city, postcode, country)',
  taxId: 'Set SELLER_TAX_ID',
  phone: 'Set SELLER_PHONE',
  supportEmail: 'support@seller.example',
} as const;

export const ZBillingEnv = serviceEnvSchema('billing')
  .extend({
    /** With both Stripe keys, payments go to Stripe; without them to the TEST MODE provider. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the Stripe SDK connects (tests point it at a stub on loopback); Stripe's own API by default. */
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().positive().optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    /**
     * The seller printed on every invoice and credit note. The development placeholders say so on the page; a live
     * Stripe key refuses to start with them.
     */
    SELLER_NAME: z.string().trim().min(1).default(DEV_SELLER.name),
    SELLER_ADDRESS: z.string().trim().min(1).default(DEV_SELLER.address),
    SELLER_TAX_ID: z.string().trim().min(1).default(DEV_SELLER.taxId),
    SELLER_EMAIL: z.string().email().default('billing@aireadiness.app'),
    /** The legal pages' contact (Terms, Privacy, Refunds, Contact); the placeholders say what to set. */
    SELLER_PHONE: z.string().trim().min(1).default(DEV_SELLER.phone),
    SUPPORT_EMAIL: z.string().trim().toLowerCase().email().default(DEV_SELLER.supportEmail),
    /** Invoice and credit note numbers start with this, then the seller's own sequence: INV-000001, CN-000001. */
    INVOICE_PREFIX: z
      .string()
      .regex(/^[A-Z0-9-]{1,12}$/, 'INVOICE_PREFIX must be 1 to 12 capitals, digits or dashes')
      .default('INV'),
    CREDIT_NOTE_PREFIX: z
      .string()
      .regex(/^[A-Z0-9-]{1,12}$/, 'CREDIT_NOTE_PREFIX must be 1 to 12 capitals, digits or dashes')
      .default('CN'),
    /** How long a TEST MODE "processing" payment takes to settle. */
    TEST_PAYMENT_SETTLE_MS: z.coerce.number().int().min(0).default(4000),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET))
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (Stripe), or neither (TEST MODE)',
      });
    if (env.STRIPE_SECRET_KEY?.startsWith('sk_live_') && !env.APP_ORIGIN.startsWith('https://'))
      ctx.addIssue({
        code: 'custom',
        path: ['APP_ORIGIN'],
        message:
          'a live Stripe key (sk_live_) needs the app served over https: set APP_ORIGIN to its https origin',
      });
    if (env.STRIPE_SECRET_KEY?.startsWith('sk_live_'))
      for (const [key, placeholder] of [
        ['SELLER_NAME', DEV_SELLER.name],
        ['SELLER_ADDRESS', DEV_SELLER.address],
        ['SELLER_TAX_ID', DEV_SELLER.taxId],
      ] as const)
        if (env[key] === placeholder)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `a live Stripe key (sk_live_) issues real invoices: set ${key} to the seller's own`,
          });
  });
export type BillingEnv = z.infer<typeof ZBillingEnv>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): BillingEnv {
  return parseEnv(ZBillingEnv, source);
}
