import { z } from 'zod';
import { ZProfileFields } from './admin-users.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZEmail } from './auth.ts';
import { text } from './common.ts';

// Account settings (/settings): the signed-in user's own profile, password, data and account.

export const ZUpdateProfileRequest = ZProfileFields.strict();
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

const currentPassword = (field: string) =>
  text(`${field} is required`).min(1, `${field} is required`).max(PASSWORD_MAX_LENGTH);

export const ZChangePasswordRequest = z.strictObject({
  currentPassword: currentPassword('currentPassword'),
  newPassword: text('newPassword is required')
    .min(PASSWORD_MIN_LENGTH, `newPassword must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `newPassword must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZChangePasswordResponse = z.object({
  success: z.literal(true),
  /** The user's other sessions, signed out by the change (this one stays). */
  signedOutSessions: z.number().int(),
});

/** "Change email": the new address and the password; a link goes to the new address, nothing changes until it is followed. */
export const ZRequestEmailChangeRequest = z.strictObject({
  newEmail: ZEmail,
  password: currentPassword('password'),
});
export type TRequestEmailChangeRequest = z.input<typeof ZRequestEmailChangeRequest>;
export const ZRequestEmailChangeResponse = z.object({
  /** What the user is told: where the link went, and that the address has not changed yet. */
  message: z.string(),
  newEmail: z.string(),
  expiresAt: z.string(),
});
export type TRequestEmailChangeResponse = z.infer<typeof ZRequestEmailChangeResponse>;

export const ZDeleteAccountRequest = z.strictObject({ password: currentPassword('password') });
export const ZDeleteAccountResponse = z.object({ success: z.literal(true) });

/**
 * `GET /internal/users/:userId/export` of every service that holds data about users (internal token): what it
 * holds about that user. Auth gathers them for "Download my data"; a service without the route is skipped.
 */
export const ZInternalUserExport = z.object({ service: z.string(), data: z.unknown() });
export type TInternalUserExport = z.infer<typeof ZInternalUserExport>;
export const userExportPath = (userId: string) => `/internal/users/${encodeURIComponent(userId)}/export`;

/** "Download my data": everything the product holds about the user, one part per service. */
export const ZMyDataExport = z.object({
  exportedAt: z.string(),
  userId: z.string().uuid(),
  /** Service name → its data (auth's own part included). */
  services: z.record(z.string(), z.unknown()),
  /** The services whose part is in the file. */
  gathered: z.array(z.string()),
  /** Catalogued services whose part is not, and why (not running, no export route, an error). */
  skipped: z.array(z.object({ service: z.string(), reason: z.string() })),
});
export type TMyDataExport = z.infer<typeof ZMyDataExport>;
