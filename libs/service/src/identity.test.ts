import { randomUUID } from 'node:crypto';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTVerifyGetKey } from 'jose';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from './identity.ts';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let signing: KeyPair;
let other: KeyPair;

async function keySet(pair: KeyPair, kid: string): Promise<JWTVerifyGetKey> {
  return createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256' }] });
}

/** Counts how often the key set is consulted: once per signature actually checked. */
function counting(keys: JWTVerifyGetKey) {
  const counter = {
    lookups: 0,
    keys: ((...args: Parameters<JWTVerifyGetKey>) => {
      counter.lookups += 1;
      return keys(...args);
    }) as JWTVerifyGetKey,
  };
  return counter;
}

const claims = () => ({
  sub: randomUUID(),
  sid: randomUUID(),
  role: 'user',
  tier: 'free',
  email: 'ada@example.com',
});

function sign(pair: KeyPair, kid: string, expiresInSeconds: number, body = claims()) {
  const { sub, ...rest } = body;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'ES256', kid })
    .setSubject(sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(pair.privateKey);
}

beforeAll(async () => {
  signing = await generateKeyPair('ES256');
  other = await generateKeyPair('ES256');
});
afterEach(() => {
  vi.useRealTimers();
});

it('checks a token once and answers its later uses from the verdict, each with its own copy', async () => {
  const counter = counting(await keySet(signing, 'k1'));
  const body = claims();
  const token = await sign(signing, 'k1', 900, body);

  const first = await verifyAccessToken(token, counter.keys);
  first.role = 'admin'; // a caller changing its copy must not change what the next request sees
  const second = await verifyAccessToken(token, counter.keys);

  expect(second).toEqual({
    userId: body.sub,
    sessionId: body.sid,
    role: 'user',
    tier: 'free',
    email: body.email,
  });
  expect(counter.lookups).toBe(1);
});

it('refuses a remembered token once it has expired', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const keys = await keySet(signing, 'k1');
  const token = await sign(signing, 'k1', 30);
  await expect(verifyAccessToken(token, keys)).resolves.toMatchObject({ role: 'user' });

  vi.setSystemTime(Date.now() + 31_000);
  await expect(verifyAccessToken(token, keys)).rejects.toThrow(/exp/);
});

it('checks the signature again after a minute, so a key withdrawn from the key set stops working', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const counter = counting(await keySet(signing, 'k1'));
  const token = await sign(signing, 'k1', 900);
  await verifyAccessToken(token, counter.keys);
  vi.setSystemTime(Date.now() + 30_000);
  await verifyAccessToken(token, counter.keys);
  expect(counter.lookups).toBe(1);

  vi.setSystemTime(Date.now() + 31_000);
  await verifyAccessToken(token, counter.keys);
  expect(counter.lookups).toBe(2);
});

it('a verdict reached with one key set does not count for another', async () => {
  const token = await sign(signing, 'k1', 900);
  await verifyAccessToken(token, await keySet(signing, 'k1'));
  // Another key set with a different key under the same id: the signature does not match it.
  await expect(verifyAccessToken(token, await keySet(other, 'k1'))).rejects.toThrow(/signature/);
});

it('does not remember failures, and a changed token is checked afresh', async () => {
  const counter = counting(await keySet(signing, 'k1'));
  const token = await sign(signing, 'k1', 900);
  const [header, payload] = token.split('.');
  const forged = `${header}.${payload}.${Buffer.alloc(64, 1).toString('base64url')}`;
  await expect(verifyAccessToken(forged, counter.keys)).rejects.toThrow(/signature/);
  await expect(verifyAccessToken(forged, counter.keys)).rejects.toThrow(/signature/);
  expect(counter.lookups).toBe(2);
  await expect(verifyAccessToken(token, counter.keys)).resolves.toMatchObject({ tier: 'free' });
});

it('keeps a bounded number of verdicts, dropping the oldest first', async () => {
  const counter = counting(await keySet(signing, 'k1'));
  const tokens = await Promise.all(Array.from({ length: 5_001 }, () => sign(signing, 'k1', 900)));
  for (const token of tokens) await verifyAccessToken(token, counter.keys);
  expect(counter.lookups).toBe(5_001);

  await verifyAccessToken(tokens[5_000]!, counter.keys); // the newest is remembered
  expect(counter.lookups).toBe(5_001);
  await verifyAccessToken(tokens[0]!, counter.keys); // the oldest was dropped for it
  expect(counter.lookups).toBe(5_002);
}, 120_000);
