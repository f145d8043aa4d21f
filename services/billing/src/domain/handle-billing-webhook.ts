import { AppError } from '@readiness/service';
import { applyChargeEvent } from './apply-charge-event.ts';
import type { BillingContext, RequestMeta } from './context.ts';
import { fulfilCheckoutSession } from './fulfil-checkout-session.ts';

/**
 * A provider's webhook: the signature checked over the raw bytes, then the event applied exactly once (its id
 * recorded in the transaction of its effect). An error answers non-2xx, so the provider delivers it again.
 */
export async function handleBillingWebhook(
  ctx: BillingContext,
  rawBody: Buffer | undefined,
  signature: string | undefined,
  meta: RequestMeta,
): Promise<{ received: true }> {
  if (!ctx.provider.readWebhook)
    throw new AppError('NOT_FOUND', 'Webhooks are off: payments run in TEST MODE');
  if (!rawBody) throw new AppError('SIGNATURE_INVALID', 'Webhook refused: expected a JSON body');
  const event = ctx.provider.readWebhook(rawBody, signature);
  switch (event.kind) {
    case 'session':
      await fulfilCheckoutSession(ctx, event.session, meta, { id: event.id, type: event.type });
      break;
    case 'refund':
    case 'dispute':
      await applyChargeEvent(ctx, event, meta);
      break;
    case 'ignored':
      ctx.logger.debug({ eventId: event.id, type: event.type }, 'webhook event not acted on');
      break;
  }
  return { received: true };
}
