import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { requireOwned, requirePremium } from './access.ts';

const ADA = '7b0d4c4e-2f4e-4a53-9a0e-2a3c7f0e5a11';
const BOB = '0f3c9a6e-55b1-4d1e-8d6f-3a9b1c2d4e5f';

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError
      ? { code: error.code, status: error.status, message: error.message }
      : error;
  }
  return null;
};

describe('requireOwned', () => {
  const row = { id: 'p1', userId: ADA };

  it('hands back the owner’s row', () => {
    expect(requireOwned(row, ADA, 'No such purchase')).toBe(row);
  });

  it('answers another user’s row exactly like a missing one (404), so ids cannot be probed', () => {
    const missing = thrown(() => requireOwned(null, ADA, 'No such purchase'));
    expect(missing).toEqual({ code: 'NOT_FOUND', status: 404, message: 'No such purchase' });
    expect(thrown(() => requireOwned(row, BOB, 'No such purchase'))).toEqual(missing);
  });

  it('owns nothing without a user, and a row of no one is no one’s', () => {
    expect(thrown(() => requireOwned(row, null, 'gone'))).toMatchObject({ status: 404 });
    expect(thrown(() => requireOwned({ userId: null }, ADA, 'gone'))).toMatchObject({ status: 404 });
  });

  it('takes a service’s own error, and a 403 for other users where the row is no secret', () => {
    const notFound = new AppError('PAYMENT_NOT_FOUND', 'No payment session found');
    expect(thrown(() => requireOwned(undefined, ADA, notFound, { otherUsers: 'Not yours' }))).toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
    });
    expect(thrown(() => requireOwned(row, BOB, notFound, { otherUsers: 'Not yours' }))).toEqual({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Not yours',
    });
  });
});

describe('requirePremium', () => {
  it('lets paying tiers and admins through and answers PREMIUM_REQUIRED to the free tier', () => {
    expect(thrown(() => requirePremium({ role: 'user', tier: 'enterprise' }))).toBeNull();
    expect(thrown(() => requirePremium({ role: 'admin', tier: 'free' }))).toBeNull();
    expect(thrown(() => requirePremium({ role: 'user', tier: 'free' }, 'Locked'))).toEqual({
      code: 'PREMIUM_REQUIRED',
      status: 403,
      message: 'Locked',
    });
  });
});
