import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRegisterRequest } from '@readiness/contracts';
import { AppError } from '@readiness/service';
import { newUser, startAuth, type RunningAuth } from '../../test/harness.ts';
import { registerUser } from './register-user.ts';

// The use case on a real database: the email's unique index is the only check, so the repository's mapping of
// Prisma's unique violation is what makes a taken email a 409.
let auth: RunningAuth;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(async () => {
  await auth?.stop();
});

const register = (user: Record<string, unknown>, ip: string) =>
  registerUser(auth.service.ctx, ZRegisterRequest.parse(user), { ipAddress: ip, userAgent: 'vitest' });

async function usersWithEmail(email: string): Promise<number> {
  const { rows } = await auth.db.pool.query<{ count: string }>(
    'SELECT count(*) FROM users WHERE email = $1',
    [email.toLowerCase()],
  );
  return Number(rows[0]!.count);
}

describe('registerUser', () => {
  it('refuses an email already registered with EMAIL_TAKEN (409), whatever its case, and adds no user', async () => {
    const user = newUser();
    await register(user, '203.0.113.10');
    const again = register({ ...user, email: user.email.toUpperCase() }, '203.0.113.11');
    await expect(again).rejects.toBeInstanceOf(AppError);
    await expect(again).rejects.toMatchObject({ code: 'EMAIL_TAKEN', status: 409 });
    expect(await usersWithEmail(user.email)).toBe(1);
  });

  it('of two registrations of one email at once, one succeeds and the other is EMAIL_TAKEN', async () => {
    const user = newUser();
    const outcomes = await Promise.allSettled([
      register(user, '203.0.113.12'),
      register(user, '203.0.113.13'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'EMAIL_TAKEN', status: 409 });
    expect(await usersWithEmail(user.email)).toBe(1);
  });
});
