import type { RequestHandler } from 'express';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ZAccessTokenClaims, type TRole, type TSubscriptionTier } from '@readiness/contracts';
import { AppError, forbidden, unauthorized } from './errors.ts';

export const TOKEN_ISSUER = 'ai-readiness-auth';
export const TOKEN_AUDIENCE = 'ai-readiness';
export const ADMIN_KEY_AUDIENCE = 'ai-readiness-admin';

export interface Identity {
  userId: string;
  sessionId: string;
  role: TRole;
  tier: TSubscriptionTier;
  email: string;
}

/** Keys to verify tokens: the auth service's JWKS (remote, cached) or a local key set (auth itself, tests). */
export function remoteKeys(authInternalUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL('/internal/jwks', authInternalUrl), {
    cooldownDuration: 5_000,
    cacheMaxAge: 600_000,
  });
}

export async function verifyAccessToken(token: string, keys: JWTVerifyGetKey): Promise<Identity> {
  const { payload } = await jwtVerify(token, keys, {
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    algorithms: ['ES256'],
  });
  const claims = ZAccessTokenClaims.parse(payload);
  return {
    userId: claims.sub,
    sessionId: claims.sid,
    role: claims.role,
    tier: claims.tier,
    email: claims.email,
  };
}

function bearerOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Verifies the bearer access token the gateway forwards (services never trust identity headers) and sets
 * `req.identity`. Without a token the request stays anonymous; routes decide with `requireUser`.
 */
export function authenticate(keys: JWTVerifyGetKey): RequestHandler {
  return (req, _res, next) => {
    const token = bearerOf(req.headers.authorization);
    if (!token) return next();
    verifyAccessToken(token, keys).then(
      (identity) => {
        req.identity = identity;
        next();
      },
      () => next(unauthorized('Invalid or expired access token')),
    );
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.identity ? undefined : unauthorized());
};

export function requireRole(...roles: TRole[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.identity) return next(unauthorized());
    next(roles.includes(req.identity.role) ? undefined : forbidden());
  };
}

/**
 * Admin routes of every service: the admin role AND a valid `x-admin-key` bound to the same user and session
 * (issued by POST /api/auth/admin-key after the admin confirmed their password). Else 403.
 */
export function requireAdmin(keys: JWTVerifyGetKey): RequestHandler {
  return (req, _res, next) => {
    const identity = req.identity;
    if (!identity) return next(unauthorized());
    if (identity.role !== 'admin') return next(forbidden('Admin privileges required'));
    const adminKey = req.headers['x-admin-key'];
    if (typeof adminKey !== 'string' || adminKey.length === 0 || adminKey.length > 2000) {
      return next(
        new AppError('ADMIN_KEY_REQUIRED', 'Admin key required: confirm your password at /admin', 403),
      );
    }
    jwtVerify(adminKey, keys, {
      issuer: TOKEN_ISSUER,
      audience: ADMIN_KEY_AUDIENCE,
      algorithms: ['ES256'],
    }).then(
      ({ payload }) => {
        const valid = payload.sub === identity.userId && payload.sid === identity.sessionId;
        next(
          valid
            ? undefined
            : new AppError('ADMIN_KEY_INVALID', 'Admin key is not valid for this session', 403),
        );
      },
      () => next(new AppError('ADMIN_KEY_INVALID', 'Admin key is invalid or expired', 403)),
    );
  };
}
