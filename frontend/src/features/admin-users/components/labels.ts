import type { TAdminUser, TAuditAction, TTierSource } from '@readiness/contracts/admin-users';

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
  'question.updated': 'Question edited',
  'questions.imported': 'Questions imported',
  'question.retired': 'Question retired',
  'question.restored': 'Question restored',
  'coupon.created': 'Coupon created',
  'support.replied': 'Support reply sent',
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
