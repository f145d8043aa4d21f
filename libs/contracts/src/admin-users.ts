import { z } from 'zod';
import { COMPANY_SIZE_LABELS, INDUSTRY_LABELS, ZProfileCompanySize, ZProfileIndustry } from './industries.ts';

export { ZProfileCompanySize, ZProfileIndustry };
import { WHITELABEL_LEAD_STATUS_LABELS } from './chat.ts';
import { ZUser } from './auth.ts';
import { ROLES, SUBSCRIPTION_TIERS, text } from './common.ts';
import { SERVICE_AUDIT_ACTIONS } from './events.ts';

// Admin user management (spec: admin users screen, entities "User (admin)" and "User stats") and the audit log.

/** Where a user's tier came from: billing's premium events, an admin's edit, the ops command line, or sign-up. */
export const TIER_SOURCES = ['signup', 'billing', 'admin', 'ops'] as const;
export const ZTierSource = z.enum(TIER_SOURCES);
export type TTierSource = z.infer<typeof ZTierSource>;

/** The spec's admin User entity, plus where its tier came from (an admin-given tier is marked as such). */
export const ZAdminUser = ZUser.extend({ tierSource: ZTierSource });
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ADMIN_USERS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_STATUSES = ['active', 'inactive'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The filters of the table and of the CSV export: the same query string for both. */
export const ZAdminUserFilters = z.strictObject({
  search: z.preprocess(
    emptyAsUndefined,
    text('search must be a string').trim().max(100, 'search must be at most 100 characters').optional(),
  ),
  role: z.preprocess(
    emptyAsUndefined,
    z.enum(ROLES, { error: `role must be one of: ${ROLES.join(', ')}` }).optional(),
  ),
  tier: z.preprocess(
    emptyAsUndefined,
    z.enum(SUBSCRIPTION_TIERS, { error: `tier must be one of: ${SUBSCRIPTION_TIERS.join(', ')}` }).optional(),
  ),
  status: z.preprocess(
    emptyAsUndefined,
    z.enum(USER_STATUSES, { error: 'status must be active or inactive' }).optional(),
  ),
});
export type TAdminUserFilters = z.infer<typeof ZAdminUserFilters>;

export const ZAdminUserListQuery = ZAdminUserFilters.extend({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000, 'page is too large')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(100, 'pageSize must be at most 100')
    .default(25),
});
export type TAdminUserListQuery = z.input<typeof ZAdminUserListQuery>;

export const ZAdminUserList = z.object({
  users: z.array(ZAdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminUserList = z.infer<typeof ZAdminUserList>;

/** The spec's User stats. `recentSignups`: accounts created in the last 30 days (the spec's activity window). */
export const ZUserStats = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  admins: z.number().int(),
  premiumUsers: z.number().int(),
  recentSignups: z.number().int(),
});
export type TUserStats = z.infer<typeof ZUserStats>;
export const RECENT_SIGNUP_DAYS = 30;

export const ZUserIdParams = z.strictObject({ id: z.string().uuid('id must be a user id (UUID)') });

const name = (field: string) =>
  text(`${field} must be a string`)
    .trim()
    .min(1, `${field} is required`)
    .max(80, `${field} must be at most 80 characters`);
const freeText = (field: string) =>
  text(`${field} must be a string`).trim().max(120, `${field} must be at most 120 characters`);

/** The profile fields a user edits in Settings and an admin in the edit dialog. */
export const ZProfileFields = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  company: freeText('company'),
  jobTitle: freeText('jobTitle'),
  industry: ZProfileIndustry,
  companySize: ZProfileCompanySize,
});

export const ZReason = text('reason must be a string')
  .trim()
  .max(500, 'reason must be at most 500 characters');

/**
 * PUT /api/admin/users/:id: every field optional (the spec's client sends the whole user; fields it cannot change,
 * such as id, email or dates, are ignored). At least one changeable field.
 */
export const ZAdminUpdateUserRequest = ZProfileFields.partial()
  .extend({
    role: z.enum(ROLES, { error: `role must be one of: ${ROLES.join(', ')}` }).optional(),
    subscriptionTier: z
      .enum(SUBSCRIPTION_TIERS, {
        error: `subscriptionTier must be one of: ${SUBSCRIPTION_TIERS.join(', ')}`,
      })
      .optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
    onboardingCompleted: z.boolean({ error: 'onboardingCompleted must be true or false' }).optional(),
    reason: ZReason.optional(),
  })
  .refine((body) => Object.entries(body).some(([key, value]) => key !== 'reason' && value !== undefined), {
    error: 'Nothing to change: send at least one of the user’s fields',
  });
