import { describe, expect, it } from 'vitest';
import { ZRegisterRequest } from '@readiness/contracts';
import { hashPassword, verifyPassword, weakPasswordReason } from './passwords.ts';

const EMAIL = 'grace.hopper@example.com';

/** Length is the contract's rule: what registration says of a password, other fields being valid. */
function lengthProblem(password: string): string | undefined {
  const parsed = ZRegisterRequest.safeParse({
    email: EMAIL,
    password,
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  return parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message).join('; ');
}

describe('password length (the registration contract)', () => {
  it('refuses fewer than 8 characters', () => {
    expect(lengthProblem('')).toBe('password must be at least 8 characters');
    expect(lengthProblem('7chars!')).toBe('password must be at least 8 characters');
  });

  it('accepts 8 and 128 characters', () => {
    expect(lengthProblem('8chars!!')).toBeUndefined();
    expect(lengthProblem('a1'.repeat(64))).toBeUndefined();
  });

  it('refuses more than 128 characters', () => {
    expect(lengthProblem(`${'a1'.repeat(64)}x`)).toBe('password must be at most 128 characters');
  });

  it('counts spaces: a passphrase of words is fine, eight spaces are one repeated character', () => {
    expect(lengthProblem('correct horse battery staple')).toBeUndefined();
    expect(weakPasswordReason('correct horse battery staple', EMAIL)).toBeUndefined();
    expect(weakPasswordReason('        ', EMAIL)).toBe('password must not be one repeated character');
  });
});

describe('common passwords', () => {
  it('refuses the well-known ones', () => {
    for (const password of ['password', 'password123', '12345678', 'qwertyuiop', 'iloveyou', 'letmein!'])
      expect(weakPasswordReason(password, EMAIL), password).toBe(
        'password is too common; choose one that is harder to guess',
      );
  });

  it('whatever their letter case', () => {
    expect(weakPasswordReason('Password123', EMAIL)).toBe(
      'password is too common; choose one that is harder to guess',
    );
    expect(weakPasswordReason('QWERTYUIOP', EMAIL)).toBe(
      'password is too common; choose one that is harder to guess',
    );
  });

  it('accepts a password that merely contains a common one', () => {
    expect(weakPasswordReason('password123 is not mine', EMAIL)).toBeUndefined();
    expect(weakPasswordReason('Tr0ub4dor&3', EMAIL)).toBeUndefined();
  });
});

describe('repeated characters', () => {
  it('refuses one character repeated', () => {
    expect(weakPasswordReason('zzzzzzzzzz', EMAIL)).toBe('password must not be one repeated character');
    expect(weakPasswordReason('!!!!!!!!', EMAIL)).toBe('password must not be one repeated character');
  });

  it('accepts a password with two different characters', () => {
    expect(weakPasswordReason('zzzzzzzzzy', EMAIL)).toBeUndefined();
    expect(weakPasswordReason('yzzzzzzzzz', EMAIL)).toBeUndefined();
  });
});

describe("the email's name in the password", () => {
  it('refuses the part before the @, anywhere and in any case', () => {
    expect(weakPasswordReason('grace.hopper2024', EMAIL)).toBe('password must not contain your email name');
    expect(weakPasswordReason('my-GRACE.HOPPER-pw', EMAIL)).toBe('password must not contain your email name');
    expect(weakPasswordReason('navyxavi1906', 'xavi@example.com')).toBe(
      'password must not contain your email name',
    );
  });

  it('accepts part of the name, or the domain', () => {
    expect(weakPasswordReason('grace and courage', EMAIL)).toBeUndefined();
    expect(weakPasswordReason('example.com rocks', EMAIL)).toBeUndefined();
  });

  it('ignores names shorter than 4 characters, which too many passwords would contain', () => {
    expect(weakPasswordReason('bobsleigh team 1', 'bob@example.com')).toBeUndefined();
  });
});

describe('hashing', () => {
  it('verifies the password it hashed and nothing else, and never throws on a bad hash', async () => {
    const hashed = await hashPassword('correct horse battery staple');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horse battery stapl')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse battery staple')).toBe(false);
  });
});
