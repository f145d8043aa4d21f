import type { TAdminUser } from '@readiness/contracts/admin-users';

export {
  AUDIT_ACTION_LABELS,
  AUDIT_FIELD_LABELS as FIELD_LABELS,
  AUDIT_TARGET_NOUNS,
  TIER_SOURCE_NAMES as TIER_SOURCE_LABELS,
} from '@readiness/contracts/admin-users';

export const ROLE_LABELS: Record<TAdminUser['role'], string> = {
  user: 'User',
  admin: 'Admin',
  moderator: 'Moderator',
};
export const TIER_LABELS: Record<TAdminUser['subscriptionTier'], string> = {
  free: 'Free',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

export const fullName = (user: Pick<TAdminUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();