export type TAdminUpdateUserRequest = z.input<typeof ZAdminUpdateUserRequest>;

export const ZAdminDeleteUserRequest = z.strictObject({ reason: ZReason.optional() }).optional();

export const ZDeleteUserResponse = z.object({ success: z.literal(true), id: z.string().uuid() });

/** What the assessment service tells about a user for the details dialog (absent when it could not be asked). */
export const ZUserAssessmentSummary = z.object({
  assessmentsCount: z.number().int(),
  completedCount: z.number().int(),
  lastScore: z.number().nullable(),
  lastCompletedAt: z.string().nullable(),
});
export type TUserAssessmentSummary = z.infer<typeof ZUserAssessmentSummary>;

export const ZAdminUserDetails = z.object({
  user: ZAdminUser,
  assessments: ZUserAssessmentSummary.nullable(),
  activeSessions: z.number().int(),
});
export type TAdminUserDetails = z.infer<typeof ZAdminUserDetails>;

/** Role and tier as people read them (the CSV export writes them like its Status: "User", "Free", "Active"). */
export const ROLE_NAMES: Record<(typeof ROLES)[number], string> = {
  user: 'User',
  admin: 'Admin',
  moderator: 'Moderator',
};
export const TIER_NAMES: Record<(typeof SUBSCRIPTION_TIERS)[number], string> = {
  free: 'Free',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

/** Where a tier came from, as people read it. */
export const TIER_SOURCE_NAMES: Record<TTierSource, string> = {
  signup: 'since sign-up',
  billing: 'purchased',
  admin: 'given by an admin',
  ops: 'set by operations',
};

/** The CSV export's columns (spec section 9), in order. */
export const USER_CSV_COLUMNS = [
  'ID',
  'Email',
  'First Name',
  'Last Name',
  'Company',
  'Role',
  'Status',
  'Subscription',
  'Created',
  'Last Login',
] as const;

// ---- Audit log ----

/** The audit log CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'Time (UTC)',
  'Action',
  'Actor',
  'Actor Email',
  'Target Type',
  'Target',
  'Changes',
  'Reason',
  'Request ID',
  'Service',
  'Entry ID',
] as const;

export const AUDIT_ACTIONS = [
  'user.updated',
  'user.deleted',
  'users.exported',
  'account.profile-updated',
  'account.password-changed',
  'account.password-reset',
  'account.email-changed',
  'account.deleted',
  'admin.created',
  'user.tier-set',
  'admin.stepped-up',
  'audit-log.exported',
  'organisation.created',
  'organisation.updated',
  'organisation.deleted',
  'organisation.tier-set',
  'organisation.member-invited',
  'organisation.invitation-resent',
  'organisation.invitation-revoked',
  'organisation.member-joined',
  'organisation.member-left',
  'organisation.member-removed',
  'organisation.role-changed',
  'organisation.ownership-transferred',
  ...SERVICE_AUDIT_ACTIONS,
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS, {
  error: `action must be one of: ${AUDIT_ACTIONS.join(', ')}`,
});
export type TAuditAction = z.infer<typeof ZAuditAction>;

/** Each action as the screen and the CSV export name it. */
export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  'user.updated': 'User changed by an admin',
  'user.deleted': 'User deleted by an admin',
  'users.exported': 'Users exported (CSV)',
  'account.profile-updated': 'Profile changed by the user',
  'account.password-changed': 'Password changed by the user',
  'account.password-reset': 'Password reset by emailed link',
  'account.email-changed': 'Email address changed by the user (confirmed by link)',
  'account.deleted': 'Account deleted by the user',
  'admin.created': 'Admin created or promoted (ops)',
  'user.tier-set': 'Subscription set (ops)',
  'admin.stepped-up': 'Admin signed in to the admin area',
  'audit-log.exported': 'Audit log exported (CSV)',
  'organisation.created': 'Organisation created',
  'organisation.updated': 'Organisation renamed or changed',
  'organisation.deleted': 'Organisation deleted',
  'organisation.tier-set': 'Organisation tier set by an admin',
  'organisation.member-invited': 'Colleague invited to an organisation',
  'organisation.invitation-resent': 'Organisation invitation sent again',
  'organisation.invitation-revoked': 'Organisation invitation revoked',
  'organisation.member-joined': 'Joined an organisation',
  'organisation.member-left': 'Left an organisation',
  'organisation.member-removed': 'Removed from an organisation',
  'organisation.role-changed': 'Organisation role changed',
  'organisation.ownership-transferred': 'Organisation ownership transferred',
  'question.updated': 'Question edited',
  'questions.imported': 'Questions imported',
  'question.retired': 'Question retired',
  'question.restored': 'Question restored',
  'coupon.created': 'Coupon created',
  'support.replied': 'Support reply sent',
  'whitelabel-request.updated': 'White-label request updated',
  'whitelabel-request.deleted': 'White-label request deleted',
  'whitelabel-requests.exported': 'White-label requests exported (CSV)',
};

