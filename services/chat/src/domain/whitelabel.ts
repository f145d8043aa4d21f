import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { enqueueEvent, uuidv7 } from '@readiness/bus';
import {
  activePromo,
  WHITELABEL_LAUNCH_TIME,
  WHITELABEL_PLANS,
  type TWhitelabelPlans,
  type TWhitelabelRequestEntry,
} from '@readiness/contracts/chat';
import type { ZWhitelabelRequest } from '@readiness/contracts/chat';
import type { z } from 'zod';
import { AppError } from '@readiness/service';
import { formSecret } from '../env.ts';
import { whitelabelRepository, type WhitelabelRow } from '../repositories/chat.repository.ts';
import type { ChatContext } from './context.ts';
import { enforceLimits } from './limits.ts';

/** The plans with the promo running now; an ended promo is never answered. */
export function listPlans(ctx: ChatContext): TWhitelabelPlans {
  const now = ctx.now();
  return {
    plans: WHITELABEL_PLANS.map((plan) => {
      const promo = activePromo(plan, now);
      return {
        id: plan.id,
        name: plan.name,
        priceMonthly: plan.priceMonthly,
        conversationsPerMonth: plan.conversationsPerMonth,
        mostPopular: plan.mostPopular,
        promo: promo ? { ...promo } : null,
        included: [...plan.included],
        setup: plan.setup,
        terms: plan.terms,
      };
    }),
    launchTime: WHITELABEL_LAUNCH_TIME,
  };
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A form token: when it was issued and a nonce, signed with the service's secret. */
export function issueFormToken(ctx: ChatContext) {
  const payload = `${ctx.now().getTime()}.${randomBytes(12).toString('base64url')}`;
  return {
    formToken: `${payload}.${sign(formSecret(ctx.env), payload)}`,
    minFillSeconds: ctx.env.WHITELABEL_MIN_FILL_SECONDS,
  };
}

/** Checks a form token's signature and age; answers its nonce (single use is checked by the caller). */
export function checkFormToken(ctx: ChatContext, token: string): string {
  const invalid = () =>
    new AppError(
      'FORM_TOKEN_INVALID',
      'The form has expired or is not valid. Please reload the page and try again.',
    );
  const [issued, nonce, signature, ...rest] = token.split('.');
  if (!issued || !nonce || !signature || rest.length > 0 || !/^\d{1,16}$/.test(issued)) throw invalid();
  const expected = Buffer.from(sign(formSecret(ctx.env), `${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const ageMs = ctx.now().getTime() - Number(issued);
  if (ageMs > ctx.env.WHITELABEL_FORM_MAX_AGE_SECONDS * 1000 || ageMs < -60_000) throw invalid();
  if (ageMs < ctx.env.WHITELABEL_MIN_FILL_SECONDS * 1000)
    throw new AppError(
      'FORM_TOO_FAST',
      'That was quicker than a person can fill in the form. Please wait a moment and send it again.',
    );
  return nonce;
}

export function requestEntry(row: WhitelabelRow): TWhitelabelRequestEntry {
  return {
    requestId: row.id,
    requestType: row.requestType as TWhitelabelRequestEntry['requestType'],
    companyName: row.companyName,
    contactEmail: row.contactEmail,
    phone: row.phone,
    industry: row.industry,
    currentCRM: row.currentCrm,
    monthlyVolume: row.monthlyVolume,
    primaryGoals: row.primaryGoals,
    integrationType: row.integrationType,
    timeline: row.timeline,
    selectedPlan: row.selectedPlan,
    receivedAt: row.createdAt.toISOString(),
    status: row.status as TWhitelabelRequestEntry['status'],
    note: row.note,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

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

export async function listRequests(ctx: ChatContext, status?: string) {
  return { requests: (await whitelabelRepository.latest(ctx.db, 500, status)).map(requestEntry) };
}
