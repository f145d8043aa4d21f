import type { TUser } from '@readiness/contracts/auth';
import { storeAdminKey } from './admin-key.ts';
import { TEST_USER } from '../../test/users.ts';

const BASE_USER: TUser = { ...TEST_USER, role: 'admin' };

export const ADMIN_USER: TUser = BASE_USER;
export const PLAIN_USER: TUser = {
  ...BASE_USER,
  id: '0f6c2a51-7d0e-4f8e-8a55-3c9b8f6b2e22',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'user',
};

export const VALID_KEY = 'admin-key-from-server';

/** Stores a key for the user that expires in `minutes` (negative: already expired). */
export function storeKeyFor(userId: string, minutes = 15, adminKey = VALID_KEY): void {
  storeAdminKey({ adminKey, userId, expiresAt: new Date(Date.now() + minutes * 60_000).toISOString() });
}