/** The fields an entry names, as people read them. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  role: 'Role',
  subscriptionTier: 'Subscription',
  tierSource: 'Tier source',
  isActive: 'Active',
  onboardingCompleted: 'Onboarding',
  industry: 'Industry',
  companySize: 'Company size',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  jobTitle: 'Job title',
  password: 'Password',
  status: 'Status',
};

const AUDIT_VALUE_LABELS: Record<string, Record<string, string>> = {
  role: ROLE_NAMES,
  subscriptionTier: TIER_NAMES,
  tierSource: TIER_SOURCE_NAMES,
  industry: INDUSTRY_LABELS,
  companySize: COMPANY_SIZE_LABELS,
  status: WHITELABEL_LEAD_STATUS_LABELS,
};

/** A value an entry recorded, as people read it: a code as its label, yes or no, "–" for none. */
export function auditValueLabel(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return AUDIT_VALUE_LABELS[field]?.[value] ?? value;
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** What kind of thing an entry acted on, as people read it. */
export const AUDIT_TARGET_NOUNS: Record<string, string> = {
  user: 'user',
  question: 'question',
  'question-bank': 'question bank',
  coupon: 'coupon',
  'support-conversation': 'support conversation',
  'whitelabel-request': 'white-label request',
  organisation: 'organisation',
};

/** The fields whose values an audit row records before and after; others are named as changed, never shown. */
export const AUDITED_VALUE_FIELDS = [
  'role',
  'subscriptionTier',
  'tierSource',
  'isActive',
  'onboardingCompleted',
  'industry',
  'companySize',
] as const;

export const ZAuditChange = z.object({ before: z.unknown(), after: z.unknown() });
export const ZAuditEntry = z.object({
  id: z.string().uuid(),
  at: z.string(),
  action: ZAuditAction,
  actorId: z.string().uuid().nullable(),
  /** The actor's and target's current email, while their account exists. */
  actorEmail: z.string().nullable(),
  targetId: z.string().uuid().nullable(),
  targetEmail: z.string().nullable(),
  changes: z.record(z.string(), ZAuditChange),
  /** Fields changed whose values are not recorded (names, company, job title). */
  changedFields: z.array(z.string()),
  details: z.record(z.string(), z.unknown()),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  /** The service that made the change (auth, assessment, billing, chat). */
  source: z.string(),
  /** Who acted, when not (only) an account: "ops CLI on <host>", a support agent's name. */
  actorLabel: z.string().nullable(),
  /** What was acted on: a user (targetId), or another service's thing named by targetRef. */
  targetType: z.string(),
  targetRef: z.string().nullable(),
  /** The target's name as it was, kept after it is deleted. */
  targetLabel: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const isoDate = (field: string) =>
  z.preprocess(emptyAsUndefined, z.iso.date({ error: `${field} must be a date (yyyy-MM-dd)` }).optional());
/** The trail's filters: the same query string for the screen and the CSV export. */
export const ZAuditLogFilters = z.strictObject({
  actorId: z.preprocess(emptyAsUndefined, z.string().uuid('actorId must be a user id (UUID)').optional()),
  /** The actor by a part of their name or email, or of a label such as "ops CLI on <host>". */
  actor: z.preprocess(
    emptyAsUndefined,
    text('actor must be text').trim().max(200, 'actor is too long').optional(),
  ),
  targetId: z.preprocess(emptyAsUndefined, z.string().uuid('targetId must be a user id (UUID)').optional()),
  action: z.preprocess(emptyAsUndefined, ZAuditAction.optional()),
  /** Any target by its id in its service or a part of its name (a question id, a coupon code, an email). */
  target: z.preprocess(
    emptyAsUndefined,
    text('target must be text').trim().max(200, 'target is too long').optional(),
  ),
  /** Inclusive days, UTC. */
  from: isoDate('from'),
  to: isoDate('to'),
});
export type TAuditLogFilters = z.infer<typeof ZAuditLogFilters>;
export const ZAuditLogQuery = ZAuditLogFilters.extend({
  page: ZAdminUserListQuery.shape.page,
  pageSize: ZAdminUserListQuery.shape.pageSize,
});
export type TAuditLogQuery = z.input<typeof ZAuditLogQuery>;

export const ZAuditLogPage = z.object({
  entries: z.array(ZAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
