import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE } from '@readiness/contracts';

export function sessionCookieOptions(secure: boolean, maxAgeMs?: number): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(maxAgeMs !== undefined ? { maxAge: maxAgeMs } : {}),
  };
}

export function setSessionCookie(res: Response, value: string, expiresAt: Date, secure: boolean) {
  res.cookie(SESSION_COOKIE, value, sessionCookieOptions(secure, expiresAt.getTime() - Date.now()));
}

export function clearSessionCookie(res: Response, secure: boolean) {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(secure));
}
