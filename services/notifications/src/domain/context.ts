import type { Logger } from 'pino';
import type { Db } from '../db.ts';
import type { NotificationsEnv } from '../env.ts';
import type { EmailAttachment, Mailer } from './mailer.ts';

/** What the notifications use cases need, passed in explicitly. */
export interface NotificationsContext {
  db: Db;
  mailer: Mailer;
  env: NotificationsEnv;
  logger: Logger;
  /** Billing's invoice PDF of a buyer's purchase (its internal API): billing renders its own invoices. */
  invoices: { fetchInvoicePdf(userId: string, purchaseId: string): Promise<EmailAttachment> };
  /**
   * Puts a queued message on the email queue (its id is the job's key: asking twice adds nothing), ahead of the
   * others when its `priority` is undefined (email-priority.ts).
   */
  enqueue(messageId: string, priority?: number): Promise<void>;
}
