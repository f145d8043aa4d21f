import { randomUUID } from 'node:crypto';
import {
  SignJWT,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  importPKCS8,
  type JWK,
  type JWTVerifyGetKey,
} from 'jose';
import type { TAccessTokenClaims } from '@readiness/contracts';
import { ADMIN_KEY_AUDIENCE, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@readiness/service';
import type { Db } from '../db.ts';
import { signingKeyRepository } from '../repositories/signing-key.repository.ts';

const ALG = 'ES256';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  /** Public keys served at /internal/jwks; every replica and the gateway verify against them. */
  jwks: { keys: JWK[] };
  verifyKeys: JWTVerifyGetKey;
}

async function fromPem(pem: string): Promise<SigningKeys> {
  const privateKey = await importPKCS8(pem, ALG, { extractable: true });
  const { d: _private, ...publicJwk } = await exportJWK(privateKey);
  const kid = 'env-key';
  const jwks = { keys: [{ ...publicJwk, kid, alg: ALG, use: 'sig' }] };
  return { kid, privateKey, jwks, verifyKeys: createLocalJWKSet(jwks) };
}

/**
 * The ES256 key that signs access tokens and admin keys: from JWT_PRIVATE_KEY when given, else generated once
 * and kept in the database so that every replica (and every restart) signs with the same key. Two replicas that
 * start together may both insert one; all then use the oldest.
 */
export async function loadSigningKeys(db: Db, pem?: string): Promise<SigningKeys> {
  if (pem) return fromPem(pem);
  let stored = await signingKeyRepository.oldestFirst(db);
  if (stored.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    await signingKeyRepository.insert(db, {
      kid,
      privateJwk: await exportJWK(privateKey),
      publicJwk: await exportJWK(publicKey),
    });
    stored = await signingKeyRepository.oldestFirst(db);
  }
  const current = stored[0]!;
  const privateKey = (await importJWK(current.privateJwk as JWK, ALG)) as CryptoKey;
  const jwks = {
    keys: stored.map((key) => ({ ...(key.publicJwk as JWK), kid: key.kid, alg: ALG, use: 'sig' })),
  };
  return { kid: current.kid, privateKey, jwks, verifyKeys: createLocalJWKSet(jwks) };
}

export async function signAccessToken(keys: SigningKeys, claims: TAccessTokenClaims, ttlSeconds: number) {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const token = await new SignJWT({
    sid: claims.sid,
    role: claims.role,
    tier: claims.tier,
    email: claims.email,
  })
    .setProtectedHeader({ alg: ALG, kid: keys.kid })
    .setSubject(claims.sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .setJti(randomUUID())
    .sign(keys.privateKey);
  return { token, expiresAt };
}

/** A short-lived key that proves the admin confirmed their password, bound to their user and session. */
export async function signAdminKey(keys: SigningKeys, userId: string, sessionId: string, ttlSeconds: number) {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const adminKey = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALG, kid: keys.kid })
    .setSubject(userId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(ADMIN_KEY_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keys.privateKey);
  return { adminKey, expiresAt };
}
