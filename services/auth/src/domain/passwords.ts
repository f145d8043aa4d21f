import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords.ts';

/** OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane. */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the email is unknown keeps the response time of both failures alike.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  await verifyPassword(await dummyHash, password);
}

/** Why a new password is refused, or undefined when it is acceptable. Length is checked by the contract. */
export function weakPasswordReason(password: string, email: string): string | undefined {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return 'password is too common; choose one that is harder to guess';
  if (/^(.)\1+$/.test(password)) return 'password must not be one repeated character';
  const localPart = email.split('@')[0] ?? '';
  if (localPart.length >= 4 && lowered.includes(localPart.toLowerCase()))
    return 'password must not contain your email name';
  return undefined;
}
