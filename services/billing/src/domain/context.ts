import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import type { BillingEnv } from '../env.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** What the billing use cases need, passed in explicitly. */
export interface BillingContext {
  db: Db;
  provider: PaymentProvider;
  env: BillingEnv;
  logger: Logger;
  /** Asks the outbox relay to publish now rather than at its next poll. */
  onEventsCommitted(): void;
}

/** Who asked, for the audit log. */
export interface RequestMeta {
  requestId: string | null;
  actorId: string | null;
}
