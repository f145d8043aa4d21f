import type { TAdminUser, TTierSource } from '@readiness/contracts/admin-users';

export { AUDIT_ACTION_LABELS, AUDIT_TARGET_NOUNS } from '@readiness/contracts/admin-users';

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
export const TIER_SOURCE_LABELS: Record<TTierSource, string> = {
  signup: 'since sign-up',
  billing: 'purchased',
  admin: 'given by an admin',
  ops: 'set by operations',
};
export const FIELD_LABELS: Record<string, string> = {
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
};

export const fullName = (user: Pick<TAdminUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();
