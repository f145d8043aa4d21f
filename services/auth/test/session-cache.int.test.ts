// The session cache auth writes for the gateway: every write and removal is announced on the session-changes
// channel, in the same transaction, so a gateway holding entries in memory drops them at once.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessionCacheKey, sessionChangesChannel } from '@readiness/contracts';
import { createLogger } from '@readiness/service';
import { createTestRedisPrefix, eventually } from '@readiness/testing';
import { createSessionCache } from '../src/repositories/session-cache.repository.ts';

const space = createTestRedisPrefix();
let redis: Redis;
let subscriber: Redis;
const heard: Array<{ sessionId: string; entry: string | null }> = [];

beforeAll(async () => {
  redis = new Redis(space.url, { maxRetriesPerRequest: 1 });
  subscriber = new Redis(space.url, { maxRetriesPerRequest: 1 });
  // What the entry is when the announcement arrives: written already, in the same transaction.
  subscriber.on('message', (_channel: string, sessionId: string) => {
    void redis
      .get(sessionCacheKey(space.prefix, sessionId))
      .then((entry) => heard.push({ sessionId, entry }));
  });
  await subscriber.subscribe(sessionChangesChannel(space.prefix));
});
afterAll(async () => {
  await subscriber?.quit();
  await space.cleanup();
  await redis?.quit();
});

it('announces each stored, revoked and forgotten session after writing it', async () => {
  const cache = createSessionCache(redis, space.prefix, createLogger('auth', 'silent'));
  const [stored, revoked, forgotten] = [randomUUID(), randomUUID(), randomUUID()];
  await cache.storeActive(stored, {
    userId: randomUUID(),
    secretHash: 'hash',
    accessToken: 'token',
    accessExpiresAt: Date.now() + 900_000,
  });
  await cache.markRevoked(revoked);
  await cache.storeActive(forgotten, {
    userId: randomUUID(),
    secretHash: 'hash',
    accessToken: 'token',
    accessExpiresAt: Date.now() + 900_000,
  });
  await cache.forget([forgotten]);

  await eventually(
    () => Promise.resolve(heard.length),
    (count) => count === 4,
    5_000,
  );
  expect(heard.map((change) => change.sessionId)).toEqual([stored, revoked, forgotten, forgotten]);
  expect(JSON.parse(heard[0]!.entry!)).toMatchObject({ state: 'active' });
  expect(JSON.parse(heard[1]!.entry!)).toEqual({ state: 'revoked' });
  expect(heard[3]!.entry).toBeNull();
});
