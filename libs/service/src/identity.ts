import type { RequestHandler } from 'express';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import {
  ADMIN_KEY_AUDIENCE,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  ZAccessTokenClaims,
  type TRole,
  type TSubscriptionTier,
} from '@readiness/contracts';
import { AppError, forbidden, unauthorized } from './errors.ts';

export { ADMIN_KEY_AUDIENCE, TOKEN_AUDIENCE, TOKEN_ISSUER };

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

interface VerifiedToken {
  identity: Readonly<Identity>;
  /** When this verdict stops counting: the token's expiry, or sooner (see VERDICT_TTL_MS). */
  validUntil: number;
}

/** Verdicts kept per key set; the least recently used go first when it is full. */
const VERDICT_CACHE_SIZE = 5_000;
/** A key withdrawn from the JWKS stops being trusted through this cache within this time. */
const VERDICT_TTL_MS = 60_000;
const verdicts = new WeakMap<JWTVerifyGetKey, Map<string, VerifiedToken>>();

/**
 * An access token's signature, issuer, audience and expiry, and its claims. The same token arrives with every
 * request of a session (the gateway forwards it until it is renewed), so a successful verification is
 * remembered for that exact token until it expires (at most a minute): an ECDSA check per request was the
 * largest single cost of an authenticated call. Failures are not remembered; expiry is checked on every use.
 */
export async function verifyAccessToken(token: string, keys: JWTVerifyGetKey): Promise<Identity> {
  let cache = verdicts.get(keys);
  if (!cache) {
    cache = new Map();
    verdicts.set(keys, cache);
  }
  const known = cache.get(token);
  if (known) {
    cache.delete(token);
    if (Date.now() < known.validUntil) {
      cache.set(token, known); // the most recently used goes last: a busy session's token stays cached
      return { ...known.identity };
    }
  }
  const { payload } = await jwtVerify(token, keys, {
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    algorithms: ['ES256'],
  });
  const claims = ZAccessTokenClaims.parse(payload);
  const identity: Identity = {
    userId: claims.sub,
    sessionId: claims.sid,
    role: claims.role,
    tier: claims.tier,
    email: claims.email,
  };
  if (typeof payload.exp === 'number') {
    if (cache.size >= VERDICT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(token, {
      identity: Object.freeze({ ...identity }),
      validUntil: Math.min(payload.exp * 1000, Date.now() + VERDICT_TTL_MS),
    });
  }
  return identity;
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
      return next(new AppError('ADMIN_KEY_REQUIRED', 'Admin key required: confirm your password at /admin'));
    }
    jwtVerify(adminKey, keys, {
      issuer: TOKEN_ISSUER,
      audience: ADMIN_KEY_AUDIENCE,
      algorithms: ['ES256'],
    }).then(
      ({ payload }) => {
        const valid = payload.sub === identity.userId && payload.sid === identity.sessionId;
        next(
          valid ? undefined : new AppError('ADMIN_KEY_INVALID', 'Admin key is not valid for this session'),
        );
      },
      () => next(new AppError('ADMIN_KEY_INVALID', 'Admin key is invalid or expired')),
    );
  };
}
