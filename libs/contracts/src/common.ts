import { z } from 'zod';

/** The one error shape every service and the gateway answer with. */
export const ZErrorResponse = z.object({
  error: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  details: z.unknown().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ROLES = ['user', 'admin', 'moderator'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

export const SUBSCRIPTION_TIERS = ['free', 'premium', 'enterprise'] as const;
export const ZSubscriptionTier = z.enum(SUBSCRIPTION_TIERS);
export type TSubscriptionTier = z.infer<typeof ZSubscriptionTier>;

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
