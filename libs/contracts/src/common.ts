import { z } from 'zod';

/** The one error shape every service and the gateway answer with. */
export const ZErrorResponse = z.object({
  error: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  details: z.unknown().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/**
 * Characters PostgreSQL cannot store: NUL (refused in `text` and in `jsonb`) and a UTF-16 surrogate without
 * its pair (`jsonb` refuses its escape; in `text` it would silently become U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE_CHARACTER = /\u0000|\p{Cs}/u;

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL (\\u0000) or unpaired surrogate characters';

/** True when PostgreSQL can store the string as it is. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_CHARACTER.test(value);
}

/**
 * Free text that can be stored, for every request field a service keeps or publishes: a string schema (chain
 * `.trim()`, `.min()`, `.max()` as usual) that refuses NUL and unpaired surrogates with a 400 naming the field,
 * instead of a 500 from the database. `error` is the message when the value is not a string at all.
 */
export function text(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE });
}

/** `text()` without a custom message. */
export const ZText = text();

export const ROLES = ['user', 'admin', 'moderator'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const SUBSCRIPTION_TIERS = ['free', 'premium', 'enterprise'] as const;
export const ZSubscriptionTier = z.enum(SUBSCRIPTION_TIERS);
export type TSubscriptionTier = z.infer<typeof ZSubscriptionTier>;

/** Who signs access tokens and admin keys, and for whom: auth signs with these, every service checks them. */
export const TOKEN_ISSUER = 'ai-readiness-auth';
export const TOKEN_AUDIENCE = 'ai-readiness';
export const ADMIN_KEY_AUDIENCE = 'ai-readiness-admin';

/** Claims of the access token the auth service signs and every service verifies. */
export const ZAccessTokenClaims = z.object({
  sub: z.string().uuid(),
  sid: z.string().uuid(),
  role: ZRole,
  tier: ZSubscriptionTier,
  email: z.string(),
});
export type TAccessTokenClaims = z.infer<typeof ZAccessTokenClaims>;

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  checks: z.record(z.string(), z.object({ ok: z.boolean(), error: z.string().optional() })).optional(),
});
export type THealth = z.infer<typeof ZHealth>;
