import { enqueueEvent, uuidv7 } from '@readiness/bus';
import { WHITELABEL_LAUNCH_TIME } from '@readiness/contracts/chat';
import type { ZWhitelabelRequest } from '@readiness/contracts/chat';
import type { z } from 'zod';
import { AppError } from '@readiness/service';
import { whitelabelRepository } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { enforceLimits } from './limits.ts';
import { checkFormToken } from './issue-form-token.ts';

/**
 * A request from the white-label page: refused when the honeypot is filled, the form token is forged, stale,
 * reused or too fresh, or the address sent too many; else stored for the team and acknowledged.
 */
export async function submitRequest(
  ctx: ChatContext,
  input: z.output<typeof ZWhitelabelRequest>,
  ipAddress: string | null,
) {
  if (input.website && input.website.trim() !== '')
    throw new AppError(
      'BOT_SUSPECTED',
      'The request could not be accepted. Please fill in only the visible fields.',
    );
  const nonce = checkFormToken(ctx, input.formToken);
  await enforceLimits(ctx, [
    {
      key: `whitelabel:ip:${ipAddress ?? 'unknown'}`,
      max: ctx.env.WHITELABEL_LIMIT_PER_HOUR,
      windowSeconds: 3600,
      who: 'your network',
    },
  ]);
  if (!(await ctx.rates.claimOnce(`whitelabel:nonce:${nonce}`, ctx.env.WHITELABEL_FORM_MAX_AGE_SECONDS)))
    throw new AppError(
      'FORM_TOKEN_INVALID',
      'This form was already sent. Please reload the page to send another request.',
    );
  const row = await ctx.db.$transaction(async (tx) => {
    const created = await whitelabelRepository.create(tx, {
      id: uuidv7(),
      requestType: input.requestType,
      companyName: input.companyName,
      contactEmail: input.contactEmail,
      phone: input.phone ?? null,
      industry: input.industry ?? null,
      currentCrm: input.currentCRM ?? null,
      monthlyVolume: input.monthlyVolume ?? null,
      primaryGoals: input.primaryGoals ?? null,
      integrationType: input.integrationType ?? null,
      timeline: input.timeline ?? null,
      selectedPlan: input.selectedPlan ?? null,
      ipAddress,
      createdAt: ctx.now(),
    });
    // The admins hear of it by email (the notifications service).
    await enqueueEvent(tx, 'chat.white-label.requested', {
      requestId: created.id,
      requestType: created.requestType,
      company: created.companyName,
      email: created.contactEmail,
      plan: created.selectedPlan,
      message: [input.primaryGoals, input.timeline && `Timeline: ${input.timeline}`]
        .filter(Boolean)
        .join('\n'),
    });
    return created;
  });
  ctx.onEventsCommitted();
  ctx.logger.info({ requestId: row.id, requestType: row.requestType }, 'white-label request received');
  return {
    requestId: row.id,
    receivedAt: row.createdAt.toISOString(),
    message:
      input.requestType === 'demo'
        ? `Thank you, ${input.companyName}: we will email ${input.contactEmail} within one business day to schedule your demo.`
        : `Thank you, ${input.companyName}: we will email ${input.contactEmail} within one business day. Your assistant can launch within ${WHITELABEL_LAUNCH_TIME}.`,
  };
}
