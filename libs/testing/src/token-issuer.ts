import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey } from 'jose';
import {
  ADMIN_KEY_AUDIENCE,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  type TRole,
  type TSubscriptionTier,
} from '@readiness/contracts';

export interface TokenSubject {
  userId: string;
  sessionId: string;
  role: TRole;
  tier: TSubscriptionTier;
  email: string;
}

/**
 * Stands in for the auth service in the tests of other services: an ES256 key pair whose public half is served
 * at `/internal/jwks` (a service fetches it exactly as it fetches auth's, through `remoteKeys(url)`) and is also
 * given as a local key set (`keys`), and access tokens and admin keys signed with auth's claims.
 */
export async function startTokenIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = `test-${randomBytes(4).toString('hex')}`;
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' }] };
  const server: Server = createServer((req, res) => {
    if (req.url === '/internal/jwks') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(jwks));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function accessToken(subject: TokenSubject, ttlSeconds = 900) {
    return new SignJWT({
      sid: subject.sessionId,
      role: subject.role,
      tier: subject.tier,
      email: subject.email,
    })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(subject.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .setJti(randomUUID())
      .sign(privateKey);
  }

  async function adminKey(subject: Pick<TokenSubject, 'userId' | 'sessionId'>, ttlSeconds = 900) {
    return new SignJWT({ sid: subject.sessionId })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setSubject(subject.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(ADMIN_KEY_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(privateKey);
  }

  /** A user with a signed access token (and an admin key when the role is admin) as request headers. */
  async function user(options: { tier?: TSubscriptionTier; role?: TRole; withAdminKey?: boolean } = {}) {
    const subject: TokenSubject = {
      userId: randomUUID(),
      sessionId: randomUUID(),
      role: options.role ?? 'user',
      tier: options.tier ?? 'free',
      email: `user-${randomBytes(4).toString('hex')}@example.com`,
    };
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken(subject)}` };
    if (subject.role === 'admin' && options.withAdminKey !== false)
      headers['x-admin-key'] = await adminKey(subject);
    return { ...subject, headers };
  }

  const keys: JWTVerifyGetKey = createLocalJWKSet(jwks);
  return {
    url,
    keys,
    accessToken,
    adminKey,
    user,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TokenIssuer = Awaited<ReturnType<typeof startTokenIssuer>>;
export type TestUser = Awaited<ReturnType<TokenIssuer['user']>>;
