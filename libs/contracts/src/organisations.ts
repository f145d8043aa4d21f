import { z } from 'zod';
import { COMPANY_SIZES, INDUSTRIES } from './assessment.ts';
import { ZEmail } from './auth.ts';
import { text } from './common.ts';

// Organisations (issue 27): a leadership team's workspace. Membership (organisations, members, roles,
// invitations) is identity and lives in the auth service; the access token carries only the user, so other
// services ask auth's internal API (below) or keep a copy from the `auth.organisation.*` events.

export const ORGANISATION_ROLES = ['owner', 'admin', 'member'] as const;
export const ZOrganisationRole = z.enum(ORGANISATION_ROLES, {
  error: `role must be one of: ${ORGANISATION_ROLES.join(', ')}`,
});
export type TOrganisationRole = z.infer<typeof ZOrganisationRole>;
export const ORGANISATION_ROLE_NAMES: Record<TOrganisationRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};
/** The roles an invitation or a role change can give: there is one owner, made only by a transfer. */
export const ASSIGNABLE_ORGANISATION_ROLES = ['admin', 'member'] as const;
export const ZAssignableOrganisationRole = z.enum(ASSIGNABLE_ORGANISATION_ROLES, {
  error: `role must be one of: ${ASSIGNABLE_ORGANISATION_ROLES.join(', ')}`,
});

/**
 * An organisation's tier: `premium` (created by a premium user; the owner and up to 5 colleagues) or `enterprise`
 * (set by a platform admin after a "Talk to sales" request; no member limit, and its members get premium
 * features for the organisation's work).
 */
export const ORGANISATION_TIERS = ['premium', 'enterprise'] as const;
export const ZOrganisationTier = z.enum(ORGANISATION_TIERS, {
  error: `tier must be one of: ${ORGANISATION_TIERS.join(', ')}`,
});
export type TOrganisationTier = z.infer<typeof ZOrganisationTier>;
export const ORGANISATION_TIER_NAMES: Record<TOrganisationTier, string> = {
  premium: 'Premium',
  enterprise: 'Enterprise',
};

/**
 * Seats of a premium organisation: the owner and 5 colleagues. Members and pending (unexpired, unrevoked)
 * invitations both take a seat when an invitation is sent; accepting needs a free member seat. Enterprise: none.
 */
export const PREMIUM_ORGANISATION_MEMBER_LIMIT = 6;
export const ORGANISATION_INVITATION_TTL_DAYS = 7;

/** The SPA's page that accepts an invitation: `<path>?token=<token>` (the token survives registration). */
export const ORGANISATION_INVITATION_ACCEPT_PATH = '/organisations/join';

const ZOrganisationName = text('name must be a string')
  .trim()
  .min(1, 'name is required')
  .max(120, 'name must be at most 120 characters');
const ZOrganisationIndustry = z.enum(INDUSTRIES, {
  error: `industry must be one of: ${INDUSTRIES.join(', ')}`,
});
const ZOrganisationCompanySize = z.enum(COMPANY_SIZES, {
  error: `companySize must be one of: ${COMPANY_SIZES.join(', ')}`,
});

export const ZCreateOrganisationRequest = z.strictObject({
  name: ZOrganisationName,
  industry: ZOrganisationIndustry,
  companySize: ZOrganisationCompanySize,
});
export type TCreateOrganisationRequest = z.input<typeof ZCreateOrganisationRequest>;

export const ZUpdateOrganisationRequest = ZCreateOrganisationRequest.partial().refine(
  (body) => Object.keys(body).length > 0,
  { error: 'Nothing to change: send name, industry or companySize' },
);
export type TUpdateOrganisationRequest = z.input<typeof ZUpdateOrganisationRequest>;

export const ZOrganisationParams = z.strictObject({
  organisationId: z.string().uuid('organisationId must be an organisation id (UUID)'),
});
export const ZOrganisationMemberParams = ZOrganisationParams.extend({
  userId: z.string().uuid('userId must be a user id (UUID)'),
});
export const ZOrganisationInvitationParams = ZOrganisationParams.extend({
  invitationId: z.string().uuid('invitationId must be an invitation id (UUID)'),
});

/** An organisation as one of its members sees it. */
export const ZOrganisation = z.object({
  id: z.string().uuid(),
  name: z.string(),
  industry: z.string(),
  companySize: z.string(),
  tier: ZOrganisationTier,
  /** Null: no limit (enterprise). */
  memberLimit: z.number().int().positive().nullable(),
  memberCount: z.number().int().nonnegative(),
  /** The signed-in user's role in it. */
  myRole: ZOrganisationRole,
  createdAt: z.string(),
});
export type TOrganisation = z.infer<typeof ZOrganisation>;
export const ZOrganisationList = z.object({ organisations: z.array(ZOrganisation) });

