import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@readiness/service';
import { formSecret } from '../env.ts';
import type { ChatContext } from './context.ts';

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
