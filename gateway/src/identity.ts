import { createHash, timingSafeEqual } from 'node:crypto';
import { context, propagation } from '@opentelemetry/api';
import type { Redis } from 'ioredis';
import { decodeJwt, type JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import {
  INTERNAL_TOKEN_HEADER,
  ZResolveSessionResponse,
  ZSessionCacheEntry,
  sessionCacheKey,
  type TSessionCacheEntry,
} from '@readiness/contracts';
import { AppError, verifyAccessToken, type Identity } from '@readiness/service';
import { ExpiringLru } from './lru.ts';
import type { SessionEntries } from './session-entries.ts';

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

/** Sessions and tokens the gateway remembers at most (each a few hundred bytes). */
const REMEMBERED = 10_000;

/**
 * The claims of a token auth issued (it came from auth or from auth's cache, so it is not verified again),
 * decoded once per token and remembered until the token expires.
 */
const decoded = new ExpiringLru<string, Identity>(REMEMBERED);
function identityOf(token: string): Identity {
  const known = decoded.get(token);
  if (known) return known;
  const claims = decodeJwt(token);
  const identity: Identity = Object.freeze({
    userId: String(claims.sub),
    sessionId: String(claims.sid),
    role: claims.role as Identity['role'],
    tier: claims.tier as Identity['tier'],
    email: String(claims.email),
  });
  if (typeof claims.exp === 'number') decoded.set(token, identity, claims.exp * 1000);
  return identity;
}

/** What a request carries: the session cookie's value, a bearer token (which wins when both are sent). */
export interface Credentials {
  cookie?: string;
  bearer?: string;
}

export type SessionLookup =
  | { kind: 'none' }
  | { kind: 'dead-cookie' }
  | { kind: 'invalid-bearer' }
  | { kind: 'cookie'; sessionId: string; secret: string; entry: TSessionCacheEntry | undefined }
  | { kind: 'bearer'; claimed: Identity; entry: TSessionCacheEntry | undefined };

export interface IdentityResolverOptions {
  redis: Redis;
  redisPrefix: string;
  authUrl: string;
  keys: JWTVerifyGetKey;
  logger: Logger;
  /** The shared internal secret auth's /internal/sessions/resolve requires (INTERNAL_API_TOKEN). */
  internalToken: string;
  /** Session cache entries held in this process (kept current by `listenForSessionChanges`). */
  entries: SessionEntries;
}

/**
 * Turns a session cookie or a bearer token into a verified identity. The session cache in Redis (written by
 * the auth service), held in this process between auth's announcements of changes, answers most requests; on a
 * miss, or when Redis is away, the auth service is asked. Revoked sessions are refused as soon as auth announces
 * the revocation (at once through this gateway), whichever way they come.
 */
export function createIdentityResolver({
  redis,
  redisPrefix,
  authUrl,
  keys,
  logger,
  internalToken,
  entries,
}: IdentityResolverOptions) {
  // A session's entry is read from Redis once per lifetime (SessionEntries), not per request, and dropped
  // the moment auth announces a change of it.
  const readCache = async (sessionId: string): Promise<TSessionCacheEntry | undefined> => {
    const held = entries.get(sessionId);
    if (held) return held;
    const mark = entries.mark();
    try {
      const raw = await redis.get(sessionCacheKey(redisPrefix, sessionId));
      if (!raw) return undefined;
      const parsed = ZSessionCacheEntry.safeParse(JSON.parse(raw));
      if (!parsed.success) return undefined;
      entries.keep(sessionId, parsed.data, mark);
      return parsed.data;
    } catch (error) {
      logger.warn({ err: error }, 'session cache unavailable, asking the auth service');
      return undefined;
    }
  };

  /** Asks auth for a fresh token; undefined when the session is not valid. */
  const askAuth = async (sessionId: string, secret?: string): Promise<string | undefined> => {
    let response: Response;
    // fetch is not instrumented: the trace context goes with the call by hand, so auth's work joins the trace.
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [INTERNAL_TOKEN_HEADER]: internalToken,
    };
    propagation.inject(context.active(), headers);
    try {
      response = await fetch(new URL('/internal/sessions/resolve', authUrl), {
        method: 'POST',
        headers,
        body: JSON.stringify(secret === undefined ? { sessionId } : { sessionId, secret }),
        signal: AbortSignal.timeout(5_000),
      });
    } catch (error) {
      logger.error({ err: error }, 'auth service unreachable while resolving a session');
      throw new AppError('AUTH_UNAVAILABLE', 'The sign-in service is unavailable. Please try again shortly.');
    }
    if (response.status === 401 || response.status === 400) return undefined;
    if (!response.ok)
      throw new AppError('AUTH_UNAVAILABLE', 'The sign-in service is unavailable. Please try again shortly.');
    return ZResolveSessionResponse.parse(await response.json()).accessToken;
  };

  const usable = (entry: TSessionCacheEntry | undefined) =>
    entry?.state === 'active' && entry.accessExpiresAt - Date.now() > RENEW_MARGIN_MS ? entry : undefined;

  return {
    /**
     * A call that may change the session went through this gateway (a write to auth: sign-out, password
     * change, account deletion): its entry is read again, whether or not auth's announcement has arrived yet.
     */
    sessionChanged(sessionId: string): void {
      entries.changed(sessionId);
    },

    /**
     * What Redis knows of the caller's session, without asking the auth service about it (a bearer token's
     * signature needs auth's JWKS, fetched once and cached): cheap enough to run while the rate limit decides
     * (when both need Redis, they go together), while `resolve`, which may ask auth, only runs after.
     */
    async lookup(credentials: Credentials): Promise<SessionLookup> {
      if (credentials.bearer !== undefined) {
        let claimed: Identity;
        try {
          claimed = await verifyAccessToken(credentials.bearer, keys);
        } catch {
          return { kind: 'invalid-bearer' };
        }
        return { kind: 'bearer', claimed, entry: await readCache(claimed.sessionId) };
      }
      if (credentials.cookie === undefined) return { kind: 'none' };
      // `<session id>.<secret>`; anything else is no session.
      const [sessionId, secret, ...rest] = credentials.cookie.split('.');
      if (
        !sessionId ||
        !secret ||
        rest.length > 0 ||
        !/^[0-9a-f-]{36}$/i.test(sessionId) ||
        secret.length > 200
      )
        return { kind: 'dead-cookie' };
      return { kind: 'cookie', sessionId, secret, entry: await readCache(sessionId) };
    },

    /**
     * The verified identity of a lookup, asking the auth service when the cache cannot tell. Undefined when there
     * are no credentials or the cookie's session is not valid (signed out); a bad or revoked bearer token throws 401.
     */
    async resolve(found: SessionLookup): Promise<ResolvedIdentity | undefined> {
      switch (found.kind) {
        case 'none':
        case 'dead-cookie':
          return undefined;
        case 'invalid-bearer':
          throw new AppError('INVALID_TOKEN', 'Invalid or expired access token');
        case 'cookie': {
          if (found.entry?.state === 'revoked') return undefined;
          const active = usable(found.entry);
          if (active && sameHash(found.secret, active.secretHash)) {
            return { identity: identityOf(active.accessToken), token: active.accessToken, via: 'cookie' };
          }
          const token = await askAuth(found.sessionId, found.secret);
          return token ? { identity: identityOf(token), token, via: 'cookie' } : undefined;
        }
        case 'bearer': {
          if (found.entry?.state === 'revoked')
            throw new AppError('SESSION_REVOKED', 'This session has been signed out');
          const active = usable(found.entry);
          const fresh =
            active && active.userId === found.claimed.userId
              ? active.accessToken
              : await askAuth(found.claimed.sessionId);
          if (!fresh) throw new AppError('SESSION_REVOKED', 'This session has been signed out');
          return { identity: identityOf(fresh), token: fresh, via: 'bearer' };
        }
      }
    },
  };
}
export type IdentityResolver = ReturnType<typeof createIdentityResolver>;
