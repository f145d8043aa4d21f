import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-limits.ts';
import { ZRole, ZSubscriptionTier, text } from './common.ts';
import { ZProfileCompanySize, ZProfileIndustry } from './industries.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const ZEmail = text('email is required')
  .trim()
  .toLowerCase()
  .max(254, 'email is too long')
  .pipe(z.email({ error: 'email is not a valid email address' }));

const ZPassword = text('password is required')
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const optionalText = (name: string, max = 120) =>
  text(`${name} must be a string`)
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .default('');

export const ZLoginRequest = z.strictObject({
  email: ZEmail,
  password: text('password is required').min(1, 'password is required').max(PASSWORD_MAX_LENGTH),
  /** API clients ask for the access token in the body; the SPA relies on the cookie. */
  returnToken: z.boolean().optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZRegisterRequest = z.strictObject({
  email: ZEmail,
  password: ZPassword,
  firstName: text('firstName is required').trim().min(1, 'firstName is required').max(80),
  lastName: text('lastName is required').trim().min(1, 'lastName is required').max(80),
  company: optionalText('company'),
  jobTitle: optionalText('jobTitle'),
  // From the same lists as a profile's (or empty: the spec's form sends them empty).
  industry: optionalText('industry', 80).pipe(ZProfileIndustry),
  companySize: optionalText('companySize', 40).pipe(ZProfileCompanySize),
  returnToken: z.boolean().optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** The user as the spec's admin User entity has it; what GET /api/auth/user answers. */
export const ZUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  industry: z.string(),
  companySize: z.string(),
  role: ZRole,
  isActive: z.boolean(),
  subscriptionTier: ZSubscriptionTier,
  onboardingCompleted: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** The address was confirmed by the link sent after registration (until then the app shows a banner). */
  emailVerified: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

/** Login and registration answer with the user and, when asked, the access token. */
export const ZAuthResponse = z.object({
  user: ZUser,
  token: z.string().optional(),
  expiresAt: z.string().optional(),
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

/** "Forgot password?": the same answer whether or not the address has an account. */
export const ZPasswordResetRequest = z.strictObject({ email: ZEmail });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;
export const ZPasswordResetRequested = z.object({ message: z.string() });

const ZEmailedToken = text('token is required')
  .min(20, 'token is not valid')
  .max(200, 'token is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'token is not valid');

/** The reset link's token and the new password, held to the registration rules. */
export const ZResetPasswordRequest = z.strictObject({ token: ZEmailedToken, password: ZPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = z.object({
  success: z.literal(true),
  /** Every session of the account was signed out; this many were active. */
  signedOutSessions: z.number().int().nonnegative(),
});
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

export const ZVerifyEmailRequest = z.strictObject({ token: ZEmailedToken });
export const ZVerifyEmailResponse = z.object({ success: z.literal(true), email: z.string() });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

/** The link sent to a new address (Settings, "Change email"): following it makes the change. */
export const ZConfirmEmailChangeRequest = z.strictObject({ token: ZEmailedToken });
export const ZConfirmEmailChangeResponse = z.object({
  success: z.literal(true),
  /** The account's address from now on. */
  email: z.string(),
});
export type TConfirmEmailChangeResponse = z.infer<typeof ZConfirmEmailChangeResponse>;

export const ZLogoutResponse = z.object({ success: z.literal(true) });

export const ZAdminKeyRequest = z.strictObject({
  password: text('password is required').min(1, 'password is required').max(PASSWORD_MAX_LENGTH),
});
export type TAdminKeyRequest = z.infer<typeof ZAdminKeyRequest>;

export const ZAdminKeyResponse = z.object({ adminKey: z.string(), expiresAt: z.string() });
export type TAdminKeyResponse = z.infer<typeof ZAdminKeyResponse>;

/** Internal: the gateway exchanges a session cookie (or checks a bearer token's session) for a fresh access token. */
export const ZResolveSessionRequest = z.strictObject({
  sessionId: z.string().uuid(),
  secret: z.string().min(1).max(200).optional(),
});
export const ZResolveSessionResponse = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
});
export type TResolveSessionResponse = z.infer<typeof ZResolveSessionResponse>;

/** Internal: services check an admin key bound to a user. */
export const ZVerifyAdminKeyRequest = z.strictObject({
  userId: z.string().uuid(),
  adminKey: z.string().min(1).max(500),
});
export const ZVerifyAdminKeyResponse = z.object({ valid: z.boolean() });

/** Names of the cookies the auth service sets, read by the gateway. */
export const SESSION_COOKIE = 'ar_session';

/**
 * The session cache in Redis: written only by the auth service, read by the gateway to authenticate a request
 * without a call to auth. A miss means "ask auth" (POST /internal/sessions/resolve), never "signed out".
 */
export const SESSION_CACHE_TTL_SECONDS = 60;
/** How long a revoked session stays marked in the cache: longer than any access token lives. */
export const SESSION_REVOKED_TTL_SECONDS = 86_400;
export function sessionCacheKey(redisPrefix: string, sessionId: string): string {
  return `${redisPrefix}auth:session:${sessionId}`;
}
/**
 * The Redis channel on which auth announces each write or removal of a session's cache entry (the message is the
 * session id), in the same transaction as the write: a gateway that keeps entries in its own memory drops one when
 * it hears of it, so a sign-out, a password change or a role change counts there at once.
 */
export function sessionChangesChannel(redisPrefix: string): string {
  return `${redisPrefix}auth:session-changes`;
}
export const ZSessionCacheEntry = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('active'),
    userId: z.string().uuid(),
    secretHash: z.string(),
    accessToken: z.string(),
    /** Epoch milliseconds. */
    accessExpiresAt: z.number(),
  }),
  z.object({ state: z.literal('revoked') }),
]);
export type TSessionCacheEntry = z.infer<typeof ZSessionCacheEntry>;

/** The header carrying the shared internal secret to internal endpoints (`/internal/*` but the public JWKS). */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
/** INTERNAL_API_TOKEN in development and tests; production refuses to start with it or without a token. */
export const DEV_INTERNAL_API_TOKEN = 'dev-internal-api-token-not-for-production';

/** The shared internal secret a process uses: its INTERNAL_API_TOKEN, else (not in production) the development one. */
export function internalApiToken(env: { NODE_ENV: string; INTERNAL_API_TOKEN?: string | undefined }): string {
  const token = env.INTERNAL_API_TOKEN;
  if (env.NODE_ENV === 'production' && (!token || token === DEV_INTERNAL_API_TOKEN))
    throw new Error(
      'INTERNAL_API_TOKEN must be set in production: the secret the gateway and the services share for /internal calls',
    );
  return token || DEV_INTERNAL_API_TOKEN;
}
