import { context, propagation } from '@opentelemetry/api';
import { INTERNAL_TOKEN_HEADER, internalApiToken } from '@readiness/contracts';
import { internalInvoicePdfPath } from '@readiness/contracts/billing';
import type { EmailAttachment } from '../domain/mailer.ts';
import type { NotificationsEnv } from '../env.ts';

const FILENAME = /filename="([^"]+)"/;

/**
 * Billing's internal API, as the receipt email reaches it: the invoice PDF of a buyer's purchase, with the internal
 * token and the trace context of the job that asks. Throws when billing cannot answer now (the job retries).
 */
export function createInvoiceRepository(env: NotificationsEnv) {
  const token = internalApiToken(env);
  return {
    async fetchInvoicePdf(userId: string, purchaseId: string): Promise<EmailAttachment> {
      const headers: Record<string, string> = { [INTERNAL_TOKEN_HEADER]: token, accept: 'application/pdf' };
      propagation.inject(context.active(), headers);
      const response = await fetch(new URL(internalInvoicePdfPath(userId, purchaseId), env.BILLING_URL), {
        headers,
        signal: AbortSignal.timeout(env.INVOICE_FETCH_TIMEOUT_MS),
      });
      if (!response.ok)
        throw new Error(`billing answered ${response.status} for the invoice of ${purchaseId}`);
      const content = Buffer.from(await response.arrayBuffer());
      if (content.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new Error(`billing's invoice of ${purchaseId} is not a PDF`);
      const filename =
        FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `invoice-${purchaseId}.pdf`;
      return { filename, contentType: 'application/pdf', content };
    },
  };
}
