import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import { remoteKeys } from '@readiness/service';
import { createRuntime } from '@readiness/service/runtime';
import { createBillingApp } from './app.ts';
import type { BillingContext } from './domain/context.ts';
import type { PaymentProvider } from './domain/payment-provider.ts';
import type { BillingEnv } from './env.ts';
import type { Db } from './db.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { createStripeProvider } from './providers/stripe.provider.ts';
import { createTestProvider } from './providers/test.provider.ts';
import { subscribeUserDeleted } from './events/user-deleted.consumer.ts';

/** Stripe when both keys are set, else the TEST MODE provider. */
export function createPaymentProvider(env: BillingEnv, db: Db): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET)
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      host: env.STRIPE_API_HOST,
      port: env.STRIPE_API_PORT,
      protocol: env.STRIPE_API_PROTOCOL,
    });
  return createTestProvider(db, env.TEST_PAYMENT_SETTLE_MS);
}

/**
 * Wires the billing service on the kit's runtime: its payment provider and the HTTP app. `main.ts` runs it; tests
 * build it with their own schema and prefixes (and their own key set).
 */
export async function buildBillingService(
  env: BillingEnv,
  logger: Logger,
  options: { keys?: JWTVerifyGetKey } = {},
) {
  const runtime = await createRuntime({
    service: 'billing',
    env,
    logger,
    db: (adapter) => new PrismaClient({ adapter }),
  });
  try {
    const provider = createPaymentProvider(env, runtime.db);
    logger.info(
      { provider: provider.name, testMode: provider.testMode },
      provider.name === 'test' ? 'payments in TEST MODE (no Stripe keys)' : 'payments through Stripe',
    );
    const ctx: BillingContext = {
      db: runtime.db,
      provider,
      env,
      logger,
      onEventsCommitted: () => runtime.onEventsCommitted(),
    };
    const userDeleted = await subscribeUserDeleted(runtime.db, runtime.bus, logger);
    runtime.addCloser('user-deleted consumer', () => userDeleted.stop());
    const app = createBillingApp(ctx, options.keys ?? remoteKeys(env.AUTH_INTERNAL_URL), runtime);
    return { app, ctx, runtime };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
