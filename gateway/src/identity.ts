import { createHash, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import { decodeJwt, type JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import {
  ZResolveSessionResponse,
  ZSessionCacheEntry,
  sessionCacheKey,
  type TSessionCacheEntry,
} from '@readiness/contracts';
import { AppError, verifyAccessToken, type Identity } from '@readiness/service';

export interface ResolvedIdentity {
  identity: Identity;
  /** The token forwarded to the service: fresh claims (role, tier) from the auth service. */
  token: string;
  via: 'cookie' | 'bearer';
}

/** A token this close to expiry is renewed rather than forwarded. */
const RENEW_MARGIN_MS = 30_000;

function sameHash(secret: string, expectedHash: string): boolean {
  const actual = Buffer.from(createHash('sha256').update(secret).digest('base64url'));
  const expected = Buffer.from(expectedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function identityOf(token: string): Identity {
  const claims = decodeJwt(token);
  return {
    userId: String(claims.sub),
    sessionId: String(claims.sid),
    role: claims.role as Identity['role'],
    tier: claims.tier as Identity['tier'],
    email: String(claims.email),
  };
}

export interface IdentityResolverOptions {
  redis: Redis;
  redisPrefix: string;
  authUrl: string;
  keys: JWTVerifyGetKey;
  logger: Logger;
}

/**
 * Turns a session cookie or a bearer token into a verified identity. The session cache in Redis (written by
 * the auth service) answers most requests; on a miss, or when Redis is away, the auth service is asked.
 * Revoked sessions are refused at once, whichever way they come.
 */
export function createIdentityResolver({
  redis,
  redisPrefix,
  authUrl,
  keys,
  logger,
}: IdentityResolverOptions) {
  const readCache = async (sessionId: string): Promise<TSessionCacheEntry | undefined> => {
    try {
      const raw = await redis.get(sessionCacheKey(redisPrefix, sessionId));
      if (!raw) return undefined;
      const parsed = ZSessionCacheEntry.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch (error) {
      logger.warn({ err: error }, 'session cache unavailable, asking the auth service');
      return undefined;
    }
  };

  /** Asks auth for a fresh token; undefined when the session is not valid. */
  const askAuth = async (sessionId: string, secret?: string): Promise<string | undefined> => {
    let response: Response;
    try {
      response = await fetch(new URL('/internal/sessions/resolve', authUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(secret === undefined ? { sessionId } : { sessionId, secret }),
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      logger.error({ err: error }, 'auth service unreachable while resolving a session');
      throw new AppError(
        'AUTH_UNAVAILABLE',
        'The sign-in service is unavailable. Please try again shortly.',
        503,
      );
    }
    if (response.status === 401 || response.status === 400) return undefined;
    if (!response.ok)
      throw new AppError(
        'AUTH_UNAVAILABLE',
        'The sign-in service is unavailable. Please try again shortly.',
        503,
      );
    return ZResolveSessionResponse.parse(await response.json()).accessToken;
  };

  const usable = (entry: TSessionCacheEntry | undefined) =>
    entry?.state === 'active' && entry.accessExpiresAt - Date.now() > RENEW_MARGIN_MS ? entry : undefined;

  return {
    /** `<session id>.<secret>` from the cookie; undefined (signed out) when it is not a valid session. */
    async fromCookie(cookieValue: string): Promise<ResolvedIdentity | undefined> {
      const [sessionId, secret, ...rest] = cookieValue.split('.');
      if (
        !sessionId ||
        !secret ||
        rest.length > 0 ||
        !/^[0-9a-f-]{36}$/i.test(sessionId) ||
        secret.length > 200
      )
        return undefined;
      const entry = await readCache(sessionId);
      if (entry?.state === 'revoked') return undefined;
      const active = usable(entry);
      if (active && sameHash(secret, active.secretHash)) {
        return { identity: identityOf(active.accessToken), token: active.accessToken, via: 'cookie' };
      }
      const token = await askAuth(sessionId, secret);
      return token ? { identity: identityOf(token), token, via: 'cookie' } : undefined;
    },

    /** A bearer access token: its signature and expiry, then its session (revoked sessions are refused). */
    async fromBearer(token: string): Promise<ResolvedIdentity> {
      let claimed: Identity;
      try {
        claimed = await verifyAccessToken(token, keys);
      } catch {
        throw new AppError('INVALID_TOKEN', 'Invalid or expired access token', 401);
      }
      const entry = await readCache(claimed.sessionId);
      if (entry?.state === 'revoked')
        throw new AppError('SESSION_REVOKED', 'This session has been signed out', 401);
      const active = usable(entry);
      const fresh =
        active && active.userId === claimed.userId ? active.accessToken : await askAuth(claimed.sessionId);
      if (!fresh) throw new AppError('SESSION_REVOKED', 'This session has been signed out', 401);
      return { identity: identityOf(fresh), token: fresh, via: 'bearer' };
    },
  };
}
export type IdentityResolver = ReturnType<typeof createIdentityResolver>;
