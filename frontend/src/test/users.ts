import type { TUser } from '@readiness/contracts/auth';

/** A signed-in user as GET /api/auth/user returns one: free tier, role user. Spread it to vary a field. */
export const TEST_USER: TUser = {
  id: '5b3c1f8e-3a43-4c1e-9b0a-2f1f0c7a1d11',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  jobTitle: '',
  industry: '',
  companySize: '',
  role: 'user',
  isActive: true,
  subscriptionTier: 'free',
  onboardingCompleted: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  emailVerified: true,
};