export const ZOrganisationMember = z.object({
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: ZOrganisationRole,
  joinedAt: z.string(),
});
export type TOrganisationMember = z.infer<typeof ZOrganisationMember>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const ZInvitationStatus = z.enum(INVITATION_STATUSES);
export type TInvitationStatus = z.infer<typeof ZInvitationStatus>;

export const ZOrganisationInvitation = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: ZAssignableOrganisationRole,
  status: ZInvitationStatus,
  /** The inviter's name; null once their account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  /** When the current link was sent (a resend sends a new one). */
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type TOrganisationInvitation = z.infer<typeof ZOrganisationInvitation>;

/** The organisation page: members always; invitations only for owners and admins (empty for members). */
export const ZOrganisationDetail = z.object({
  organisation: ZOrganisation,
  members: z.array(ZOrganisationMember),
  invitations: z.array(ZOrganisationInvitation),
});
export type TOrganisationDetail = z.infer<typeof ZOrganisationDetail>;

export const ZInviteMemberRequest = z.strictObject({
  email: ZEmail,
  role: ZAssignableOrganisationRole.default('member'),
});
export type TInviteMemberRequest = z.input<typeof ZInviteMemberRequest>;

export const ZChangeMemberRoleRequest = z.strictObject({ role: ZAssignableOrganisationRole });
export const ZTransferOwnershipRequest = z.strictObject({
  userId: z.string().uuid('userId must be a user id (UUID)'),
});

const ZInvitationToken = text('token is required')
  .min(20, 'token is not valid')
  .max(200, 'token is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'token is not valid');
export const ZInvitationTokenRequest = z.strictObject({ token: ZInvitationToken });

/** What the accept page shows before anyone signs in (the token is the only key). */
export const ZInvitationPreview = z.object({
  organisationName: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  role: ZAssignableOrganisationRole,
  expiresAt: z.string(),
  /** True when an account already uses the invited address (the page offers "sign in", else "register"). */
  accountExists: z.boolean(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/** Accepting: the organisation joined. `joined` is false when this user had already joined through it. */
export const ZAcceptInvitationResponse = z.object({ organisation: ZOrganisation, joined: z.boolean() });

export const ZOrganisationActionResponse = z.object({ success: z.literal(true) });

// Platform admin: the organisations, and an organisation's tier ("Talk to sales" lands in the white-label
// leads list: the SPA sends the existing white-label request form with requestType "demo"; an admin then sets
// the tier here).
export const ZAdminOrganisation = z.object({
  id: z.string().uuid(),
  name: z.string(),
  industry: z.string(),
  companySize: z.string(),
  tier: ZOrganisationTier,
  memberCount: z.number().int().nonnegative(),
  owner: z.object({ userId: z.string().uuid(), name: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type TAdminOrganisation = z.infer<typeof ZAdminOrganisation>;
export const ZAdminOrganisationListQuery = z.strictObject({
  /** A part of the name or of the owner's email. */
  search: text('search must be a string').trim().max(200).optional(),
});
export const ZAdminOrganisationList = z.object({ organisations: z.array(ZAdminOrganisation) });
export const ZSetOrganisationTierRequest = z.strictObject({
  tier: ZOrganisationTier,
  reason: text('reason must be a string').trim().max(500, 'reason must be at most 500 characters').optional(),
});

// Auth's internal API for other services (x-internal-token), not in the public catalogue:
//   GET /internal/organisations/:organisationId/members/:userId → ZInternalOrganisationMembership
//   GET /internal/organisations/:organisationId → ZInternalOrganisation (404 when there is none)
//   GET /internal/users/:userId/organisations → ZInternalUserOrganisations

/** Is user X a member of organisation Y, with which role, and does Y grant premium (enterprise) features. */
export const ZInternalOrganisationMembership = z.object({
  organisationId: z.string().uuid(),
  userId: z.string().uuid(),
  /** False also when the organisation does not exist. */
  member: z.boolean(),
  role: ZOrganisationRole.nullable(),
  tier: ZOrganisationTier.nullable(),
  /** True when the organisation is enterprise and the user is a member: premium features for its work. */
  grantsPremium: z.boolean(),
});
export type TInternalOrganisationMembership = z.infer<typeof ZInternalOrganisationMembership>;

export const ZInternalOrganisation = z.object({
  id: z.string().uuid(),
  name: z.string(),
  industry: z.string(),
  companySize: z.string(),
  tier: ZOrganisationTier,
  members: z.array(
    z.object({
      userId: z.string().uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      role: ZOrganisationRole,
      joinedAt: z.string(),
    }),
  ),
});
export type TInternalOrganisation = z.infer<typeof ZInternalOrganisation>;

export const ZInternalUserOrganisations = z.object({
  userId: z.string().uuid(),
  memberships: z.array(
    z.object({
      organisationId: z.string().uuid(),
      name: z.string(),
      role: ZOrganisationRole,
      tier: ZOrganisationTier,
      grantsPremium: z.boolean(),
    }),
  ),
});
export type TInternalUserOrganisations = z.infer<typeof ZInternalUserOrganisations>;
